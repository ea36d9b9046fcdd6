// A product's merchandising as PRODUCTS stores it: the SPEC §3 context object (with the restock form's default words) and the custom add-to-cart columns; related products checked against the website's products.
import type { Knex } from 'knex';
import { RECORD_TYPE } from '../../../../domain/enums.js';
import {
  MERCHANDISING_MESSAGES,
  storedMerchandising,
  type ProductMerchandising,
} from '../../../../domain/owner-api/product-merchandising.js';
import { TABLES } from '../../../db/tables.js';

/** The restock form's words a new product starts with, as the demo store words them. */
const DEFAULT_RESTOCK_MESSAGES = {
  buttonText: 'Notify Me',
  CTAText: 'Sign up to be notified when this product is back in stock.',
  placeholderText: 'Email Address',
  mailingListDescription: 'Sign up for our mailing list',
} as const;

/** The PRODUCTS columns of `settings`, written over what `stored` holds (other keys kept). */
export function merchandisingColumns(
  stored: Readonly<Record<string, unknown>> | null,
  settings: ProductMerchandising,
): Record<string, unknown> {
  const base = stored ?? {
    scarcityTemplateViews: [],
    restockNotificationViews: [],
    restockNotificationMessages: DEFAULT_RESTOCK_MESSAGES,
    mailingListId: null,
  };
  const text = settings.customAddButtonText.trim();
  return {
    merchandising: JSON.stringify(storedMerchandising(base, settings)),
    use_custom_add_button_text: text !== '',
    custom_add_button_text: text === '' ? null : text,
  };
}

/** Problems of the related products: the product itself, or ids that are not the website's products. */
export async function relatedProblems(
  trx: Knex,
  websiteId: string,
  productId: string | null,
  relatedIds: readonly string[],
): Promise<Record<string, string>> {
  const problems: Record<string, string> = {};
  if (relatedIds.length === 0) return problems;
  const found = new Set(
    (
      (await trx(TABLES.contentItems)
        .where({ website_id: websiteId, record_type: RECORD_TYPE['store-item'] })
        .whereIn('id', [...relatedIds])
        .select('id')) as { id: string }[]
    ).map((row) => row.id),
  );
  relatedIds.forEach((id, index) => {
    const field = `merchandising.relatedProductIds.${index}`;
    if (id === productId) problems[field] = MERCHANDISING_MESSAGES.relatedSelf;
    else if (!found.has(id)) problems[field] = MERCHANDISING_MESSAGES.relatedMissing;
  });
  return problems;
}

/** The store-wide default of restock sign-ups for new products (store settings; on unless switched off). */
export async function storeRestockDefault(trx: Knex, websiteId: string): Promise<boolean> {
  const row = (await trx(TABLES.websiteSettings).where({ website_id: websiteId }).first('store_settings')) as
    { store_settings: Record<string, unknown> | null } | undefined;
  const defaults = row?.store_settings?.productDefaults;
  return !(
    typeof defaults === 'object' &&
    defaults !== null &&
    (defaults as Record<string, unknown>).restockNotifications === false
  );
}
