// A product's merchandising as the owner sets it (SPEC §3 "Product merchandising context", §4 "Button label"): restock sign-ups, the low-stock message, sold-out and add-to-cart texts, the mailing-list opt-in, related products.
import { z } from 'zod';
import { idSchema } from './common.js';
import { MAX_STOCK } from './product-rules.js';

/** The longest button or mark text (a button of one line). */
export const MAX_BUTTON_TEXT = 40;
/** How many related products a product may name. */
export const MAX_RELATED_PRODUCTS = 8;
/** SPEC §3's words of the low-stock message before the owner changes them. */
export const DEFAULT_LOW_STOCK_TEXT = 'Only {qtyInStock} left in stock';

export const MERCHANDISING_MESSAGES = {
  lowStockText:
    'Write the low-stock message in at most 200 characters, with {qtyInStock} where the count goes.',
  threshold: `Enter a number of units from 1 to ${MAX_STOCK}, or leave it empty to show the message at any stock.`,
  buttonText: `Keep it to ${MAX_BUTTON_TEXT} characters.`,
  relatedSelf: 'A product cannot be related to itself.',
  relatedMissing: 'That product is not in this website’s stores.',
} as const;

const buttonText = z.string().trim().max(MAX_BUTTON_TEXT, MERCHANDISING_MESSAGES.buttonText);

/** What the owner sets; every field has its default, so an empty object is a new product's settings. */
export const productMerchandisingSchema = z.object({
  /** Sold-out variants take restock sign-ups (on for new products). */
  restockNotifications: z.boolean().default(true),
  /** The low-stock ("scarcity") message is shown. */
  scarcityEnabled: z.boolean().default(false),
  /** Shown when a variant has this many units or fewer; null: whenever stock is limited. */
  scarcityThreshold: z
    .number({ error: MERCHANDISING_MESSAGES.threshold })
    .int(MERCHANDISING_MESSAGES.threshold)
    .min(1, MERCHANDISING_MESSAGES.threshold)
    .max(MAX_STOCK, MERCHANDISING_MESSAGES.threshold)
    .nullable()
    .default(null),
  /** The low-stock message (`{qtyInStock}` is the count); blank: the store's message. */
  scarcityText: z.string().trim().max(200, MERCHANDISING_MESSAGES.lowStockText).default(''),
  /** Shown before a variant is chosen (SPEC §4: hidden initially unless shown by default). */
  scarcityShownByDefault: z.boolean().default(false),
  /** The sold-out mark's words for this product; blank: the store's. */
  customSoldOutText: buttonText.default(''),
  /** The add-to-cart button's words for this product (SPEC §4 "custom text"); blank: the store's. */
  customAddButtonText: buttonText.default(''),
  /** The restock form offers to join the mailing list, ticked or not to start with. */
  mailingListSignUpEnabled: z.boolean().default(false),
  mailingListOptInByDefault: z.boolean().default(false),
  /** Products shown as "related" on this product's page, in order. */
  relatedProductIds: z.array(idSchema).max(MAX_RELATED_PRODUCTS).default([]),
});
/** A product's merchandising, every field set. */
export type ProductMerchandising = z.output<typeof productMerchandisingSchema>;

/** A new product's merchandising: restock sign-ups on, the rest off. */
export function defaultMerchandising(
  storeDefaults: { restockNotifications?: boolean } = {},
): ProductMerchandising {
  return productMerchandisingSchema.parse({
    restockNotifications: storeDefaults.restockNotifications ?? true,
  });
}

const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const str = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/**
 * A product's own low-stock message: blank when it has none, or still has SPEC's words (which a
 * product made before the store-wide default stored): the store's message applies.
 */
export function ownLowStockText(stored: unknown): string {
  const text = typeof stored === 'string' ? stored.trim() : '';
  return text === DEFAULT_LOW_STOCK_TEXT ? '' : text;
}

/**
 * The owner's settings from a stored PRODUCTS.merchandising object (which may hold other keys,
 * e.g. the demo's) and the product's custom button columns. A product stored without the restock
 * flag offers no sign-ups (as before).
 */
export function merchandisingOf(
  stored: Readonly<Record<string, unknown>> | null,
  button: { useCustom: boolean; text: string | null },
): ProductMerchandising {
  const settings = stored ?? {};
  const threshold = settings.scarcityThreshold;
  const related = settings.relatedProductIds;
  return {
    restockNotifications:
      settings.restockNotifications === true || settings.restockNotificationsEnabled === true,
    scarcityEnabled: bool(settings.scarcityEnabled, false),
    scarcityThreshold:
      typeof threshold === 'number' && Number.isInteger(threshold) && threshold >= 1 ? threshold : null,
    scarcityText: ownLowStockText(settings.scarcityText),
    scarcityShownByDefault: bool(settings.scarcityShownByDefault, false),
    customSoldOutText: str(settings.customSoldOutText, ''),
    customAddButtonText: button.useCustom ? (button.text ?? '') : '',
    mailingListSignUpEnabled: bool(settings.mailingListSignUpEnabled, false),
    mailingListOptInByDefault: bool(settings.mailingListOptInByDefault, false),
    relatedProductIds: Array.isArray(related)
      ? related.filter((id): id is string => typeof id === 'string')
      : [],
  };
}

/**
 * The stored merchandising object after the owner's change: their fields written over the stored
 * ones, every other key kept (restock views and messages, the demo's own keys).
 */
export function storedMerchandising(
  stored: Readonly<Record<string, unknown>> | null,
  settings: ProductMerchandising,
): Record<string, unknown> {
  const { customAddButtonText: _button, ...rest } = settings;
  const { restockNotificationsEnabled: _old, ...kept } = stored ?? {};
  return { ...kept, ...rest };
}
