// The store's own switches, read and changed by the owner: express checkout, the installment badge, a minimum order subtotal, quantities for services, the add-to-cart button's text.
import type { Knex } from 'knex';
import { z } from 'zod';
import { objectOr } from '../../../domain/json-value.js';
import { TABLES } from '../../db/tables.js';

/** What `GET /api/owner/commerce/store-settings` answers. */
export interface StoreSettings {
  /** A successful add on a product page goes straight to checkout (SPEC §4). */
  expressCheckout: boolean;
  /** Product pages may show the installment badge (SPEC §5; also needs a supported locale). */
  installmentsEnabled: boolean;
  /** Checkout refuses a smaller subtotal with SPEC §5's message; null for no minimum. */
  minimumOrderSubtotalCents: number | null;
  /** Service items get a quantity input (SPEC §3; default true). */
  multipleQuantityAllowedForServices: boolean;
  /**
   * The store's add-to-cart button text (SPEC §4: the third choice, after a subscription's and a
   * product's own custom text); null: the default 'Add To Cart'.
   */
  addToCartButtonText: string | null;
}

/** The longest add-to-cart text an owner may set. */
export const MAX_ADD_TO_CART_TEXT = 50;
const addToCartTextMessage = `Write the button text in at most ${MAX_ADD_TO_CART_TEXT} characters, or leave it empty.`;

/** The largest minimum an owner may set: $1,000,000.00. */
const MAX_MINIMUM_CENTS = 100_000_000;

/** A change: any of the settings, at least one; unknown keys are refused. */
export const storeSettingsChange = z
  .strictObject({
    expressCheckout: z.boolean(),
    installmentsEnabled: z.boolean(),
    minimumOrderSubtotalCents: z.number().int().min(0).max(MAX_MINIMUM_CENTS).nullable(),
    multipleQuantityAllowedForServices: z.boolean(),
    addToCartButtonText: z
      .string({ error: addToCartTextMessage })
      .trim()
      .max(MAX_ADD_TO_CART_TEXT, addToCartTextMessage)
      .nullable()
      .transform((text) => (text === '' ? null : text)),
  })
  .partial()
  .refine((change) => Object.keys(change).length > 0, { message: 'Send at least one setting to change.' });

export type StoreSettingsChange = z.output<typeof storeSettingsChange>;

/** The WEBSITE_SETTINGS columns the store settings live in. */
interface SettingsColumns {
  store_settings: Record<string, unknown> | null;
  multiple_quantity_allowed_for_services: boolean;
}

/** The settings as the owner sees them, from the stored row (absent: the defaults). */
export function toStoreSettings(row: SettingsColumns | undefined): StoreSettings {
  const store = objectOr(row?.store_settings);
  const minimum = objectOr(store.checkout).minimumOrderSubtotalCents;
  return {
    expressCheckout: store.expressCheckout === true,
    installmentsEnabled: objectOr(store.installments).enabled !== false,
    minimumOrderSubtotalCents:
      typeof minimum === 'number' && Number.isSafeInteger(minimum) && minimum > 0 ? minimum : null,
    multipleQuantityAllowedForServices: row?.multiple_quantity_allowed_for_services ?? true,
    addToCartButtonText:
      typeof store.addToCartButtonText === 'string' && store.addToCartButtonText.trim() !== ''
        ? store.addToCartButtonText
        : null,
  };
}

/**
 * The stored `store_settings` object with `change` applied; every other key (texts, installment
 * limits, the demo's own settings) is kept. A minimum of 0 or null removes the minimum; an empty or
 * null add-to-cart text, the store's own text.
 */
export function withStoreChange(
  stored: Record<string, unknown> | null,
  change: StoreSettingsChange,
): Record<string, unknown> {
  const next = { ...objectOr(stored) };
  if (change.expressCheckout !== undefined) next.expressCheckout = change.expressCheckout;
  if (change.installmentsEnabled !== undefined)
    next.installments = { ...objectOr(next.installments), enabled: change.installmentsEnabled };
  if (change.addToCartButtonText !== undefined) {
    if (change.addToCartButtonText === null) delete next.addToCartButtonText;
    else next.addToCartButtonText = change.addToCartButtonText;
  }
  if (change.minimumOrderSubtotalCents !== undefined) {
    const { minimumOrderSubtotalCents: _old, ...checkout } = objectOr(next.checkout);
    const minimum = change.minimumOrderSubtotalCents;
    next.checkout =
      minimum === null || minimum === 0 ? checkout : { ...checkout, minimumOrderSubtotalCents: minimum };
  }
  return next;
}

const COLUMNS = ['store_settings', 'multiple_quantity_allowed_for_services'];

/** The website's store settings. */
export async function readStoreSettings(db: Knex, websiteId: string): Promise<StoreSettings> {
  const row = (await db(TABLES.websiteSettings).where({ website_id: websiteId }).first(COLUMNS)) as
    SettingsColumns | undefined;
  return toStoreSettings(row);
}

/** Applies `change` under the settings row's lock (made when the website has none) and returns the result. */
export async function changeStoreSettings(
  db: Knex,
  websiteId: string,
  change: StoreSettingsChange,
): Promise<StoreSettings> {
  return db.transaction(async (trx) => {
    await trx(TABLES.websiteSettings).insert({ website_id: websiteId }).onConflict('website_id').ignore();
    const row = (await trx(TABLES.websiteSettings)
      .where({ website_id: websiteId })
      .forUpdate()
      .first(COLUMNS)) as SettingsColumns;
    const [updated] = (await trx(TABLES.websiteSettings)
      .where({ website_id: websiteId })
      .update({
        store_settings: JSON.stringify(withStoreChange(row.store_settings, change)),
        ...(change.multipleQuantityAllowedForServices === undefined
          ? {}
          : { multiple_quantity_allowed_for_services: change.multipleQuantityAllowedForServices }),
        updated_at: trx.fn.now(),
      })
      .returning(COLUMNS)) as SettingsColumns[];
    return toStoreSettings(updated);
  });
}
