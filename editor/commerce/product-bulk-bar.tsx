// The products grid's bulk bar: with products chosen, one change for all of them (prices by an amount or a percentage, stock, a category or tag, enable, disable, feature, delete), and what happened to each.
import { useState, type FormEvent } from 'react';
import { decimalStringToMinorUnits } from '../../domain/money.js';
import type { BulkAction, BulkReply } from '../../domain/owner-api/product-bulk.js';
import { asApiError } from '../api/client.js';
import { bulkEditProducts } from '../api/products.js';
import { Alert } from '../ui/alert.js';
import { SelectField, TextField } from '../ui/field.js';

const ACTIONS = [
  { value: 'price-percent', label: 'Change prices by a percentage' },
  { value: 'price-amount', label: 'Change prices by an amount' },
  { value: 'stock', label: 'Set stock' },
  { value: 'add-categories', label: 'Add to a category' },
  { value: 'add-tags', label: 'Add a tag' },
  { value: 'enable', label: 'Enable' },
  { value: 'disable', label: 'Disable' },
  { value: 'feature', label: 'Feature' },
  { value: 'unfeature', label: 'Stop featuring' },
  { value: 'delete', label: 'Delete' },
] as const;
type ActionChoice = (typeof ACTIONS)[number]['value'];

/** What the owner typed for `choice`, as the API's action; a string is why it cannot be sent. */
export function bulkActionOf(choice: ActionChoice, typed: string, currency: string): BulkAction | string {
  const text = typed.trim();
  switch (choice) {
    case 'price-percent': {
      const value = Number(text.replace(/%$/, ''));
      return text === '' || !Number.isFinite(value)
        ? 'Enter a percentage, such as 10 or -5.'
        : { type: 'price', change: { mode: 'percent', value } };
    }
    case 'price-amount': {
      const negative = text.startsWith('-');
      const minor = decimalStringToMinorUnits(negative ? text.slice(1) : text, currency);
      return minor === undefined
        ? 'Enter an amount, such as 2.50 or -1.00.'
        : { type: 'price', change: { mode: 'amount', value: Number(minor) * (negative ? -1 : 1) } };
    }
    case 'stock': {
      if (/^unlimited$/i.test(text)) return { type: 'stock', stock: null };
      const stock = Number(text);
      return text === '' || !Number.isInteger(stock) || stock < 0
        ? 'Enter a stock of 0 or more, or Unlimited.'
        : { type: 'stock', stock };
    }
    case 'add-categories':
    case 'add-tags':
      return text === '' ? 'Enter a name.' : { type: choice, names: [text] };
    default:
      return { type: choice };
  }
}

const VALUE_LABELS: Partial<Record<ActionChoice, string>> = {
  'price-percent': 'Percentage',
  'price-amount': 'Amount',
  stock: 'Stock',
  'add-categories': 'Category',
  'add-tags': 'Tag',
};

/** Props of {@link ProductBulkBar}. */
export interface ProductBulkBarProps {
  selectedIds: readonly string[];
  currency: string;
  /** After a bulk edit answered: the screen reloads the page and clears the choice. */
  onDone: (reply: BulkReply) => void;
  onClear: () => void;
}

/** The bar shown above the grid while products are chosen. */
export function ProductBulkBar({ selectedIds, currency, onDone, onClear }: ProductBulkBarProps) {
  const [choice, setChoice] = useState<ActionChoice>('price-percent');
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [reply, setReply] = useState<BulkReply | undefined>();
  const valueLabel = VALUE_LABELS[choice];

  async function apply(event: FormEvent) {
    event.preventDefault();
    const action = bulkActionOf(choice, typed, currency);
    if (typeof action === 'string') {
      setProblem(action);
      return;
    }
    setProblem(undefined);
    setBusy(true);
    try {
      const answer = await bulkEditProducts(selectedIds, action);
      setReply(answer);
      setTyped('');
      onDone(answer);
    } catch (error) {
      const apiError = asApiError(error);
      setProblem(Object.values(apiError.fields ?? {})[0] ?? apiError.message);
    } finally {
      setBusy(false);
    }
  }

  const refused = reply?.results.filter((result) => !result.done) ?? [];
  if (selectedIds.length === 0 && reply === undefined) return null;
  return (
    <section className="panel product-bulk-bar" aria-label="Change the chosen products">
      {reply !== undefined ? (
        <Alert tone={refused.length === 0 ? 'success' : 'warning'} title={changedText(reply.done)}>
          {refused.length === 0 ? null : (
            <ul>
              {refused.map((result) => (
                <li key={result.id}>
                  {result.title || 'A product'}: {result.message}
                </li>
              ))}
            </ul>
          )}
        </Alert>
      ) : null}
      {selectedIds.length === 0 ? null : (
        <form className="toolbar" onSubmit={(event) => void apply(event)} noValidate>
          <p className="product-bulk-bar__count">
            {selectedIds.length} {selectedIds.length === 1 ? 'product' : 'products'} chosen
          </p>
          <SelectField
            label="Change"
            value={choice}
            onChange={(value) => {
              setChoice(value as ActionChoice);
              setProblem(undefined);
            }}
            options={ACTIONS.map((action) => ({ value: action.value, label: action.label }))}
          />
          {valueLabel === undefined ? null : (
            <TextField
              label={valueLabel}
              value={typed}
              onChange={setTyped}
              inputMode={choice === 'add-categories' || choice === 'add-tags' ? undefined : 'decimal'}
              error={problem}
              className="toolbar__field"
            />
          )}
          {valueLabel === undefined && problem !== undefined ? (
            <p className="field__error" role="alert">
              {problem}
            </p>
          ) : null}
          <button
            type="submit"
            className={choice === 'delete' ? 'button button--danger' : 'button button--primary'}
            disabled={busy}
          >
            {busy
              ? 'Applying…'
              : choice === 'delete'
                ? `Delete ${selectedIds.length} ${selectedIds.length === 1 ? 'product' : 'products'}`
                : 'Apply'}
          </button>
          <button type="button" className="button" onClick={onClear}>
            Clear the choice
          </button>
        </form>
      )}
    </section>
  );
}

function changedText(done: number): string {
  return done === 1 ? '1 product was changed.' : `${done} products were changed.`;
}
