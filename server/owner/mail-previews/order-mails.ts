// Each mail the store sends a buyer, built by its own builder (the very function that queues it) from the sample order.
import type { OrderMailId } from '../../../domain/owner-api/mail-previews.js';
import { giftCardMail } from '../../commerce/gift-cards/gift-card-mail.js';
import {
  orderConfirmationMail,
  orderFulfilledMail,
  orderRefundedMail,
} from '../../commerce/orders/order-mail.js';
import { restockEmail } from '../../restock/restock-email.js';
import { reviewsRequestMail, reviewsRequestPath } from '../../reviews/request-mail.js';
import { sampleOrder } from './sample-order.js';

/** The website a preview is built for. */
export interface PreviewSite {
  websiteId: string;
  siteTitle: string;
  currency: string;
  /** `https://shop.example`: the links are absolute, as in the mails sent. */
  origin: string;
}

/** A built mail: what the buyer would receive. */
export interface BuiltMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The mail `id` as the sample order's buyer would get it from `site`. */
export function buildOrderMail(id: OrderMailId, site: PreviewSite): BuiltMail {
  const { websiteId, siteTitle, currency, origin } = site;
  const order = sampleOrder({ websiteId, currency });
  switch (id) {
    case 'order-confirmation':
      return orderConfirmationMail(order, siteTitle, origin);
    case 'subscription-confirmation':
      return orderConfirmationMail(
        sampleOrder({
          websiteId,
          currency,
          subscription: true,
          lines: [
            { name: 'Coffee of the month', productType: 'PHYSICAL', quantity: 1, unitPriceCents: 1500 },
          ],
        }),
        siteTitle,
        origin,
      );
    case 'gift-card':
      return giftCardMail({
        websiteId,
        siteTitle,
        to: order.customerEmail,
        orderNumber: order.orderNumber,
        currency,
        cards: [{ code: 'GIFT-SAMP-LE12-3456', valueCents: 5000 }],
      });
    case 'order-fulfilled':
      return orderFulfilledMail(sampleOrder({ websiteId, currency, status: 'fulfilled' }), siteTitle, origin);
    case 'reviews-request':
      return reviewsRequestMail(
        order,
        order.items.map((item) => ({ title: item.productName })),
        siteTitle,
        `${origin}${reviewsRequestPath('sample-request', 'sample')}`,
      );
    case 'order-refunded':
      return orderRefundedMail(sampleOrder({ websiteId, currency, status: 'refunded' }), siteTitle, origin);
    case 'back-in-stock':
      return {
        to: order.customerEmail,
        ...restockEmail(
          {
            siteTitle,
            productTitle: order.items[0].productName,
            variantLabel: 'Colour: Natural',
            path: '/shop/p/linen-tote-bag',
            primaryOrigin: undefined,
          },
          origin,
        ),
      };
  }
}
