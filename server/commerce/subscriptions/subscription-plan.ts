// A product's subscription plan (SPEC §3 "Subscription") read from PRODUCTS.subscription_plan, and its billing dates.
import type * as AddMonths from 'date-fns/addMonths';
import type * as AddWeeks from 'date-fns/addWeeks';
import type * as AddYears from 'date-fns/addYears';
import type { Knex } from 'knex';
import type { BillingUnit } from '../../../domain/subscription.js';
import { TABLES } from '../../db/tables.js';
import { lazyPackage } from '../../lazy-module.js';

// Loaded with the first renewal date, not at start: Node's loader parses date-fns's 200 KB
// package.json again for every one of its modules it resolves (about 2 ms each).
const loadAddMonths = lazyPackage<typeof AddMonths>('date-fns/addMonths');
const loadAddWeeks = lazyPackage<typeof AddWeeks>('date-fns/addWeeks');
const loadAddYears = lazyPackage<typeof AddYears>('date-fns/addYears');

/** Billing every `value` `unit`s, `numBillingCycles` times (0: until cancelled). */
export interface SubscriptionPlan {
  billingPeriod: { value: number; unit: BillingUnit };
  numBillingCycles: number;
  /** The plan's own shipping rule: true when its deliveries ship free (no shipping charged at checkout). */
  freeShipping: boolean;
}

const UNITS: readonly BillingUnit[] = ['WEEK', 'MONTH', 'YEAR'];

/**
 * The plan stored on a product, or undefined when it has none usable: the unit must be WEEK,
 * MONTH or YEAR and the period a positive whole number; a missing or bad cycle count is 0.
 */
export function readSubscriptionPlan(stored: unknown): SubscriptionPlan | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const plan = stored as {
    billingPeriod?: { value?: unknown; unit?: unknown };
    numBillingCycles?: unknown;
    freeShipping?: unknown;
  };
  const unit = String(plan.billingPeriod?.unit ?? '').toUpperCase() as BillingUnit;
  const value = Number(plan.billingPeriod?.value);
  if (!UNITS.includes(unit) || !Number.isSafeInteger(value) || value <= 0) return undefined;
  const cycles = Number(plan.numBillingCycles ?? 0);
  return {
    billingPeriod: { value, unit },
    numBillingCycles: Number.isSafeInteger(cycles) && cycles > 0 ? cycles : 0,
    freeShipping: plan.freeShipping === true,
  };
}

/** The date one billing period after `from`. Month ends clamp (31 January + 1 month → 28 or 29 February). */
export function nextBillingDate(from: Date, period: SubscriptionPlan['billingPeriod']): Date {
  if (period.unit === 'WEEK') return loadAddWeeks().addWeeks(from, period.value);
  if (period.unit === 'MONTH') return loadAddMonths().addMonths(from, period.value);
  return loadAddYears().addYears(from, period.value);
}

/**
 * The plan a subscription cart (kind `subscription`, one product) is bought on, or undefined for
 * another cart or a product without a usable plan.
 */
export async function subscriptionCartPlan(
  db: Knex,
  websiteId: string,
  cartId: string | null,
): Promise<SubscriptionPlan | undefined> {
  if (cartId === null) return undefined;
  const row = (await db({ c: TABLES.carts })
    .join({ e: TABLES.cartEntries }, function joinEntries() {
      this.on('e.website_id', 'c.website_id').andOn('e.cart_id', 'c.id');
    })
    .join({ p: TABLES.products }, function joinProduct() {
      this.on('p.website_id', 'e.website_id').andOn('p.id', 'e.product_id');
    })
    .where({ 'c.website_id': websiteId, 'c.id': cartId, 'c.kind': 'subscription' })
    .first('p.subscription_plan')) as { subscription_plan: unknown } | undefined;
  return row === undefined ? undefined : readSubscriptionPlan(row.subscription_plan);
}
