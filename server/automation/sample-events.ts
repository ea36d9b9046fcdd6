// The sample data of a test event, per event type, made by the same builders as real events so its shape is theirs.
import type { WebhookEventType } from '../../domain/owner-api/automation-rules.js';
import type { PublicOrder } from '../commerce/orders/order-json.js';
import {
  formSubmissionEventData,
  newsletterEventData,
  orderEventData,
  restockSignUpData,
} from './event-data.js';

const money = (cents: number) => ({ decimalValue: (cents / 100).toFixed(2), currencyCode: 'USD' });

/** An order as a buyer might have placed it (status `paid`, or `fulfilled`). */
function sampleOrder(websiteId: string, now: Date, fulfilled: boolean): PublicOrder {
  const placed = now.getTime() - 60 * 60_000;
  return {
    id: 'sample-order',
    orderNumber: 1001,
    websiteId,
    purchasedCartId: null,
    kind: 'shopping',
    testMode: true,
    status: fulfilled ? 'fulfilled' : 'paid',
    customerEmail: 'customer@example.com',
    createdOn: placed,
    fulfilledOn: fulfilled ? now.getTime() : null,
    refundedOn: null,
    currency: 'USD',
    subtotalCents: 4800,
    discountCents: 0,
    shippingCents: 500,
    taxCents: 424,
    grandTotalCents: 5724,
    giftCardCents: 0,
    amountChargedCents: 5724,
    grandTotal: money(5724),
    shippingTotal: money(500),
    taxTotal: money(424),
    coupons: [],
    shippingAddress: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      address1: '12 Harbor Street',
      address2: '',
      city: 'Portland',
      region: 'ME',
      postalCode: '04101',
      country: 'US',
      phone: '',
    },
    shippingOption: { id: 'sample-shipping', name: 'Standard', rateCents: 500 },
    payment: { provider: 'test', last4: '4242' },
    giftCard: null,
    items: [
      {
        id: 'sample-item',
        itemId: 'sample-product',
        sku: 'SAMPLE-MUG-BLUE',
        productName: 'Sample mug',
        productType: 'PHYSICAL',
        attributes: { Colour: 'Blue' },
        quantity: 2,
        unitPriceCents: 2400,
        unitPrice: money(2400),
        subTotalCents: 4800,
        additionalFields: null,
        downloadUrl: null,
      },
    ],
    issuedGiftCards: [],
    subscription: null,
    accessToken: '',
    statusUrl: '',
  };
}

/** The `data` of a test event of `type`. */
export function sampleEventData(
  type: WebhookEventType,
  websiteId: string,
  now: Date,
): Record<string, unknown> {
  switch (type) {
    case 'order.placed':
      return orderEventData(sampleOrder(websiteId, now, false));
    case 'order.fulfilled':
      return orderEventData(sampleOrder(websiteId, now, true));
    case 'form.submitted':
      return formSubmissionEventData({
        id: 'sample-submission',
        formId: 'sample-form',
        formName: 'Contact',
        values: { name: 'Ada Lovelace', email: 'customer@example.com', message: 'Hello!' },
        summary: [
          { type: 'name', rawTitle: 'Name', value: 'Ada Lovelace' },
          { type: 'email', rawTitle: 'Email', value: 'customer@example.com' },
          { type: 'textarea', rawTitle: 'Message', value: 'Hello!' },
        ],
        pageUrl: '/contact',
        createdAt: now,
      });
    case 'newsletter.signed_up':
      return newsletterEventData({
        email: 'customer@example.com',
        listId: 'sample-list',
        listName: 'Newsletter',
        source: 'newsletter-block',
      });
    case 'restock.signed_up':
      return restockSignUpData({
        email: 'customer@example.com',
        product: { id: 'sample-product', title: 'Sample mug' },
        variant: { id: 'sample-variant', sku: 'SAMPLE-MUG-BLUE', attributes: { Colour: 'Blue' } },
        joinedMailingList: false,
        language: null,
      });
  }
}
