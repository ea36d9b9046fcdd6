// Reading a gift card's recipient from an add to the cart (the JSON API's `giftRecipient`, or the product form's fields) and checking it against today in the site's time zone.
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  giftRecipientProblem,
  tidyGiftRecipient,
  todayIn,
  type GiftRecipient,
} from '../../../domain/gift-recipient.js';
import { DEFAULT_TIME_ZONE } from '../../../domain/time-zones.js';
import { TABLES } from '../../db/tables.js';
import { cartError } from '../cart/cart-errors.js';

/** The key a cart entry's answers keep the recipient under (beside the additional-fields answers). */
export const GIFT_RECIPIENT_KEY = 'giftRecipient';

/** The JSON API's `giftRecipient`: every field a string; `note` and `sendOn` may be left out. */
export const giftRecipientBody = z.object({
  name: z.string().max(1000),
  email: z.string().max(1000),
  note: z.string().max(5000).optional(),
  sendOn: z.string().max(100).optional(),
});

/** A website's time zone (SPEC §9's default when it has none). */
export async function siteTimeZone(db: Knex, websiteId: string): Promise<string> {
  const row = (await db(TABLES.websites).where({ id: websiteId }).first('time_zone')) as
    { time_zone: string | null } | undefined;
  return row?.time_zone || DEFAULT_TIME_ZONE;
}

/**
 * The recipient of an add, checked: refused (400, the cart's codes from domain/gift-recipient.ts)
 * unless it names someone with an email, a note of at most 500 characters and a send day from
 * today in the site's time zone; a blank send day is today.
 */
export async function readGiftRecipient(
  db: Knex,
  websiteId: string,
  body: unknown,
  now: Date,
): Promise<GiftRecipient | undefined> {
  if (body === undefined || body === null) return undefined;
  const parsed = giftRecipientBody.safeParse(body);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    throw cartError(
      field === 'email'
        ? 'gift-recipient-email'
        : field === 'sendOn'
          ? 'gift-send-date'
          : field === 'note'
            ? 'gift-note-long'
            : 'gift-recipient-name',
    );
  }
  const today = todayIn(await siteTimeZone(db, websiteId), now);
  const recipient = tidyGiftRecipient({
    name: parsed.data.name,
    email: parsed.data.email,
    note: parsed.data.note ?? '',
    sendOn: parsed.data.sendOn ?? '',
  });
  if (recipient.sendOn === '') recipient.sendOn = today;
  const problem = giftRecipientProblem(recipient, today);
  if (problem !== undefined) throw cartError(problem);
  return recipient;
}

/** An entry's answers with the recipient beside them (answers that are not an object are kept under `answers`). */
export function answersWithRecipient(answers: unknown, recipient: GiftRecipient | undefined): unknown {
  if (recipient === undefined) return answers;
  const base =
    answers === null || answers === undefined
      ? {}
      : typeof answers === 'object' && !Array.isArray(answers)
        ? answers
        : { answers };
  return { ...base, [GIFT_RECIPIENT_KEY]: recipient };
}

/** The recipient an entry's (or order item's) answers hold, if any. */
export function recipientOfAnswers(answers: unknown): GiftRecipient | undefined {
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return undefined;
  const value = (answers as Record<string, unknown>)[GIFT_RECIPIENT_KEY];
  const parsed = z
    .object({ name: z.string(), email: z.string(), note: z.string(), sendOn: z.string() })
    .safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
