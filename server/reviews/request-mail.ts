// The reviews request: after an order is fulfilled, one mail with a signed link to write a review of each product bought.
import type { Knex } from 'knex';
import { productReviewsOn, REVIEWS_REQUEST_PATH } from '../../domain/product-reviews.js';
import { randomToken, sha256 } from '../accounts/tokens.js';
import type { PublicOrder } from '../commerce/orders/order-json.js';
import { TABLES } from '../db/tables.js';
import { enqueueMail, type OutgoingMail } from '../mail/outbox.js';
import { insertReviewRequest, reviewableProducts } from './store.js';

/** How long a reviews link works. */
const LINK_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

/** The link of a request: `/commerce/reviews/{id}?token=…` (the token is kept only as its SHA-256). */
export function reviewsRequestPath(requestId: string, token: string): string {
  return `${REVIEWS_REQUEST_PATH}/${encodeURIComponent(requestId)}?token=${encodeURIComponent(token)}`;
}

/** The mail asking the buyer of `order` to review `products`. */
export function reviewsRequestMail(
  order: Pick<PublicOrder, 'websiteId' | 'customerEmail' | 'orderNumber'>,
  products: readonly { title: string }[],
  siteTitle: string,
  link: string,
): OutgoingMail {
  const lines = [
    `Thank you for your order #${order.orderNumber}. How are you finding it?`,
    '',
    ...products.map((product) => `  ${product.title}`),
    '',
    `Rate what you bought and tell other shoppers about it: ${link}`,
    '',
    'Your review is marked as written by a verified buyer. The link works for 90 days.',
    '',
    siteTitle,
  ];
  return {
    websiteId: order.websiteId,
    to: order.customerEmail,
    subject: `How was your order from ${siteTitle}? Leave a review`,
    text: lines.join('\n'),
  };
}

/**
 * Queues the reviews request of a fulfilled `order` in the caller's transaction (the fulfilment's),
 * once per order, when it holds a product that can be reviewed and the owner has not switched reviews off. `origin` makes the link absolute.
 */
export async function requestReviews(
  trx: Knex,
  order: Pick<PublicOrder, 'id' | 'websiteId' | 'customerEmail' | 'orderNumber'>,
  { origin = '', now = new Date() }: { origin?: string; now?: Date } = {},
): Promise<boolean> {
  const settings = (await trx(TABLES.websiteSettings)
    .where({ website_id: order.websiteId })
    .first('site_settings')) as { site_settings: unknown } | undefined;
  if (!productReviewsOn(settings?.site_settings)) return false;
  const products = await reviewableProducts(trx, order.websiteId, order.id);
  if (products.length === 0 || order.customerEmail === '') return false;
  const token = randomToken(32);
  const requestId = await insertReviewRequest(trx, {
    websiteId: order.websiteId,
    orderId: order.id,
    tokenHash: sha256(token),
    email: order.customerEmail,
    expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS),
  });
  if (requestId === undefined) return false;
  const site = (await trx(TABLES.websites).where({ id: order.websiteId }).first('site_title')) as
    { site_title: string } | undefined;
  const link = `${origin}${reviewsRequestPath(requestId, token)}`;
  await enqueueMail(trx, reviewsRequestMail(order, products, site?.site_title ?? '', link));
  return true;
}
