// What placing an order reads besides the cart: the store's checkout settings and the bought variants' product facts.
import type { Knex } from 'knex';
import { storeMerchandisingOf, type CheckoutOptIn } from '../../../domain/owner-api/store-merchandising.js';
import { TABLES } from '../../db/tables.js';

/** The website facts checkout needs. */
export interface StoreFacts {
  siteTitle: string;
  /** `store_settings.checkout.minimumOrderSubtotalCents`; null when the store sets none. */
  minimumOrderSubtotalCents: number | null;
  /** Whether the store has any enabled shipping option (a cart that ships must then choose one). */
  hasShippingOptions: boolean;
  /** The checkout's mailing-list opt-in (store merchandising defaults). */
  checkoutOptIn: CheckoutOptIn;
}

/** The website's title, checkout minimum and whether it ships at all. */
export async function readStoreFacts(db: Knex, websiteId: string): Promise<StoreFacts> {
  const site = (await db({ w: TABLES.websites })
    .leftJoin({ s: TABLES.websiteSettings }, 's.website_id', 'w.id')
    .where('w.id', websiteId)
    .first('w.site_title', 's.store_settings')) as
    { site_title: string; store_settings: Record<string, unknown> | null } | undefined;
  const options = (await db(TABLES.shippingOptions)
    .where({ website_id: websiteId, enabled: true })
    .first('id')) as { id: string } | undefined;
  const checkout = site?.store_settings?.checkout as { minimumOrderSubtotalCents?: unknown } | undefined;
  const minimum = Number(checkout?.minimumOrderSubtotalCents);
  return {
    siteTitle: site?.site_title ?? '',
    minimumOrderSubtotalCents: Number.isSafeInteger(minimum) && minimum > 0 ? minimum : null,
    hasShippingOptions: options !== undefined,
    checkoutOptIn: storeMerchandisingOf(site?.store_settings).checkoutOptIn,
  };
}

/** A bought variant with its product's facts, as they are at the time of the order. */
export interface VariantFacts {
  variantId: string;
  sku: string;
  productId: string;
  productType: number;
  digitalFileId: string | null;
  subscriptionPlan: unknown;
}

/** The facts of the variants with these skus, by sku. */
export async function readVariantFacts(
  db: Knex,
  websiteId: string,
  skus: readonly string[],
): Promise<Map<string, VariantFacts>> {
  if (skus.length === 0) return new Map();
  const rows = (await db({ v: TABLES.productVariants })
    .join({ p: TABLES.products }, function joinProduct() {
      this.on('p.website_id', 'v.website_id').andOn('p.id', 'v.product_id');
    })
    .where('v.website_id', websiteId)
    .whereIn('v.sku', [...new Set(skus)])
    .select(
      'v.id',
      'v.sku',
      'v.product_id',
      'p.product_type',
      'p.digital_file_id',
      'p.subscription_plan',
    )) as {
    id: string;
    sku: string;
    product_id: string;
    product_type: number;
    digital_file_id: string | null;
    subscription_plan: unknown;
  }[];
  return new Map(
    rows.map((row) => [
      row.sku,
      {
        variantId: row.id,
        sku: row.sku,
        productId: row.product_id,
        productType: row.product_type,
        digitalFileId: row.digital_file_id,
        subscriptionPlan: row.subscription_plan,
      },
    ]),
  );
}

/** Counts one use of each coupon, within its limit, in code order; returns the first code that is used up. */
export async function countCouponUses(
  trx: Knex,
  websiteId: string,
  codes: readonly string[],
): Promise<string | undefined> {
  for (const code of [...new Set(codes)].sort()) {
    const updated = await trx(TABLES.coupons)
      .where({ website_id: websiteId, code })
      .andWhere((limit) => limit.whereNull('max_uses').orWhere('times_used', '<', trx.ref('max_uses')))
      .update({ times_used: trx.raw('times_used + 1'), updated_at: trx.fn.now() });
    if (updated === 0) return code;
  }
  return undefined;
}
