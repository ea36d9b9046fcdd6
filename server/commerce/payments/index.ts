// Which payment provider takes a website's payments: the built-in test mode until a real one is configured.
import type { PaymentProvider } from './payment-provider.js';
import { createTestPaymentProvider } from './test-provider.js';

export type { CardPayment, PaymentProvider } from './payment-provider.js';

const testProvider = createTestPaymentProvider();

/** The provider for a website. Only the test provider exists, so every order records `testMode: true`. */
export function paymentProviderFor(_websiteId: string): PaymentProvider {
  return testProvider;
}
