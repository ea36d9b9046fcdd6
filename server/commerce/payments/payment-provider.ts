// The interface every payment provider implements: charge a card for an order, refund a charge.

/** What checkout sends to pay by card (SPEC: `payment: { method, cardNumber }`). */
export interface CardPayment {
  /** The provider's method name, e.g. `test`. */
  method: string;
  cardNumber: string;
}

/** One charge to make. */
export interface ChargeRequest {
  websiteId: string;
  amountCents: number;
  currency: string;
  card: CardPayment;
  /** The order's idempotency key: a provider that supports keys is sent it, so a retry never charges twice. */
  idempotencyKey: string;
  description: string;
}

/** A charge the provider made: what to record on the order. */
export interface ChargeSucceeded {
  ok: true;
  /** The provider's reference of the charge, for refunds. */
  reference: string;
  /** The card's last four digits, to show the buyer. */
  last4: string;
}

/** A charge the provider refused, with the sentence to show the buyer. */
export interface ChargeRefused {
  ok: false;
  code: 'card-declined' | 'card-not-supported';
  message: string;
}

/** A refund of a whole charge. */
export interface RefundRequest {
  websiteId: string;
  reference: string;
  amountCents: number;
  currency: string;
}

/** One way to take payments. `testMode` is recorded on every order it pays for. */
export interface PaymentProvider {
  readonly name: string;
  readonly testMode: boolean;
  charge(request: ChargeRequest): Promise<ChargeSucceeded | ChargeRefused>;
  refund(request: RefundRequest): Promise<{ reference: string }>;
}
