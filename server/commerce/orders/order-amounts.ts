// What an order leaves for the card to pay (and a refund to give back): its grand total less what a gift card paid.
import { amount, minus, toMinor } from '../../../domain/money-arithmetic.js';

/** The grand total less the gift card's part, in minor units of `currency`. */
export function chargedCents(grandTotalCents: number, giftCardCents: number, currency: string): number {
  return toMinor(minus(amount(grandTotalCents, currency), amount(giftCardCents, currency)));
}
