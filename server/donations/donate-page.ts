// The donation pages (SPEC §2): 203 donate (the form: amount, name, email, card) and 204 contribution confirmed.
import {
  CUSTOM_AMOUNT,
  DONATE_PAGE_TYPE,
  DONATE_PATH,
  DONATION_CONFIRMED_PAGE_TYPE,
  DONATION_FIELDS,
  chosenAmount,
  donationLimitsCents,
  amountValue,
} from '../../domain/donations.js';
import { moneyText } from '../commerce/payments/money-text.js';
import { TEST_CARDS } from '../commerce/payments/test-provider.js';
import { PAGE_TEMPLATES, type PageView } from '../site/context/page-view.js';
import type { DonationRecord } from './store.js';

/** What the pages say. */
export const DONATE_PAGE_TEXTS = {
  title: 'Make a donation',
  intro: 'Choose an amount and pay by card. You will receive a receipt by email.',
  confirmedTitle: 'Thank you for your contribution',
  notFoundTitle: 'Donation not found',
  notFound: 'We could not find this donation. Check the reference in your receipt email.',
  testMode: `This site takes test payments only: use the test card ${TEST_CARDS.succeeds.replace(/(\d{4})(?=\d)/g, '$1 ')}.`,
} as const;

/** A refused post: what was typed, a message per field and the summary (the payment's refusal included). */
export interface DonateFormState {
  values: Readonly<Record<string, unknown>>;
  fields: Readonly<Record<string, string>>;
  message: string;
}

function value(values: Readonly<Record<string, unknown>>, name: string): string {
  const given = values[name];
  return typeof given === 'string' ? given.slice(0, 200) : '';
}

/**
 * The donate page in `currency`: the amount (from the query's `amount`, a block's choice, or what a
 * refused post sent), name, email and card; with `state` it answers 400 with the messages.
 */
export function donatePage(
  currency: string,
  crumb: string,
  query: Readonly<Record<string, unknown>>,
  state?: DonateFormState,
): PageView {
  const values = state?.values ?? query;
  const fields = state?.fields ?? {};
  const limits = donationLimitsCents(currency);
  const donate = {
    action: DONATE_PATH,
    crumb,
    currency,
    amountField: DONATION_FIELDS.amount,
    amount: chosenAmount(values).slice(0, 40),
    amountHint: `Between ${moneyText(limits.min, currency)} and ${moneyText(limits.max, currency)}.`,
    amountError: fields[DONATION_FIELDS.amount] ?? '',
    name: value(values, DONATION_FIELDS.name),
    nameError: fields[DONATION_FIELDS.name] ?? '',
    email: value(values, DONATION_FIELDS.email),
    emailError: fields[DONATION_FIELDS.email] ?? '',
    cardNumber: value(values, DONATION_FIELDS.cardNumber),
    cardError: fields[DONATION_FIELDS.cardNumber] ?? '',
    testMode: DONATE_PAGE_TEXTS.testMode,
    summary: state?.message ?? '',
  };
  return {
    template: PAGE_TEMPLATES.donate,
    status: state === undefined ? 200 : 400,
    pageType: DONATE_PAGE_TYPE,
    title: DONATE_PAGE_TEXTS.title,
    cache: 'no-store',
    context: { system: { title: DONATE_PAGE_TEXTS.title, message: DONATE_PAGE_TEXTS.intro }, donate },
  };
}

/** The confirmation of a kept donation: its amount and reference (nothing else of the donor). */
export function donationConfirmedPage(donation: DonationRecord | undefined): PageView {
  const title = donation === undefined ? DONATE_PAGE_TEXTS.notFoundTitle : DONATE_PAGE_TEXTS.confirmedTitle;
  return {
    template: PAGE_TEMPLATES.donationConfirmed,
    status: donation === undefined ? 404 : 200,
    pageType: DONATION_CONFIRMED_PAGE_TYPE,
    title,
    cache: 'no-store',
    context: {
      system: { title, message: donation === undefined ? DONATE_PAGE_TEXTS.notFound : '' },
      ...(donation === undefined
        ? {}
        : {
            donation: {
              amount: moneyText(donation.amount_cents, donation.currency.trim()),
              reference: donation.reference,
              last4: donation.card_last4,
            },
          }),
    },
  };
}

/** A donation block (`{type: 'donation', title, text, amounts: [cents…], buttonText}`) for the theme, in `currency`. */
export function donationBlockContext(
  block: Readonly<Record<string, unknown>>,
  currency: string,
  index: number,
): Record<string, unknown> {
  const text = (name: string) => (typeof block[name] === 'string' ? (block[name] as string) : '');
  const amounts = (Array.isArray(block.amounts) ? block.amounts : [])
    .filter((cents): cents is number => typeof cents === 'number' && Number.isSafeInteger(cents) && cents > 0)
    .slice(0, 6);
  const formId = `donation-${index + 1}`;
  return {
    formId,
    action: DONATE_PATH,
    title: text('title') || 'Support us',
    text: text('text'),
    buttonText: text('buttonText') || 'Donate',
    amountField: DONATION_FIELDS.amount,
    customField: DONATION_FIELDS.customAmount,
    customValue: CUSTOM_AMOUNT,
    currency,
    amounts: amounts.map((cents, position) => ({
      id: `${formId}-amount-${position + 1}`,
      value: amountValue(cents, currency),
      label: moneyText(cents, currency),
      checked: position === 0,
    })),
  };
}
