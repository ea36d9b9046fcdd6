// Gift cards: issuing them for an order, redeeming one at checkout (partial use, never below zero), refunding and voiding, reading a balance.
import type { Knex } from 'knex';
import type { GiftRecipient } from '../../../domain/gift-recipient.js';
import { amount, min, toMinor } from '../../../domain/money-arithmetic.js';
import { giftCardError } from './gift-card-errors.js';
import { isGiftCardCodeShape, newGiftCardCode, normalizeGiftCardCode } from './gift-card-codes.js';
import {
  creditGiftCard,
  debitGiftCard,
  findGiftCardByCode,
  insertGiftCards,
  voidOrderGiftCards,
  type GiftCardRow,
} from './gift-card-store.js';

/** What a card is worth now, for the checkout page and the order JSON. */
export interface GiftCardBalance {
  code: string;
  balanceCents: number;
  initialValueCents: number;
  currency: string;
  /** Epoch milliseconds, or null when it never expires. */
  expiresOn: number | null;
}

/** What a redemption took. */
export interface GiftCardRedemption {
  giftCardId: string;
  appliedCents: number;
  balanceCents: number;
}

function isExpired(card: GiftCardRow, now: Date): boolean {
  return card.expires_at !== null && new Date(card.expires_at).getTime() <= now.getTime();
}

/** A card as the balance page shows it. */
export function toGiftCardBalance(card: GiftCardRow): GiftCardBalance {
  return {
    code: card.code,
    balanceCents: card.balance_cents,
    initialValueCents: card.initial_value_cents,
    currency: card.currency.trim(),
    expiresOn: card.expires_at === null ? null : new Date(card.expires_at).getTime(),
  };
}

/**
 * A card's balance by a typed code; 404 'gift-card-invalid' for a code no card has, 410
 * 'gift-card-voided' for a card whose order was refunded.
 */
export async function giftCardBalance(
  db: Knex,
  websiteId: string,
  typedCode: string,
): Promise<GiftCardBalance> {
  if (!isGiftCardCodeShape(typedCode)) throw giftCardError('gift-card-invalid', 404);
  const card = await findGiftCardByCode(db, websiteId, normalizeGiftCardCode(typedCode));
  if (card === undefined) throw giftCardError('gift-card-invalid', 404);
  if (card.voided_at !== null) throw giftCardError('gift-card-voided', 410);
  return toGiftCardBalance(card);
}

/**
 * Spends a card on `amountDueCents` inside the order's transaction: as much as it holds, up to the
 * amount due. The card's row lock makes concurrent checkouts with one card take turns, and the
 * debit is conditional on the balance, so it never goes below zero. Refusals (400): unknown code,
 * voided (its order refunded), expired, empty, another currency.
 */
export async function redeemGiftCard(
  trx: Knex,
  websiteId: string,
  input: { code: string; amountDueCents: number; currency: string; now: Date },
): Promise<GiftCardRedemption> {
  if (!isGiftCardCodeShape(input.code)) throw giftCardError('gift-card-invalid');
  const card = await findGiftCardByCode(trx, websiteId, normalizeGiftCardCode(input.code), true);
  if (card === undefined) throw giftCardError('gift-card-invalid');
  if (card.voided_at !== null) throw giftCardError('gift-card-voided');
  if (isExpired(card, input.now)) throw giftCardError('gift-card-expired');
  if (card.currency.trim() !== input.currency) throw giftCardError('gift-card-currency');
  if (card.balance_cents <= 0) throw giftCardError('gift-card-empty');
  const appliedCents = toMinor(
    min(amount(card.balance_cents, input.currency), amount(input.amountDueCents, input.currency)),
  );
  const balanceCents = await debitGiftCard(trx, websiteId, card.id, appliedCents);
  if (balanceCents === undefined) throw giftCardError('gift-card-empty');
  return { giftCardId: card.id, appliedCents, balanceCents };
}

/**
 * Puts a refunded order's gift cards right: the payment it made with a card goes back onto that
 * card, and the cards it bought are emptied and voided, since their price is refunded.
 */
export async function refundOrderGiftCards(
  trx: Knex,
  websiteId: string,
  order: { id: string; spentCardId: string | null; spentCents: number },
): Promise<void> {
  if (order.spentCardId !== null && order.spentCents > 0)
    await creditGiftCard(trx, websiteId, order.spentCardId, order.spentCents);
  await voidOrderGiftCards(trx, websiteId, order.id);
}

/** One bought gift card line: its unit value, how many, and whom they are sent to (none: the buyer). */
export interface GiftCardPurchase {
  valueCents: number;
  quantity: number;
  recipient?: GiftRecipient;
}

/** A card issued: its code and value, and its recipient when it was sent to someone. */
export interface IssuedGiftCard {
  code: string;
  valueCents: number;
  recipient?: GiftRecipient;
}

/** Issues one card per unit bought, each worth its unit price, for the buyer or the recipient named. Returns them. */
export async function issueGiftCards(
  trx: Knex,
  websiteId: string,
  input: { orderId: string; email: string; currency: string; purchases: readonly GiftCardPurchase[] },
): Promise<IssuedGiftCard[]> {
  const cards = input.purchases
    .filter((purchase) => purchase.valueCents > 0)
    .flatMap((purchase) =>
      Array.from({ length: purchase.quantity }, () => ({
        code: newGiftCardCode(),
        valueCents: purchase.valueCents,
        currency: input.currency,
        orderId: input.orderId,
        recipientEmail: purchase.recipient?.email ?? input.email,
        recipientName: purchase.recipient?.name ?? '',
        message: purchase.recipient?.note ?? '',
        sendOn: purchase.recipient?.sendOn ?? null,
        recipient: purchase.recipient,
      })),
    );
  await insertGiftCards(trx, websiteId, cards);
  return cards.map(({ code, valueCents, recipient }) => ({
    code,
    valueCents,
    ...(recipient === undefined ? {} : { recipient }),
  }));
}
