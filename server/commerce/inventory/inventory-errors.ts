// The inventory's refusals: an unknown variant, too few to remove (with what is left), unlimited stock, overflow.
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
