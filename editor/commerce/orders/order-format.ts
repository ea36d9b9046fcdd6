// How the owner's screens word money in its currency and a moment in the website's zone (orders, donations, reviews, comments, analytics), and an order's status.
import type { OrderStatus } from '../../../domain/order-table.js';
import { minorUnitsToDecimalString } from '../../../domain/money.js';

/** `1250`, `USD` → `$12.50`. */
export function moneyText(cents: number, currency: string): string {
  const amount = minorUnitsToDecimalString(cents, currency) ?? (cents / 100).toFixed(2);
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
}

/**
 * An instant (epoch milliseconds or an ISO string) as a date and time in the website's zone
 * (`Nov 1, 2026, 11:00 AM`); the browser's zone while the website is still loading.
 */
export function momentText(instant: number | string, timeZone: string | undefined): string {
  return new Date(instant).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short', timeZone });
}

/** Each status as the table shows it. */
export const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Pending',
  paid: 'Paid',
  fulfilled: 'Fulfilled',
  canceled: 'Canceled',
  refunded: 'Refunded',
};

/** Whether an order can be fulfilled (paid) or refunded (paid or fulfilled), as the server decides. */
export const canFulfil = (status: OrderStatus) => status === 'paid';
export const canRefund = (status: OrderStatus) => status === 'paid' || status === 'fulfilled';
