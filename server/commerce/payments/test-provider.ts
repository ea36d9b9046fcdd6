// The built-in test-mode payment provider: card 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.
import { randomUUID } from 'node:crypto';
import type { ChargeRefused, ChargeRequest, ChargeSucceeded, PaymentProvider } from './payment-provider.js';

/** The test cards, digits only. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;

/** What a declined card and an unknown card say. */
export const PAYMENT_MESSAGES = {
  declined: 'Your card was declined. Please use a different card.',
  notSupported: 'This store is in test mode: pay with the test card 4242 4242 4242 4242.',
} as const;

/** A card number as digits only (people type spaces and dashes). */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/**
 * The test provider: charges nothing real. Every other card number is refused, so a real card typed
 * into a test store is never mistaken for a payment.
 */
export function createTestPaymentProvider(): PaymentProvider {
  return {
    name: 'test',
    testMode: true,
    async charge(request: ChargeRequest): Promise<ChargeSucceeded | ChargeRefused> {
      const digits = cardDigits(request.card.cardNumber);
      if (request.card.method === 'test' && digits === TEST_CARDS.succeeds) {
        return { ok: true, reference: `test_ch_${randomUUID()}`, last4: digits.slice(-4) };
      }
      if (request.card.method === 'test' && digits === TEST_CARDS.declined) {
        return { ok: false, code: 'card-declined', message: PAYMENT_MESSAGES.declined };
      }
      return { ok: false, code: 'card-not-supported', message: PAYMENT_MESSAGES.notSupported };
    },
    async refund() {
      return { reference: `test_re_${randomUUID()}` };
    },
  };
}
