// One variant's row of the inventory table: its stock, a quantity to set, add or remove, unlimited on or off, and what the server said.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { asApiError } from '../../api/client.js';
import {
  INVENTORY_KEY,
  changeStock,
  type InventoryPage,
  type InventoryVariant,
  type StockEdit,
} from '../../api/inventory.js';
import { useAnnounce } from '../../ui/announcer.js';

/** The stock as the table shows it. */
export const stockText = (variant: InventoryVariant) =>
  variant.unlimited ? 'Unlimited' : String(variant.qtyInStock);

const optionsText = (options: Record<string, string>) =>
  Object.entries(options)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');

/** Puts one variant's stock into the cached list. */
function withStock(
  list: InventoryPage | undefined,
  variantId: string,
  stock: Partial<InventoryVariant>,
): InventoryPage | undefined {
  if (list === undefined) return undefined;
  const inventory = list.inventory.map((row) => (row.variantId === variantId ? { ...row, ...stock } : row));
  return { ...list, inventory };
}

/** Props of {@link StockRow}. */
export interface StockRowProps {
  variant: InventoryVariant;
  canEdit: boolean;
  /** Told whether a quantity is typed and not applied (and that it is gone when the row goes). */
  onTyped?: (variantId: string, typed: boolean) => void;
}

/** A table row; a refused edit shows the server's message and the row the stock there is now. */
export function StockRow({ variant, canEdit, onTyped }: StockRowProps) {
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [quantity, setQuantity] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const typed = quantity.trim() !== '';
  useEffect(() => {
    onTyped?.(variant.variantId, typed);
    return () => onTyped?.(variant.variantId, false);
  }, [onTyped, variant.variantId, typed]);
  const edit = useMutation({
    mutationFn: (stockEdit: StockEdit) => changeStock(variant, stockEdit),
    onSuccess: ({ variant: now, restockNotified }) => {
      setProblem(undefined);
      setQuantity('');
      queryClient.setQueriesData<InventoryPage>({ queryKey: INVENTORY_KEY }, (list) =>
        withStock(list, now.variantId, now),
      );
      const told =
        restockNotified > 0
          ? ` ${restockNotified} waiting ${restockNotified === 1 ? 'person was' : 'people were'} emailed.`
          : '';
      announce(`${now.sku}: ${now.unlimited ? 'unlimited stock' : `${now.qtyInStock} in stock`}.${told}`);
    },
    onError: (error) => {
      const refusal = asApiError(error);
      setProblem(refusal.message);
      // The refusal says what the stock is now: show it, so the next edit starts from it.
      const { qtyInStock, unlimited } = refusal.details as { qtyInStock?: unknown; unlimited?: unknown };
      if (typeof qtyInStock === 'number')
        queryClient.setQueriesData<InventoryPage>({ queryKey: INVENTORY_KEY }, (list) =>
          withStock(list, variant.variantId, {
            qtyInStock,
            ...(typeof unlimited === 'boolean' ? { unlimited } : {}),
          }),
        );
    },
  });
  const amount = Number(quantity);
  const valid = quantity.trim() !== '' && Number.isInteger(amount) && amount >= 0;
  const step = valid && amount > 0 && !variant.unlimited;
  const inputId = `stock-${variant.variantId}`;
  const problemId = `${inputId}-problem`;

  return (
    <tr>
      <td>{variant.productTitle}</td>
      <td>{variant.sku}</td>
      <td>{optionsText(variant.options) || '—'}</td>
      <td>{stockText(variant)}</td>
      {canEdit ? (
        <td className="stock-row__edit">
          <label className="visually-hidden" htmlFor={inputId}>
            Quantity for {variant.sku}
          </label>
          <input
            id={inputId}
            className="field__input stock-row__quantity"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
            aria-describedby={problem === undefined ? undefined : problemId}
            aria-invalid={problem === undefined ? undefined : true}
          />
          <button
            type="button"
            className="button button--small"
            aria-label={`Set stock of ${variant.sku}`}
            disabled={!valid || edit.isPending}
            onClick={() => edit.mutate({ kind: 'set', quantity: amount })}
          >
            Set
          </button>
          <button
            type="button"
            className="button button--small"
            aria-label={`Add to stock of ${variant.sku}`}
            disabled={!step || edit.isPending}
            onClick={() => edit.mutate({ kind: 'add', quantity: amount })}
          >
            Add
          </button>
          <button
            type="button"
            className="button button--small"
            aria-label={`Remove from stock of ${variant.sku}`}
            disabled={!step || edit.isPending}
            onClick={() => edit.mutate({ kind: 'remove', quantity: amount })}
          >
            Remove
          </button>
          <button
            type="button"
            className="button button--small"
            aria-label={`${variant.unlimited ? 'Limit' : 'Make unlimited'} stock of ${variant.sku}`}
            disabled={edit.isPending}
            onClick={() => edit.mutate({ kind: variant.unlimited ? 'limited' : 'unlimited' })}
          >
            {variant.unlimited ? 'Limit' : 'Unlimited'}
          </button>
          {problem !== undefined ? (
            <p className="field__error" id={problemId} role="alert">
              {problem}
            </p>
          ) : null}
        </td>
      ) : null}
    </tr>
  );
}
