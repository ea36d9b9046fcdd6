// The donation form's rules: amounts as people type them, the limits in each currency's units, and a message per field.
import { describe, expect, it } from 'vitest';
import {
  amountTooLargeMessage,
  amountTooSmallMessage,
  checkDonationForm,
  chosenAmount,
  DONATION_MESSAGES,
  donationLimitsCents,
} from './donations.js';

const donor = { name: 'Ada', email: 'ada@example.com', cardNumber: '4242424242424242' };

describe('donation rules', () => {
  it('reads a set amount, or the custom one when "Other amount" (or nothing) is chosen', () => {
    expect(chosenAmount({ amount: '25.00', customAmount: '7' })).toBe('25.00');
    expect(chosenAmount({ amount: 'custom', customAmount: ' 7 ' })).toBe('7');
    expect(chosenAmount({ customAmount: '9' })).toBe('9');
  });

  it('accepts amounts as typed: a currency sign, thousands commas, whole numbers', () => {
    for (const [typed, cents] of [
      ['$1,250.50', 125050],
      ['1', 100],
      ['10000', 1_000_000],
      ['€ 12.5', 1250],
    ] as const) {
      const checked = checkDonationForm({ ...donor, amount: typed }, 'USD');
      expect(checked, typed).toMatchObject({ ok: true, amountCents: cents });
    }
  });

  it('refuses amounts out of the limits, with the limits in the currency', () => {
    const refused = (amount: string, currency = 'USD') => {
      const checked = checkDonationForm({ ...donor, amount }, currency);
      return checked.ok ? undefined : checked.fields.amount;
    };
    expect(refused('0.99')).toBe('The amount must be at least 1.00 USD.');
    expect(refused('-5')).toBe(amountTooSmallMessage('USD'));
    expect(refused('10000.01')).toBe('The amount can be at most 10,000.00 USD.');
    expect(refused('1.005')).toBe(DONATION_MESSAGES.amountInvalid);
    expect(refused('ten')).toBe(DONATION_MESSAGES.amountInvalid);
    expect(refused('')).toBe(DONATION_MESSAGES.amountMissing);
    expect(refused('0', 'JPY')).toBe('The amount must be at least 1 JPY.');
    expect(refused('10001', 'JPY')).toBe(amountTooLargeMessage('JPY'));
    expect(donationLimitsCents('JPY')).toEqual({ min: 1, max: 10_000 });
  });

  it('names each missing or malformed field, with the summary', () => {
    const checked = checkDonationForm({ amount: '5', name: ' ', email: 'ada@', cardNumber: '' }, 'USD');
    expect(checked).toEqual({
      ok: false,
      message: DONATION_MESSAGES.summary,
      fields: {
        name: DONATION_MESSAGES.nameMissing,
        email: DONATION_MESSAGES.emailInvalid,
        cardNumber: DONATION_MESSAGES.cardMissing,
      },
    });
    const long = checkDonationForm({ ...donor, amount: '5', name: 'x'.repeat(101) }, 'USD');
    expect(long.ok ? undefined : long.fields.name).toBe(DONATION_MESSAGES.nameTooLong);
  });
});
