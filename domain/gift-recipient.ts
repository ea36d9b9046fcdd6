// A gift card sent to someone: the recipient's name and email, the buyer's note and the day it is sent (today or later in the site's time zone).
import { localDate } from './calendar-month.js';
import { isEmail } from './forms/validation.js';

/** Who a gift card goes to, with the buyer's note and the day (`YYYY-MM-DD`, the site's zone) it is mailed. */
export interface GiftRecipient {
  name: string;
  email: string;
  note: string;
  sendOn: string;
}

/** The longest name and note the product page takes. */
export const GIFT_RECIPIENT_LIMITS = { name: 100, note: 500 } as const;

/** What the product page and the cart API say for each problem with a recipient. */
export const GIFT_RECIPIENT_MESSAGES = {
  'gift-recipient-name': "Enter the recipient's name.",
  'gift-recipient-name-long': `The recipient's name can be at most ${GIFT_RECIPIENT_LIMITS.name} characters.`,
  'gift-recipient-email': "Enter the recipient's email address, such as name@example.com.",
  'gift-note-long': `The note can be at most ${GIFT_RECIPIENT_LIMITS.note} characters.`,
  'gift-send-date': 'Choose a send date.',
  'gift-send-date-past': 'Choose today or a later day to send the gift card.',
} as const;

/** A problem with a recipient: the cart's refusal code. */
export type GiftRecipientProblem = keyof typeof GIFT_RECIPIENT_MESSAGES;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day written `YYYY-MM-DD`. */
export function isCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (match === null) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today's `YYYY-MM-DD` in `timeZone`. */
export function todayIn(timeZone: string, now: Date): string {
  return localDate(now.getTime(), timeZone);
}

/** The recipient's fields trimmed (the note keeps its inner line breaks). */
export function tidyGiftRecipient(input: GiftRecipient): GiftRecipient {
  return {
    name: input.name.trim(),
    email: input.email.trim(),
    note: input.note.trim(),
    sendOn: input.sendOn.trim(),
  };
}

/** The product form's field names for a recipient. */
export const GIFT_RECIPIENT_FIELDS = {
  name: 'giftRecipientName',
  email: 'giftRecipientEmail',
  note: 'giftNote',
  sendOn: 'giftSendOn',
} as const;

/** A recipient from the product form's fields (`read` gives a field's text); undefined when name, email and note are blank (the card is the buyer's). */
export function typedGiftRecipient(read: (field: string) => string | undefined): GiftRecipient | undefined {
  const name = read(GIFT_RECIPIENT_FIELDS.name) ?? '';
  const email = read(GIFT_RECIPIENT_FIELDS.email) ?? '';
  const note = read(GIFT_RECIPIENT_FIELDS.note) ?? '';
  if (`${name}${email}${note}`.trim() === '') return undefined;
  return { name, email, note, sendOn: read(GIFT_RECIPIENT_FIELDS.sendOn) ?? '' };
}

/** The first problem with a (tidied) recipient, given today's day in the site's zone; undefined when it is fine. */
export function giftRecipientProblem(
  recipient: GiftRecipient,
  today: string,
): GiftRecipientProblem | undefined {
  if (recipient.name === '') return 'gift-recipient-name';
  if (recipient.name.length > GIFT_RECIPIENT_LIMITS.name) return 'gift-recipient-name-long';
  if (!isEmail(recipient.email) || recipient.email.length > 254) return 'gift-recipient-email';
  if (recipient.note.length > GIFT_RECIPIENT_LIMITS.note) return 'gift-note-long';
  if (!isCalendarDay(recipient.sendOn)) return 'gift-send-date';
  // `YYYY-MM-DD` strings compare as the days they name.
  if (recipient.sendOn < today) return 'gift-send-date-past';
  return undefined;
}

/** The offset of `timeZone` from UTC at `epochMs`, in milliseconds (positive east of Greenwich). */
function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(epochMs)
      .map((part) => [part.type, Number(part.value)]),
  );
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/** The instant a day (`YYYY-MM-DD`) begins in `timeZone`: when a gift card chosen for that day is mailed. */
export function startOfDayIn(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const midnightUtc = Date.UTC(year, month - 1, date);
  let instant = midnightUtc - zoneOffsetMs(midnightUtc, timeZone);
  // Once more at the found instant, for a day whose offset differs from the UTC midnight's (a DST change).
  instant = midnightUtc - zoneOffsetMs(instant, timeZone);
  return new Date(instant);
}

/** The day a gift card is sent, as the buyer reads it: "Monday, November 30, 2026". */
export function sendDayText(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(Date.UTC(year, month - 1, date)));
}
