// Subscriptions: the record an order from a subscription cart starts, and reading it back for the order.
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';
import { nextBillingDate, type SubscriptionPlan } from './subscription-plan.js';

/** A SUBSCRIPTIONS row as the order JSON shows it. */
export interface SubscriptionRow {
  id: string;
  status: string;
  billing_period_value: number;
  billing_period_unit: 'WEEK' | 'MONTH' | 'YEAR';
  num_billing_cycles: number;
  cycles_billed: number;
  price_cents: number;
  next_billing_at: Date | string | null;
}

/** What starts a subscription: the order that paid its first cycle and what it is for. */
export interface NewSubscription {
  orderId: string;
  siteUserId: string | null;
  email: string;
  productId: string;
  variantId: string;
  sku: string;
  priceCents: number;
  currency: string;
  plan: SubscriptionPlan;
  now: Date;
}

/**
 * Starts a subscription inside the order's transaction. The order pays the first cycle, so one cycle
 * is billed and the next bill is one period on; a one-cycle plan is completed at once and bills no more.
 */
export async function startSubscription(
  trx: Knex,
  websiteId: string,
  input: NewSubscription,
): Promise<string> {
  const done = input.plan.numBillingCycles === 1;
  const [row] = await trx(TABLES.subscriptions)
    .insert({
      website_id: websiteId,
      order_id: input.orderId,
      site_user_id: input.siteUserId,
      customer_email: input.email,
      product_id: input.productId,
      variant_id: input.variantId,
      sku: input.sku,
      billing_period_value: input.plan.billingPeriod.value,
      billing_period_unit: input.plan.billingPeriod.unit,
      num_billing_cycles: input.plan.numBillingCycles,
      cycles_billed: 1,
      price_cents: input.priceCents,
      currency: input.currency,
      status: done ? 'completed' : 'active',
      next_billing_at: done ? null : nextBillingDate(input.now, input.plan.billingPeriod),
    })
    .returning('id');
  return (row as { id: string }).id;
}

/** The subscription an order started, if any. */
export async function findOrderSubscription(
  db: Knex,
  websiteId: string,
  orderId: string,
): Promise<SubscriptionRow | undefined> {
  return db(TABLES.subscriptions)
    .where({ website_id: websiteId, order_id: orderId })
    .first(
      'id',
      'status',
      'billing_period_value',
      'billing_period_unit',
      'num_billing_cycles',
      'cycles_billed',
      'price_cents',
      'next_billing_at',
    );
}

/** Cancels an order's subscription (its order was refunded). */
export async function cancelOrderSubscription(trx: Knex, websiteId: string, orderId: string): Promise<void> {
  await trx(TABLES.subscriptions)
    .where({ website_id: websiteId, order_id: orderId })
    .whereIn('status', ['active', 'past-due', 'paused'])
    .update({
      status: 'canceled',
      canceled_at: trx.fn.now(),
      next_billing_at: null,
      updated_at: trx.fn.now(),
    });
}
