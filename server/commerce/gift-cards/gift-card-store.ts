// Gift card SQL: issuing cards, the row lock and debit of a redemption, crediting back, voiding, reading balances.
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';

/** A GIFT_CARDS row as checkout and the balance page read it. */
export interface GiftCardRow {
  id: string;
  code: string;
  initial_value_cents: number;
  balance_cents: number;
  currency: string;
  order_id: string | null;
  expires_at: Date | string | null;
  /** Set when the order that bought the card was refunded. */
  voided_at: Date | string | null;
  recipient_email: string | null;
  /** '' for a card mailed to its buyer. */
  recipient_name: string;
  /** The buyer's note to the recipient. */
  message: string;
  /** `YYYY-MM-DD` the recipient's mail was due; null for a card mailed to its buyer. */
  send_on: string | null;
}

const COLUMNS = [
  'id',
  'code',
  'initial_value_cents',
  'balance_cents',
  'currency',
  'order_id',
  'expires_at',
  'voided_at',
  'recipient_email',
  'recipient_name',
  'message',
  'send_on',
];

/** A card by its normalised code; `lock` takes its row lock, which serialises redemptions of one card. */
export async function findGiftCardByCode(
  db: Knex,
  websiteId: string,
  code: string,
  lock = false,
): Promise<GiftCardRow | undefined> {
  const query = db(TABLES.giftCards).where({ website_id: websiteId, code }).first(COLUMNS);
  if (lock) query.forUpdate();
  return query;
}

/**
 * Takes `amountCents` off a card, only if it still has that much (the table's check refuses a
 * negative balance as a backstop). Returns the balance left, or undefined when it had too little.
 */
export async function debitGiftCard(
  trx: Knex,
  websiteId: string,
  giftCardId: string,
  amountCents: number,
): Promise<number | undefined> {
  const rows = (await trx(TABLES.giftCards)
    .where({ website_id: websiteId, id: giftCardId })
    .andWhere('balance_cents', '>=', amountCents)
    .update({ balance_cents: trx.raw('balance_cents - ?', [amountCents]), updated_at: trx.fn.now() })
    .returning(['balance_cents'])) as { balance_cents: number }[];
  return rows[0]?.balance_cents;
}

/**
 * Gives `amountCents` back to a card (a refunded order), never past what it was first worth; a
 * voided card stays empty.
 */
export async function creditGiftCard(
  trx: Knex,
  websiteId: string,
  giftCardId: string,
  amountCents: number,
): Promise<void> {
  await trx(TABLES.giftCards)
    .where({ website_id: websiteId, id: giftCardId })
    .whereNull('voided_at')
    .update({
      balance_cents: trx.raw('least(initial_value_cents, balance_cents + ?)', [amountCents]),
      updated_at: trx.fn.now(),
    });
}

/** Empties and voids the cards `orderId` bought (its refund); returns how many were still valid. */
export async function voidOrderGiftCards(trx: Knex, websiteId: string, orderId: string): Promise<number> {
  return trx(TABLES.giftCards)
    .where({ website_id: websiteId, order_id: orderId })
    .whereNull('voided_at')
    .update({ balance_cents: 0, voided_at: trx.fn.now(), updated_at: trx.fn.now() });
}

/** A new card bought by an order. */
export interface NewGiftCard {
  code: string;
  valueCents: number;
  currency: string;
  orderId: string;
  recipientEmail: string;
  /** '' for a card mailed to its buyer. */
  recipientName: string;
  /** The buyer's note to the recipient ('' for none). */
  message: string;
  /** The day the recipient's mail is due (`YYYY-MM-DD`, the site's zone); null for the buyer's own card. */
  sendOn: string | null;
}

/** Inserts cards; a code already taken (about one in 10^23) is a unique violation the order retries as a whole. */
export async function insertGiftCards(
  trx: Knex,
  websiteId: string,
  cards: readonly NewGiftCard[],
): Promise<void> {
  if (cards.length === 0) return;
  await trx(TABLES.giftCards).insert(
    cards.map((card) => ({
      website_id: websiteId,
      code: card.code,
      initial_value_cents: card.valueCents,
      balance_cents: card.valueCents,
      currency: card.currency,
      order_id: card.orderId,
      recipient_email: card.recipientEmail,
      recipient_name: card.recipientName,
      message: card.message,
      send_on: card.sendOn,
    })),
  );
}

/** The cards an order issued, in code order. */
export async function findIssuedGiftCards(
  db: Knex,
  websiteId: string,
  orderId: string,
): Promise<GiftCardRow[]> {
  return db(TABLES.giftCards)
    .where({ website_id: websiteId, order_id: orderId })
    .orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'code', order: 'asc' },
    ])
    .select(COLUMNS);
}

/** One card by id. */
export async function findGiftCardById(
  db: Knex,
  websiteId: string,
  giftCardId: string,
): Promise<GiftCardRow | undefined> {
  return db(TABLES.giftCards).where({ website_id: websiteId, id: giftCardId }).first(COLUMNS);
}

/** A card an order issued, by its code, with its row lock (a resend). */
export async function findOrderGiftCard(
  trx: Knex,
  websiteId: string,
  orderId: string,
  code: string,
): Promise<GiftCardRow | undefined> {
  return trx(TABLES.giftCards)
    .where({ website_id: websiteId, order_id: orderId, code })
    .forUpdate()
    .first(COLUMNS);
}
