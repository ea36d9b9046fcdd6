// openapi.json entries of the owner's orders: list (search, filters, sort, page), CSV export, one in full, fulfil, refund.
import { z } from 'zod';
import { orderFilterQuery, orderListQuery } from '../../commerce/orders/order-list-query.js';
import { ORDER_READ_ROLES, ORDER_WRITE_ROLES } from '../../commerce/orders/owner-order-routes.js';
import type { DocumentedOperation } from '../api/openapi.js';
import { describeRoute, failure } from './operation.js';

const TAG = 'Commerce';

const money = z.object({ decimalValue: z.string(), currencyCode: z.string() });
const epoch = z.number().int().describe('Epoch milliseconds.');
const giftCard = z.object({
  code: z.string(),
  initialValueCents: z.number().int(),
  balanceCents: z.number().int(),
  currency: z.string(),
  recipient: z
    .object({ name: z.string(), email: z.string(), note: z.string(), sendOn: z.string() })
    .nullable()
    .describe(
      'Whom a bought card was sent to, the buyer’s note and its send day (`YYYY-MM-DD`); null when mailed to the buyer.',
    ),
});

const address = z.object({
  firstName: z.string(),
  lastName: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string(),
});

const item = z.object({
  id: z.string(),
  itemId: z.string().nullable(),
  sku: z.string(),
  productName: z.string(),
  productType: z.enum(['PHYSICAL', 'DIGITAL', 'SERVICE', 'GIFT_CARD']),
  attributes: z.record(z.string(), z.string()),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  unitPrice: money,
  subTotalCents: z.number().int(),
  additionalFields: z.unknown(),
  downloadUrl: z.string().nullable(),
});

const subscription = z.object({
  id: z.string(),
  status: z.string(),
  billingPeriod: z.object({ value: z.number().int(), unit: z.enum(['WEEK', 'MONTH', 'YEAR']) }),
  numBillingCycles: z.number().int().describe('0: until canceled.'),
  cyclesBilled: z.number().int(),
  priceCents: z.number().int(),
  nextBillingOn: epoch.nullable(),
});

