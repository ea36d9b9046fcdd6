// Bulk edits of the products grid: the actions (price by an amount or a percentage, stock, categories and tags, enable or disable, feature or not, delete), the price rule, and the answer per product.
import { z } from 'zod';
import { idSchema } from './common.js';
import { MAX_TAG_LENGTH } from './item-rules.js';
import { MAX_PRICE_CENTS, MAX_STOCK } from './product-rules.js';

/** How many products one bulk edit may name (a page of the grid). */
export const MAX_BULK_PRODUCTS = 100;

export const BULK_MESSAGES = {
  noProducts: 'Choose at least one product.',
  tooMany: `Choose at most ${MAX_BULK_PRODUCTS} products at a time.`,
  percent: 'Enter a percentage from -99 to 1000.',
  amount: 'Enter an amount, such as 2.50 or -1.00.',
  stock: `Enter a stock from 0 to ${MAX_STOCK}, or choose Unlimited.`,
  names: 'Enter at least one name.',
  priceOutOfRange: 'The new price would be below 0 or above the largest price.',
  notStocked: 'Digital products and gift cards have no stock.',
  missing: 'No such product.',
} as const;

const names = z.array(z.string().trim().min(1).max(MAX_TAG_LENGTH)).min(1, BULK_MESSAGES.names).max(50);

/** A change of every variant's price (and sale price) of the chosen products. */
export const bulkPriceChangeSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('percent'),
    value: z
      .number({ error: BULK_MESSAGES.percent })
      .min(-99, BULK_MESSAGES.percent)
      .max(1000, BULK_MESSAGES.percent),
  }),
  z.object({
    mode: z.literal('amount'),
    /** Minor units to add (negative: to take off). */
    value: z
      .number({ error: BULK_MESSAGES.amount })
      .int(BULK_MESSAGES.amount)
      .min(-MAX_PRICE_CENTS, BULK_MESSAGES.amount)
      .max(MAX_PRICE_CENTS, BULK_MESSAGES.amount),
  }),
]);
export type BulkPriceChange = z.output<typeof bulkPriceChangeSchema>;

export const bulkActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('price'), change: bulkPriceChangeSchema }),
  z.object({
    type: z.literal('stock'),
    /** The stock of every variant; null: unlimited. */
    stock: z
      .number({ error: BULK_MESSAGES.stock })
      .int(BULK_MESSAGES.stock)
      .min(0, BULK_MESSAGES.stock)
      .max(MAX_STOCK, BULK_MESSAGES.stock)
      .nullable(),
  }),
  z.object({ type: z.literal('add-categories'), names }),
  z.object({ type: z.literal('add-tags'), names }),
  z.object({ type: z.literal('enable') }),
  z.object({ type: z.literal('disable') }),
  z.object({ type: z.literal('delete') }),
  /** Featured (the grid's star) or not. */
  z.object({ type: z.literal('feature') }),
  z.object({ type: z.literal('unfeature') }),
]);
export type BulkAction = z.output<typeof bulkActionSchema>;

/** `POST /api/owner/commerce/products/bulk`. */
export const bulkBodySchema = z.object({
  ids: z
    .array(idSchema)
    .min(1, BULK_MESSAGES.noProducts)
    .max(MAX_BULK_PRODUCTS, BULK_MESSAGES.tooMany)
    .transform((ids) => [...new Set(ids)]),
  action: bulkActionSchema,
});
export type BulkBody = z.output<typeof bulkBodySchema>;

/** What happened to one product: changed, or left as it was and why. */
export const bulkResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  done: z.boolean(),
  message: z.string().optional(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const bulkReplySchema = z.object({
  results: z.array(bulkResultSchema),
  /** How many products were changed. */
  done: z.number().int(),
});
export type BulkReply = z.infer<typeof bulkReplySchema>;

/**
 * A price after `change`, in minor units: a percentage rounds half away from zero to a whole
 * minor unit ($20.00 + 10% = $22.00; $0.05 + 10% = $0.06). Undefined when the result would be
 * below 0 or above the largest price. A price of 0 stays 0 under a percentage.
 */
export function changedPriceCents(cents: number, change: BulkPriceChange): number | undefined {
  const next =
    change.mode === 'amount' ? cents + change.value : Math.round((cents * (100 + change.value)) / 100);
  return next < 0 || next > MAX_PRICE_CENTS || !Number.isSafeInteger(next) ? undefined : next;
}

/**
 * A variant's price and sale price after `change`. The sale price moves the same way (a price
 * raised 10% keeps its 10%-raised sale price below it); an unused sale price of 0 stays 0.
 */
export function changedVariantPrices(
  variant: { priceCents: number; salePriceCents: number },
  change: BulkPriceChange,
): { priceCents: number; salePriceCents: number } | undefined {
  const priceCents = changedPriceCents(variant.priceCents, change);
  if (priceCents === undefined) return undefined;
  if (variant.salePriceCents === 0) return { priceCents, salePriceCents: 0 };
  const sale = changedPriceCents(variant.salePriceCents, change);
  return { priceCents, salePriceCents: Math.min(sale ?? 0, Math.max(priceCents - 1, 0)) };
}
