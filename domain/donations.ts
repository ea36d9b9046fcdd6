// Donations' plain rules: the paths, the page types, the limits on an amount and the messages of the donation form (SPEC §2 page types 203 and 204).
import { findCurrency } from './currencies.js';
import { decimalStringToMinorUnits, minorUnitsToDecimalString } from './money.js';

/** SPEC §2: donate (the form) and contribution confirmed (after it). */
export const DONATE_PAGE_TYPE = 203;
export const DONATION_CONFIRMED_PAGE_TYPE = 204;

/** The donation form's page and where it posts; the confirmation is `/donate/thanks?ref=`. */
export const DONATE_PATH = '/donate';
export const DONATION_CONFIRMED_PATH = '/donate/thanks';

/** The smallest and largest gift, in whole units of the website's currency (1.00 to 10,000.00). */
export const DONATION_LIMITS = { minUnits: 1, maxUnits: 10_000 } as const;

/** The most set amounts one donation block offers. */
export const MAX_SET_AMOUNTS = 6;

/** The form's field names (the block's form and the donate page's post the same ones). */
export const DONATION_FIELDS = {
  amount: 'amount',
  customAmount: 'customAmount',
  name: 'name',
  email: 'email',
  cardNumber: 'cardNumber',
} as const;

/** The `amount` value of the "Other amount" choice: the amount is then `customAmount`. */
export const CUSTOM_AMOUNT = 'custom';

/** What the form says when it refuses something. */
export const DONATION_MESSAGES = {
  summary: 'Please correct the highlighted fields.',
  amountMissing: 'Please choose or enter an amount.',
  amountInvalid: 'Please enter the amount as a number, such as 25 or 25.50.',
  nameMissing: 'Please enter your name.',
  nameTooLong: 'Your name can be at most 100 characters.',
  emailInvalid: 'Email is not valid. Email addresses should follow the format user@domain.com.',
  cardMissing: 'Please enter your card number.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `amount` of `currency` in minor units (100 → `1.00`), as a person types it. */
function units(amountUnits: number, currency: string): string {
  const digits = findCurrency(currency)?.fractionDigits ?? 2;
  return amountUnits.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** The smallest and largest gift of `currency`, in minor units. */
export function donationLimitsCents(currency: string): { min: number; max: number } {
  const scale = 10 ** (findCurrency(currency)?.fractionDigits ?? 2);
  return { min: DONATION_LIMITS.minUnits * scale, max: DONATION_LIMITS.maxUnits * scale };
}

/** The refusal of an amount below the least gift: 'The amount must be at least 1.00 USD.' */
export function amountTooSmallMessage(currency: string): string {
  return `The amount must be at least ${units(DONATION_LIMITS.minUnits, currency)} ${currency}.`;
}

/** The refusal of an amount above the largest gift: 'The amount can be at most 10,000.00 USD.' */
export function amountTooLargeMessage(currency: string): string {
  return `The amount can be at most ${units(DONATION_LIMITS.maxUnits, currency)} ${currency}.`;
}

/** A set amount in minor units as the form's value (`2500` USD → `25.00`). */
export function amountValue(cents: number, currency: string): string {
  return minorUnitsToDecimalString(cents, currency) ?? '';
}

/** A donation the form accepted. */
export interface DonationInput {
  amountCents: number;
  name: string;
  email: string;
  cardNumber: string;
}

/** The outcome of {@link checkDonationForm}: the donation, or a message per field and a summary. */
export type DonationCheck =
  ({ ok: true } & DonationInput) | { ok: false; fields: Record<string, string>; message: string };

function field(form: Readonly<Record<string, unknown>>, name: string): string {
  const value = form[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** The amount a form chose (`amount`, or `customAmount` when it is {@link CUSTOM_AMOUNT} or empty), as typed. */
export function chosenAmount(form: Readonly<Record<string, unknown>>): string {
  const choice = field(form, DONATION_FIELDS.amount);
  return choice === '' || choice === CUSTOM_AMOUNT ? field(form, DONATION_FIELDS.customAmount) : choice;
}

/**
 * Checks a posted donation form in `currency`: an amount between the limits (a leading currency
 * sign and thousands commas are allowed), a name, an email address and a card number.
 */
export function checkDonationForm(form: Readonly<Record<string, unknown>>, currency: string): DonationCheck {
  const fields: Record<string, string> = {};
  const typed = chosenAmount(form)
    .replace(/^[^\p{L}\d.-]+/u, '')
    .replace(/,/g, '');
  const minor = typed === '' ? undefined : decimalStringToMinorUnits(typed, currency);
  const limits = donationLimitsCents(currency);
  let amountCents = 0;
  if (typed === '') fields[DONATION_FIELDS.amount] = DONATION_MESSAGES.amountMissing;
  else if (minor === undefined || minor > BigInt(Number.MAX_SAFE_INTEGER))
    fields[DONATION_FIELDS.amount] = DONATION_MESSAGES.amountInvalid;
  else if (minor < BigInt(limits.min)) fields[DONATION_FIELDS.amount] = amountTooSmallMessage(currency);
  else if (minor > BigInt(limits.max)) fields[DONATION_FIELDS.amount] = amountTooLargeMessage(currency);
  else amountCents = Number(minor);
  const name = field(form, DONATION_FIELDS.name);
  if (name === '') fields[DONATION_FIELDS.name] = DONATION_MESSAGES.nameMissing;
  else if (name.length > 100) fields[DONATION_FIELDS.name] = DONATION_MESSAGES.nameTooLong;
  const email = field(form, DONATION_FIELDS.email);
  if (email.length > 254 || !EMAIL.test(email))
    fields[DONATION_FIELDS.email] = DONATION_MESSAGES.emailInvalid;
  const cardNumber = field(form, DONATION_FIELDS.cardNumber);
  if (cardNumber === '' || cardNumber.length > 40)
    fields[DONATION_FIELDS.cardNumber] = DONATION_MESSAGES.cardMissing;
  if (Object.keys(fields).length > 0) return { ok: false, fields, message: DONATION_MESSAGES.summary };
  return { ok: true, amountCents, name, email, cardNumber };
}
