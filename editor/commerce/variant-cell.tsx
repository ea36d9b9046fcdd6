// One editable cell of the products grid (a variant's price, sale price, stock or SKU): saved when left or on Enter, Escape puts the stored value back, a refusal shown under the field with what was typed kept.
import { useId, useState, type KeyboardEvent } from 'react';
import type { VariantSummary } from '../../domain/owner-api/products.js';
import { cellText, saveVariantField, typedProblem, type VariantField } from './variant-inline-edit.js';

/** Props of {@link VariantCell}. */
export interface VariantCellProps {
  productId: string;
  variant: VariantSummary;
  field: VariantField;
  currency: string;
  /** The field's name for screen readers ("Price of Walnut board"). */
  label: string;
  /** After a save: the screen reloads the page of products. */
  onSaved: (label: string) => void;
}

/** An input over one stored value; nothing typed is lost when a save is refused. */
export function VariantCell({ productId, variant, field, currency, label, onSaved }: VariantCellProps) {
  const stored = cellText(variant, field, currency);
  const [typed, setTyped] = useState(stored);
  const [shown, setShown] = useState(stored);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const errorId = useId();
  // A value saved elsewhere (this save's reload, another tab) replaces what the cell shows, unless a refusal is shown.
  if (stored !== shown) {
    setShown(stored);
    if (error === undefined) setTyped(stored);
  }

  async function save() {
    if (saving) return;
    if (typed.trim() === stored) {
      setError(undefined);
      setTyped(stored);
      return;
    }
    const problem = typedProblem(variant, field, typed, currency);
    if (problem !== undefined) {
      setError(problem);
      return;
    }
    setSaving(true);
    const result = await saveVariantField(productId, variant.id, field, typed);
    setSaving(false);
    if (result.saved) {
      setError(undefined);
      onSaved(label);
    } else setError(result.message);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      setTyped(stored);
      setError(undefined);
    }
  }

  return (
    <div className={`grid-cell${error === undefined ? '' : ' grid-cell--invalid'}`}>
      <input
        className="grid-cell__input"
        aria-label={label}
        value={typed}
        inputMode={field === 'sku' ? 'text' : field === 'stock' ? 'numeric' : 'decimal'}
        size={field === 'sku' ? 12 : 7}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={error === undefined ? undefined : errorId}
        aria-busy={saving || undefined}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={() => void save()}
        onKeyDown={onKeyDown}
      />
      {error === undefined ? null : (
        <p className="field__error grid-cell__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
