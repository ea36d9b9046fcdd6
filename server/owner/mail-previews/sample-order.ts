// The sample order the mail previews are built from: a paid order of the website, in its currency, whose lines show what each mail says about them.
import { orderMoney, type OrderItem, type PublicOrder } from '../../commerce/orders/order-json.js';
import { downloadPath, orderStatusPath } from '../../commerce/orders/order-links.js';

/** The sample order's id and token: the preview's links lead nowhere real. */
const SAMPLE_ORDER_ID = 'sample-order';
const SAMPLE_TOKEN = 'sample';

/** One sample line: `quantity × name (options)` at `unitPriceCents`. */
export interface SampleLine {
  name: string;
  productType: 'PHYSICAL' | 'DIGITAL' | 'SERVICE' | 'GIFT_CARD';
  quantity: number;
  unitPriceCents: number;
  attributes?: Record<string, string>;
}

/** The lines of the sample order when a preview does not name its own. */
export const SAMPLE_LINES: readonly SampleLine[] = [
  {
    name: 'Linen tote bag',
    productType: 'PHYSICAL',
    quantity: 2,
    unitPriceCents: 1800,
    attributes: { Colour: 'Natural' },
  },
  { name: 'Field guide (e-book)', productType: 'DIGITAL', quantity: 1, unitPriceCents: 1200 },
];

function sampleItem(line: SampleLine, index: number, currency: string): OrderItem {
  const id = `sample-item-${index + 1}`;
  return {
    id,
    itemId: null,
    sku: `SAMPLE-${index + 1}`,
    productName: line.name,
    productType: line.productType,
    attributes: line.attributes ?? {},
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    unitPrice: orderMoney(line.unitPriceCents, currency),
    subTotalCents: line.quantity * line.unitPriceCents,
    additionalFields: null,
    downloadUrl: line.productType === 'DIGITAL' ? downloadPath(SAMPLE_ORDER_ID, id, SAMPLE_TOKEN) : null,
  };
}

/** What a sample order varies by. */
export interface SampleOrderOptions {
  websiteId: string;
  currency: string;
  lines?: readonly SampleLine[];
  /** A monthly subscription of the first line, billed until cancelled. */
  subscription?: boolean;
  status?: 'paid' | 'fulfilled' | 'refunded';
  now?: Date;
}

/** A paid sample order of the website: shipped by post, paid by the test card ending 4242. */
export function sampleOrder({
  websiteId,
  currency,
  lines = SAMPLE_LINES,
  subscription = false,
  status = 'paid',
  now = new Date(),
}: SampleOrderOptions): PublicOrder {
  const items = lines.map((line, index) => sampleItem(line, index, currency));
  const subtotal = items.reduce((sum, item) => sum + item.subTotalCents, 0);
  const ships = items.some((item) => item.productType === 'PHYSICAL');
  const shipping = ships ? 450 : 0;
  const total = subtotal + shipping;
  const nextMonth = new Date(now.getTime());
  nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
  return {
    id: SAMPLE_ORDER_ID,
    orderNumber: 1001,
    websiteId,
    purchasedCartId: null,
    kind: subscription ? 'subscription' : 'shopping',
    testMode: false,
    status,
    customerEmail: 'buyer@example.com',
    createdOn: now.getTime(),
    fulfilledOn: status === 'fulfilled' ? now.getTime() : null,
    refundedOn: status === 'refunded' ? now.getTime() : null,
    currency,
    subtotalCents: subtotal,
    discountCents: 0,
    shippingCents: shipping,
    taxCents: 0,
    grandTotalCents: total,
    giftCardCents: 0,
    amountChargedCents: total,
    grandTotal: orderMoney(total, currency),
    shippingTotal: orderMoney(shipping, currency),
    taxTotal: orderMoney(0, currency),
    coupons: [],
    shippingAddress: ships
      ? {
          firstName: 'Ada',
          lastName: 'Lovelace',
          address1: '12 Sample Street',
          address2: '',
          city: 'London',
          region: '',
          postalCode: 'N1 9GU',
          country: 'GB',
          phone: '',
        }
      : null,
    shippingOption: ships ? { id: 'sample-shipping', name: 'Standard post', rateCents: shipping } : null,
    payment: { provider: 'test', last4: '4242' },
    giftCard: null,
    items,
    issuedGiftCards: [],
    subscription: subscription
      ? {
          id: 'sample-subscription',
          status: 'active',
          billingPeriod: { value: 1, unit: 'MONTH' },
          numBillingCycles: 0,
          cyclesBilled: 1,
          priceCents: items[0]?.unitPriceCents ?? 0,
          nextBillingOn: nextMonth.getTime(),
        }
      : null,
    accessToken: SAMPLE_TOKEN,
    statusUrl: orderStatusPath(SAMPLE_ORDER_ID, SAMPLE_TOKEN),
  };
}
