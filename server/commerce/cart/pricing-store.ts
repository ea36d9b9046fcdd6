// The store settings a cart is priced with: enabled shipping options and tax rules, coupons by code, product categories.
import type { Knex } from 'knex';
import type { CouponDefinition, CouponKind } from '../../../domain/cart-coupons.js';
import {
  SHIPPING_KINDS,
  type ShippingKind,
  type ShippingOptionDefinition,
  type ShippingRules,
  type WeightTier,
} from '../../../domain/cart-shipping.js';
import type { TaxRuleDefinition } from '../../../domain/cart-totals.js';
import { TABLES } from '../../db/tables.js';
import { siteCacheFor } from '../../site/cache/site-caches.js';

/**
 * `read(db, websiteId)` through the site data cache (2 s; dropped by invalidateSiteData, which every
 * settings write calls), except inside a transaction, which always reads afresh (an order re-prices).
 */
function cached<T>(
  key: string,
  read: (db: Knex, websiteId: string) => Promise<T>,
): (db: Knex, websiteId: string) => Promise<T> {
  return (db, websiteId) =>
    db.isTransaction ? read(db, websiteId) : siteCacheFor(db).read(websiteId, key, () => read(db, websiteId));
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function tiers(value: unknown): WeightTier[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((tier: unknown) => {
    const { upToOz, rateCents } = (tier ?? {}) as Record<string, unknown>;
    if (!Number.isSafeInteger(rateCents) || (rateCents as number) < 0) return [];
    if (upToOz !== null && (typeof upToOz !== 'number' || !(upToOz >= 0))) return [];
    return [{ upToOz: upToOz as number | null, rateCents: rateCents as number }];
  });
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** A SHIPPING_OPTIONS `rules` value as the rules the cart reads; anything malformed is left out. */
export function readShippingRules(value: unknown): ShippingRules {
  const rules = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const read: ShippingRules = {
    countries: strings(rules.countries),
    regions: strings(rules.regions),
    weightTiers: tiers(rules.weightTiers),
  };
  const deliveryEstimate = text(rules.deliveryEstimate);
  const instructions = text(rules.instructions);
  const pickupAddress = stringRecord(rules.pickupAddress);
  if (deliveryEstimate !== undefined) read.deliveryEstimate = deliveryEstimate;
  if (instructions !== undefined) read.instructions = instructions;
  if (pickupAddress !== undefined) read.pickupAddress = pickupAddress;
  return read;
}

/** The website's enabled shipping options, in the owner's order. */
export async function readShippingOptions(db: Knex, websiteId: string): Promise<ShippingOptionDefinition[]> {
  const rows = (await db(TABLES.shippingOptions)
    .where({ website_id: websiteId, enabled: true })
    .orderBy([
      { column: 'position', order: 'asc' },
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .select('id', 'name', 'kind', 'rate_cents', 'currency', 'free_over_cents', 'rules')) as {
    id: string;
    name: string;
    kind: string;
    rate_cents: number;
    currency: string;
    free_over_cents: number | null;
    rules: unknown;
  }[];
  return rows
    .filter((row) => (SHIPPING_KINDS as readonly string[]).includes(row.kind))
    .map((row) => ({
      id: row.id,
      name: row.name,
      kind: row.kind as ShippingKind,
      rateCents: row.rate_cents,
      currency: row.currency.trim(),
      freeOverCents: row.free_over_cents,
      rules: readShippingRules(row.rules),
    }));
}

/** {@link readShippingOptions}, cached outside transactions. */
export const readShippingOptionsCached = cached('commerce:shipping-options', readShippingOptions);

/** A decimal rate as stored (`0.055000`) without its trailing zeros (`0.055`). */
export function plainRate(value: unknown): string {
  const rate = String(value);
  return rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate;
}

/** The website's enabled tax rules. */
export async function readTaxRules(db: Knex, websiteId: string): Promise<TaxRuleDefinition[]> {
  const rows = (await db(TABLES.taxRules)
    .where({ website_id: websiteId, enabled: true })
    .orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .select('id', 'name', 'country', 'region', 'rate', 'applies_to_shipping', 'applies_to_digital')) as {
    id: string;
    name: string;
    country: string;
    region: string | null;
    rate: unknown;
    applies_to_shipping: boolean;
    applies_to_digital: boolean;
  }[];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    country: row.country.trim(),
    region: row.region,
    rate: plainRate(row.rate),
    appliesToShipping: row.applies_to_shipping,
    appliesToDigital: row.applies_to_digital,
  }));
}

/** {@link readTaxRules}, cached outside transactions. */
export const readTaxRulesCached = cached('commerce:tax-rules', readTaxRules);

/** A COUPONS row as the cart rules read it. */
export interface CouponRow {
  id: string;
  code: string;
  kind: string;
  percent_off: number | null;
  amount_off_cents: number | null;
  currency: string;
  min_subtotal_cents: number;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  max_uses: number | null;
  times_used: number;
  applies_to: unknown;
  enabled: boolean;
}

const time = (value: Date | string | null): number | null =>
  value === null ? null : new Date(value).getTime();

/** A coupon row as the domain's definition. */
export function toCouponDefinition(row: CouponRow): CouponDefinition {
  const scope = (
    typeof row.applies_to === 'object' && row.applies_to !== null ? row.applies_to : {}
  ) as Record<string, unknown>;
  return {
    code: row.code.toUpperCase(),
    kind: row.kind as CouponKind,
    percentOff: row.percent_off,
    amountOffCents: row.amount_off_cents,
    currency: row.currency.trim(),
    minSubtotalCents: row.min_subtotal_cents,
    startsAt: time(row.starts_at),
    endsAt: time(row.ends_at),
    maxUses: row.max_uses,
    timesUsed: row.times_used,
    enabled: row.enabled,
    appliesTo: { products: strings(scope.products), categories: strings(scope.categories) },
  };
}

/** The website's coupons with these (normalised, upper-case) codes, by code. */
export async function readCoupons(
  db: Knex,
  websiteId: string,
  codes: readonly string[],
): Promise<Map<string, CouponDefinition>> {
  const found = new Map<string, CouponDefinition>();
  if (codes.length === 0) return found;
  const rows = (await db(TABLES.coupons)
    .where({ website_id: websiteId })
    .whereRaw(`upper(??) in (${codes.map(() => '?').join(', ')})`, ['code', ...codes])
    .select('*')) as CouponRow[];
  for (const row of rows) found.set(row.code.toUpperCase(), toCouponDefinition(row));
  return found;
}

/** Each product's category ids and display names, for coupons limited to categories. */
export async function readProductCategories(
  db: Knex,
  websiteId: string,
  productIds: readonly string[],
): Promise<Map<string, string[]>> {
  const categories = new Map<string, string[]>();
  if (productIds.length === 0) return categories;
  const rows = (await db({ cp: TABLES.productCategoryProducts })
    .join({ c: TABLES.productCategories }, function joinCategory() {
      this.on('c.website_id', 'cp.website_id').andOn('c.id', 'cp.category_id');
    })
    .where('cp.website_id', websiteId)
    .whereIn('cp.product_id', [...new Set(productIds)])
    .select('cp.product_id', 'c.id', 'c.display_name')) as {
    product_id: string;
    id: string;
    display_name: string;
  }[];
  for (const row of rows) {
    const list = categories.get(row.product_id) ?? [];
    list.push(row.id, row.display_name);
    categories.set(row.product_id, list);
  }
  return categories;
}
