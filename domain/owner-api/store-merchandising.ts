// The store-wide merchandising defaults (issue 31): what a product uses where its own value is blank, what new products start with, and the checkout's mailing-list opt-in.
import { z } from 'zod';
import { objectOr } from '../json-value.js';
import { MAILING_LIST_MESSAGES } from './mailing-list-rules.js';
import {
  DEFAULT_LOW_STOCK_TEXT,
  MAX_BUTTON_TEXT,
  MERCHANDISING_MESSAGES,
  ownLowStockText,
} from './product-merchandising.js';
import { MAX_STOCK } from './product-rules.js';

/** The longest add-to-cart text the store may set (as the store settings allow). */
export const MAX_STORE_BUTTON_TEXT = 50;
/** The longest checkbox label of the checkout's opt-in. */
export const MAX_OPT_IN_LABEL = 200;
/** The opt-in's label before the owner writes one. */
export const DEFAULT_OPT_IN_LABEL = 'Sign up for news and updates';

export const STORE_MERCHANDISING_MESSAGES = {
  addToCartText: `Write the button text in at most ${MAX_STORE_BUTTON_TEXT} characters, or leave it empty.`,
  soldOutText: MERCHANDISING_MESSAGES.buttonText,
  lowStockText: `Write the low-stock message in at most 200 characters, with {qtyInStock} where the count goes, or leave it empty.`,
  threshold: MERCHANDISING_MESSAGES.threshold,
  /** SPEC §5's words when no list is chosen. */
  listRequired: MAILING_LIST_MESSAGES.listRequired,
  listMissing: MAILING_LIST_MESSAGES.listNotFound,
  label: `Write the checkbox label in at most ${MAX_OPT_IN_LABEL} characters.`,
} as const;

/** Blank text is none (null); otherwise trimmed. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullable()
    .transform((text) => (text === null || text === '' ? null : text));

/** The checkout's mailing-list opt-in. */
export const checkoutOptInSchema = z
  .object({
    enabled: z.boolean(),
    /** The built-in list a buyer who ticks the box joins; needed when on. */
    mailingListId: z.string().trim().max(100).nullable(),
    label: z
      .string({ error: STORE_MERCHANDISING_MESSAGES.label })
      .trim()
      .max(MAX_OPT_IN_LABEL, STORE_MERCHANDISING_MESSAGES.label),
    /** The box starts ticked. */
    checkedByDefault: z.boolean(),
  })
  .superRefine((optIn, context) => {
    if (optIn.enabled && (optIn.mailingListId === null || optIn.mailingListId === '')) {
      context.addIssue({
        code: 'custom',
        path: ['mailingListId'],
        message: STORE_MERCHANDISING_MESSAGES.listRequired,
      });
    }
    if (optIn.enabled && optIn.label === '') {
      context.addIssue({ code: 'custom', path: ['label'], message: STORE_MERCHANDISING_MESSAGES.label });
    }
  });

/** What the owner sends and reads: every default, the whole object each time (PUT). */
export const storeMerchandisingSchema = z.strictObject({
  /** New products take restock sign-ups. */
  restockNotifications: z.boolean(),
  /** The low-stock threshold of products that set none; null: whenever stock is limited. */
  scarcityThreshold: z
    .number({ error: STORE_MERCHANDISING_MESSAGES.threshold })
    .int(STORE_MERCHANDISING_MESSAGES.threshold)
    .min(1, STORE_MERCHANDISING_MESSAGES.threshold)
    .max(MAX_STOCK, STORE_MERCHANDISING_MESSAGES.threshold)
    .nullable(),
  /** The low-stock message of products that have none; null: SPEC's words. */
  scarcityText: optionalText(200, STORE_MERCHANDISING_MESSAGES.lowStockText),
  /** The sold-out mark's words on product pages, shop cards and quick views; null: 'sold out'. */
  soldOutText: optionalText(MAX_BUTTON_TEXT, STORE_MERCHANDISING_MESSAGES.soldOutText),
  /** The add-to-cart button's words; null: 'Add To Cart'. */
  addToCartButtonText: optionalText(MAX_STORE_BUTTON_TEXT, STORE_MERCHANDISING_MESSAGES.addToCartText),
  /** Product pages list other products ('Customers also bought'). */
  relatedProducts: z.boolean(),
  checkoutOptIn: checkoutOptInSchema,
});

/** The store's merchandising defaults. */
export type StoreMerchandising = z.output<typeof storeMerchandisingSchema>;
/** The checkout's opt-in. */
export type CheckoutOptIn = StoreMerchandising['checkoutOptIn'];

const textOr = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** The defaults as the owner sees them, from WEBSITE_SETTINGS.store_settings (absent: the defaults). */
export function storeMerchandisingOf(storeSettings: unknown): StoreMerchandising {
  const store = objectOr(storeSettings);
  const defaults = objectOr(store.productDefaults);
  const optIn = objectOr(store.checkoutMailingList);
  const threshold = defaults.scarcityThreshold;
  return {
    restockNotifications: defaults.restockNotifications !== false,
    scarcityThreshold:
      typeof threshold === 'number' && Number.isInteger(threshold) && threshold >= 1 ? threshold : null,
    scarcityText: textOr(defaults.scarcityText),
    soldOutText: textOr(store.soldOutText),
    addToCartButtonText: textOr(store.addToCartButtonText),
    relatedProducts: defaults.relatedProducts !== false,
    checkoutOptIn: {
      enabled: optIn.enabled === true,
      mailingListId: typeof optIn.mailingListId === 'string' ? optIn.mailingListId : null,
      label: textOr(optIn.label) ?? DEFAULT_OPT_IN_LABEL,
      checkedByDefault: optIn.checkedByDefault === true,
    },
  };
}

/** The stored store_settings with the defaults written over theirs; every other key is kept. */
export function withStoreMerchandising(
  storeSettings: unknown,
  merchandising: StoreMerchandising,
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...objectOr(storeSettings) };
  next.productDefaults = {
    ...objectOr(next.productDefaults),
    restockNotifications: merchandising.restockNotifications,
    scarcityThreshold: merchandising.scarcityThreshold,
    scarcityText: merchandising.scarcityText,
    relatedProducts: merchandising.relatedProducts,
  };
  for (const key of ['soldOutText', 'addToCartButtonText'] as const) {
    if (merchandising[key] === null) delete next[key];
    else next[key] = merchandising[key];
  }
  next.checkoutMailingList = { ...merchandising.checkoutOptIn };
  return next;
}

/** The low-stock message a product shows: its own, else the store's, else SPEC's words. */
export function lowStockTextOf(
  productText: unknown,
  store: Pick<StoreMerchandising, 'scarcityText'>,
): string {
  return ownLowStockText(productText) || (store.scarcityText ?? DEFAULT_LOW_STOCK_TEXT);
}

/** The low-stock threshold a product uses: its own, else the store's (null: any limited stock). */
export function lowStockThresholdOf(
  productThreshold: unknown,
  store: Pick<StoreMerchandising, 'scarcityThreshold'>,
): number | null {
  return typeof productThreshold === 'number' && Number.isInteger(productThreshold) && productThreshold >= 1
    ? productThreshold
    : store.scarcityThreshold;
}
