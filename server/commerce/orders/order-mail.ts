// The emails a buyer gets about an order: its confirmation (what was bought, totals, links, the subscription), and word when it is fulfilled or refunded.
import type { OutgoingMail } from '../../mail/outbox.js';
import { moneyText } from '../payments/money-text.js';
import type { PublicOrder } from './order-json.js';

const UNIT_WORDS = { WEEK: 'week', MONTH: 'month', YEAR: 'year' } as const;

function every(value: number, unit: keyof typeof UNIT_WORDS): string {
  return value === 1 ? `every ${UNIT_WORDS[unit]}` : `every ${value} ${UNIT_WORDS[unit]}s`;
}

/**
 * The confirmation of `order` for its buyer. `origin` (`https://shop.example`) makes the links
 * absolute; without it they are site-relative paths.
 */
export function orderConfirmationMail(order: PublicOrder, siteTitle: string, origin = ''): OutgoingMail {
  const money = (cents: number) => moneyText(cents, order.currency);
  const lines: string[] = [];
  lines.push(`Thank you for your order #${order.orderNumber}.`);
  if (order.testMode) lines.push('This is a test order: no real payment was taken.');
  lines.push('');
  for (const item of order.items) {
    const options = Object.values(item.attributes).join(', ');
    lines.push(
      `${item.quantity} × ${item.productName}${options ? ` (${options})` : ''}  ${money(item.subTotalCents)}`,
    );
  }
  lines.push('', `Subtotal: ${money(order.subtotalCents)}`);
  if (order.discountCents > 0) lines.push(`Discount: -${money(order.discountCents)}`);
  if (order.shippingOption !== null)
    lines.push(`Shipping (${order.shippingOption.name}): ${money(order.shippingCents)}`);
  if (order.taxCents > 0) lines.push(`Tax: ${money(order.taxCents)}`);
  if (order.giftCardCents > 0) lines.push(`Gift card: -${money(order.giftCardCents)}`);
  lines.push(`Total: ${money(order.grandTotalCents)}`);
  if (order.payment.last4 !== null) {
    lines.push(`Charged to the card ending ${order.payment.last4}: ${money(order.amountChargedCents)}`);
  }
  const downloads = order.items.filter((item) => item.downloadUrl !== null);
  if (downloads.length > 0) {
    lines.push('', 'Your downloads:');
    for (const item of downloads) lines.push(`  ${item.productName}: ${origin}${item.downloadUrl}`);
  }
  if (order.subscription !== null) {
    const { billingPeriod, numBillingCycles, nextBillingOn } = order.subscription;
    const term = numBillingCycles === 0 ? 'until you cancel' : `for ${numBillingCycles} payments in all`;
    lines.push('', `Your subscription is billed ${every(billingPeriod.value, billingPeriod.unit)} ${term}.`);
    if (nextBillingOn !== null) {
      lines.push(`Next payment: ${new Date(nextBillingOn).toISOString().slice(0, 10)}.`);
    }
  }
  if (order.shippingAddress !== null) {
    const a = order.shippingAddress;
    lines.push('', 'Shipping to:', `  ${a.firstName} ${a.lastName}`, `  ${a.address1}`);
    if (a.address2) lines.push(`  ${a.address2}`);
    lines.push(`  ${[a.city, a.region, a.postalCode].filter(Boolean).join(' ')}`, `  ${a.country}`);
  }
  lines.push('', `See your order at any time: ${origin}${order.statusUrl}`, '', siteTitle);
  return {
    websiteId: order.websiteId,
    to: order.customerEmail,
    subject: `Your order #${order.orderNumber} from ${siteTitle}`,
    text: lines.join('\n'),
  };
}

/** The buyer's lines for what `order` holds: quantity, name and options. */
function itemLines(order: PublicOrder): string[] {
  return order.items.map((item) => {
    const options = Object.values(item.attributes).join(', ');
    return `  ${item.quantity} × ${item.productName}${options ? ` (${options})` : ''}`;
  });
}

/**
 * An email telling the buyer what became of `order` (`has been {change}`): its items, `details`,
 * and the status link.
 */
function orderChangeMail(
  order: PublicOrder,
  siteTitle: string,
  origin: string,
  change: 'fulfilled' | 'refunded',
  details: readonly string[],
): OutgoingMail {
  const lines = [`Your order #${order.orderNumber} has been ${change}.`, '', ...itemLines(order)];
  if (details.length > 0) lines.push('', ...details);
  lines.push('', `See your order at any time: ${origin}${order.statusUrl}`, '', siteTitle);
  return {
    websiteId: order.websiteId,
    to: order.customerEmail,
    subject: `Your order #${order.orderNumber} from ${siteTitle} has been ${change}`,
    text: lines.join('\n'),
  };
}

/** The email telling the buyer the owner fulfilled `order` (shipped it, or handed it over). */
export function orderFulfilledMail(order: PublicOrder, siteTitle: string, origin = ''): OutgoingMail {
  const a = order.shippingAddress;
  const details = a === null ? [] : [`It is on its way to ${a.firstName} ${a.lastName}, ${a.city}.`];
  return orderChangeMail(order, siteTitle, origin, 'fulfilled', details);
}

/** The email telling the buyer `order` was refunded: where the money goes back, and what stops working. */
export function orderRefundedMail(order: PublicOrder, siteTitle: string, origin = ''): OutgoingMail {
  const money = (cents: number) => moneyText(cents, order.currency);
  const details: string[] = [];
  if (order.amountChargedCents > 0) {
    const charged = money(order.amountChargedCents);
    details.push(
      order.payment.last4 === null
        ? `${charged} goes back to the way you paid.`
        : `${charged} goes back to the card ending ${order.payment.last4}.`,
    );
  }
  if (order.giftCard !== null && order.giftCardCents > 0)
    details.push(`${money(order.giftCardCents)} goes back onto the gift card ${order.giftCard.code}.`);
  if (order.issuedGiftCards.length > 0)
    details.push('The gift cards this order bought can no longer be used.');
  if (order.items.some((item) => item.downloadUrl !== null))
    details.push('Its download links no longer work.');
  if (order.subscription !== null)
    details.push('Its subscription is canceled: there will be no more payments.');
  return orderChangeMail(order, siteTitle, origin, 'refunded', details);
}
