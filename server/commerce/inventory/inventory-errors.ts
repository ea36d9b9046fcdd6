// The inventory's refusals: an unknown variant, too few to remove (with what is left), unlimited stock, overflow, a stale edit.
import { HttpError } from '../../http/http-error.js';
import { MAX_STOCK } from './store.js';

/** 409 when an owner removes more than a variant has; the answer carries the count left. */
export class NotEnoughStockError extends HttpError {
  constructor(
    readonly requested: number,
    readonly qtyInStock: number,
  ) {
    super(409, 'not-enough-stock', `Cannot remove ${requested}: only ${qtyInStock} left in stock.`);
  }
}

export const variantNotFound = () => new HttpError(404, 'not-found', 'No such variant.');

export const unlimitedStock = () =>
  new HttpError(
    409,
    'unlimited-stock',
    'This variant has unlimited stock. Mark it as limited before adding or removing stock.',
  );

export const tooMuchStock = (qtyInStock: number) =>
  new HttpError(
    409,
    'too-much-stock',
    `A variant holds at most ${MAX_STOCK}; this one has ${qtyInStock} already.`,
  );

/** The stock a stale edit was refused over, as the refusal's body carries it. */
export interface CurrentStock {
  qtyInStock: number;
  unlimited: boolean;
}

/** The message of a stale edit: what the stock is now, and that nothing was saved. */
export function stockChangedMessage(current: CurrentStock): string {
  const now = current.unlimited ? 'unlimited' : String(current.qtyInStock);
  return `Someone else changed this stock first: it is now ${now}. Your change was not saved.`;
}

/**
 * 409 `stock-changed` when an edit was made from a count that is no longer the stored one (another
 * tab, an order): the answer carries the stock now, so the editor can show it.
 */
export const stockChanged = (current: CurrentStock) =>
  new HttpError(409, 'stock-changed', stockChangedMessage(current), undefined, { ...current });
