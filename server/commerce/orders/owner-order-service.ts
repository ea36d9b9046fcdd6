// The owner's side of orders: one in full, fulfilling and refunding (stock, gift card and subscription put right, the buyer emailed).
import type { Knex } from 'knex';
import { enqueueMail, type OutgoingMail } from '../../mail/outbox.js';
import { enqueueWebhookEvent } from '../../automation/enqueue.js';
import { orderEventData } from '../../automation/event-data.js';
import { invalidateSiteData } from '../../site/cache/site-caches.js';
import { refundOrderGiftCards } from '../gift-cards/gift-card-service.js';
import { paymentProviderFor, type PaymentProvider } from '../payments/index.js';
import { cancelOrderSubscription } from '../subscriptions/subscription-service.js';
import { chargedCents } from './order-amounts.js';
import { orderError } from './order-errors.js';
import { readStoreFacts } from './order-facts.js';
import type { PublicOrder } from './order-json.js';
import { orderFulfilledMail, orderRefundedMail } from './order-mail.js';
import { findOrderItems, findOrderRow, updateOrderStatus } from './order-store.js';
import { loadPublicOrder, publicOrderOf } from './order-view.js';
import { issueOrderToken } from './order-tokens.js';
import { returnStock } from './stock.js';
import { requestReviews } from '../../reviews/request-mail.js';

/** One order in full; 404 'order-not-found'. */
export async function getOrder(db: Knex, websiteId: string, orderId: string): Promise<PublicOrder> {
  const order = await loadPublicOrder(db, websiteId, orderId);
  if (order === undefined) throw orderError('order-not-found');
  return order;
}

/** Where the buyer's emails about an owner's action link to. */
export interface OrderActionOptions {
  /** `https://shop.example`: makes the emails' links absolute; without it they are site-relative. */
  origin?: string;
}

/** `order` after a change, with `mail` for its buyer queued in the same transaction. */
async function withBuyerMail(
  trx: Knex,
  websiteId: string,
  orderId: string,
  mail: (order: PublicOrder, siteTitle: string) => OutgoingMail,
): Promise<PublicOrder> {
  const row = (await findOrderRow(trx, websiteId, orderId))!;
  // The mail's link gets a token of its own; the owner's answer has none (tokens are kept only as hashes).
  const token = await issueOrderToken(trx, websiteId, orderId);
  await enqueueMail(
    trx,
    mail(await publicOrderOf(trx, row, token), (await readStoreFacts(trx, websiteId)).siteTitle),
  );
  return publicOrderOf(trx, row);
}

/**
 * Marks a paid order fulfilled (shipped or handed over) and emails the buyer; 409 'order-not-paid'
 * from any other status.
 */
export async function fulfilOrder(
  db: Knex,
  websiteId: string,
  orderId: string,
  { origin }: OrderActionOptions = {},
): Promise<PublicOrder> {
  return db.transaction(async (trx) => {
    const order = await findOrderRow(trx, websiteId, orderId, true);
    if (order === undefined) throw orderError('order-not-found');
    if (order.status !== 'paid') throw orderError('order-not-paid');
    await updateOrderStatus(trx, websiteId, orderId, { status: 'fulfilled', fulfilled_at: trx.fn.now() });
    const fulfilled = await withBuyerMail(trx, websiteId, orderId, (order, siteTitle) =>
      orderFulfilledMail(order, siteTitle, origin),
    );
    await enqueueWebhookEvent(trx, { websiteId, type: 'order.fulfilled', data: orderEventData(fulfilled) });
    // Then the reviews request (SPEC §2 page type 209): a link to rate each product bought.
    await requestReviews(trx, fulfilled, { origin });
    return fulfilled;
  });
}

/**
 * Refunds a paid or fulfilled order in one transaction: the card charge through the payment
 * provider, the gift card spent back onto the card, the gift cards it bought voided, the stock the
 * order took back on its variants, its subscription canceled; status 'refunded'; the buyer emailed. Then the site's
 * cached pages are dropped, since stock changed. 409 'order-not-refundable' when it was refunded or
 * canceled already.
 */
export async function refundOrder(
  db: Knex,
  websiteId: string,
  orderId: string,
  {
    origin,
    payments = paymentProviderFor(websiteId),
  }: OrderActionOptions & { payments?: PaymentProvider } = {},
): Promise<PublicOrder> {
  const order = await db.transaction(async (trx) => {
    const row = await findOrderRow(trx, websiteId, orderId, true);
    if (row === undefined) throw orderError('order-not-found');
    if (row.status !== 'paid' && row.status !== 'fulfilled') throw orderError('order-not-refundable');
    const items = await findOrderItems(trx, websiteId, orderId);
    await returnStock(
      trx,
      websiteId,
      items
        .filter((item) => item.variant_id !== null)
        .map((item) => ({ variantId: item.variant_id as string, quantity: item.stock_taken })),
    );
    await refundOrderGiftCards(trx, websiteId, {
      id: orderId,
      spentCardId: row.gift_card_id,
      spentCents: row.gift_card_cents,
    });
    await cancelOrderSubscription(trx, websiteId, orderId);
    const reference = typeof row.payment.reference === 'string' ? row.payment.reference : null;
    const currency = row.currency.trim();
    const charged = chargedCents(row.grand_total_cents, row.gift_card_cents, currency);
    const refund =
      reference !== null && charged > 0
        ? await payments.refund({ websiteId, reference, amountCents: charged, currency })
        : null;
    await updateOrderStatus(trx, websiteId, orderId, {
      status: 'refunded',
      refunded_at: trx.fn.now(),
      payment: { refundReference: refund?.reference ?? null },
    });
    return withBuyerMail(trx, websiteId, orderId, (refunded, siteTitle) =>
      orderRefundedMail(refunded, siteTitle, origin),
    );
  });
  invalidateSiteData(websiteId);
  return order;
}