/** SPEC §3 "Order", as server/commerce/orders/order-json.ts `PublicOrder` has it. */
const order = z.object({
  id: z.string(),
  orderNumber: z.number().int(),
  websiteId: z.string(),
  purchasedCartId: z.string().nullable(),
  kind: z.string().describe('`shopping` or `subscription`.'),
  testMode: z.boolean(),
  status: z.enum(['pending', 'paid', 'fulfilled', 'canceled', 'refunded']),
  customerEmail: z.string(),
  createdOn: epoch,
  fulfilledOn: epoch.nullable(),
  refundedOn: epoch.nullable(),
  currency: z.string(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  shippingCents: z.number().int(),
  taxCents: z.number().int(),
  grandTotalCents: z.number().int(),
  giftCardCents: z.number().int(),
  amountChargedCents: z.number().int(),
  grandTotal: money,
  shippingTotal: money,
  taxTotal: money,
  coupons: z.array(z.string()),
  shippingAddress: address.nullable(),
  shippingOption: z.object({ id: z.string(), name: z.string(), rateCents: z.number().int() }).nullable(),
  payment: z.object({ provider: z.string(), last4: z.string().nullable() }),
  giftCard: giftCard.nullable(),
  items: z.array(item),
  issuedGiftCards: z.array(giftCard),
  subscription: subscription.nullable(),
  accessToken: z.string(),
  statusUrl: z.string(),
});

const summary = z.object({
  id: z.string(),
  orderNumber: z.number().int(),
  createdOn: epoch,
  customerEmail: z.string(),
  customerName: z.string().describe('The shipping address’s name; empty without one.'),
  status: z.string(),
  fulfilledOn: epoch.nullable(),
  testMode: z.boolean(),
  currency: z.string(),
  grandTotalCents: z.number().int(),
  itemCount: z.number().int(),
});

const orderBody = z.object({ order });
const orderParam = { orderId: { description: 'The order.' } };
const NOT_FOUND = failure('That order was not found (`order-not-found`).');

/** The owner orders routes (server/commerce/orders/owner-order-routes.ts). */
export function orderOperations(): DocumentedOperation[] {
  const readers = { roles: ORDER_READ_ROLES, scopes: ['orders:read'] };
  const writers = { roles: ORDER_WRITE_ROLES, scopes: ['orders:write'] };
  return [
    describeRoute({
      method: 'get',
      path: '/api/owner/commerce/orders',
      operationId: 'listOrders',
      summary: 'Orders: search, filter, sort, a page at a time',
      tag: TAG,
      about:
        'One page of the website’s orders (newest first unless sorted otherwise), searched by order number, email or name, filtered by status, fulfilment and the days they were placed.',
      guard: readers,
      query: orderListQuery,
      responses: {
        200: {
          description: 'A page of orders.',
          schema: z.object({
            orders: z.array(summary),
            pagination: z.object({
              page: z.number().int(),
              pageSize: z.number().int(),
              total: z.number().int(),
              hasNextPage: z.boolean(),
            }),
          }),
        },
        400: failure('A search, filter, sort or page is not valid: `fields` names each problem.'),
      },
    }),
    describeRoute({
      method: 'get',
      path: '/api/owner/commerce/orders/export.csv',
      operationId: 'exportOrders',
      summary: 'Every order the filters keep, as CSV',
      tag: TAG,
      about:
        'The list’s search, filters and sort, without pages: a line per order (number, dates, status, buyer, items, amounts), streamed as an attachment.',
      guard: readers,
      query: orderFilterQuery,
      responses: {
        200: { description: 'The CSV file.', contentType: 'text/csv', schema: { type: 'string' } },
        400: failure('A search, filter or sort is not valid: `fields` names each problem.'),
      },
    }),
    describeRoute({
      method: 'get',
      path: '/api/owner/commerce/orders/{orderId}',
      operationId: 'getOrder',
      summary: 'One order in full',
      tag: TAG,
      about: 'Items, totals, address, payment, gift cards and subscription.',
      guard: readers,
      pathParams: orderParam,
      responses: { 200: { description: 'The order.', schema: orderBody }, 404: NOT_FOUND },
    }),
    describeRoute({
      method: 'post',
      path: '/api/owner/commerce/orders/{orderId}/fulfil',
      operationId: 'fulfilOrder',
      summary: 'Mark an order fulfilled',
      tag: TAG,
      about: 'A paid order, shipped or handed over; the buyer is emailed.',
      guard: writers,
      pathParams: orderParam,
      responses: {
        200: { description: 'The order now.', schema: orderBody },
        404: NOT_FOUND,
        409: failure('Only a paid order can be fulfilled (`order-not-paid`).'),
      },
    }),
    describeRoute({
      method: 'post',
      path: '/api/owner/commerce/orders/{orderId}/gift-cards/{code}/resend',
      operationId: 'resendGiftCard',
      summary: 'Send a bought gift card’s email again',
      tag: TAG,
      about:
        'The card’s email again, at once: to its recipient with the buyer’s note, or to the buyer for a card mailed to them.',
      guard: writers,
      pathParams: { ...orderParam, code: { description: 'The gift card’s code.' } },
      responses: {
        200: { description: 'The order.', schema: orderBody },
        400: failure('The card was canceled when its order was refunded (`gift-card-voided`).'),
        404: failure(
          'No such order (`order-not-found`), or the order bought no card with that code (`gift-card-invalid`).',
        ),
      },
    }),
    describeRoute({
      method: 'post',
      path: '/api/owner/commerce/orders/{orderId}/refund',
      operationId: 'refundOrder',
      summary: 'Refund an order',
      tag: TAG,
      about:
        'A paid or fulfilled order, in one transaction: the charge refunded, gift cards put right, stock returned, its subscription canceled; the buyer is emailed.',
      guard: writers,
      pathParams: orderParam,
      responses: {
        200: { description: 'The order now.', schema: orderBody },
        404: NOT_FOUND,
        409: failure('Only a paid or fulfilled order can be refunded (`order-not-refundable`).'),
      },
    }),
  ];
}
