// Reading a place-order request: every field checked with its message, normalised, and hashed for the idempotency key.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  ADDRESS_FIELDS,
  normalizeAddress,
  validateAddress,
  type PostalAddress,
} from '../../../domain/addresses/index.js';
import {
  CHECKOUT_REQUIRED_MESSAGE,
  validateCardNumber,
  validateCheckoutEmail,
} from '../../../domain/checkout-rules.js';
import { normalizeGiftCardCode } from '../gift-cards/gift-card-codes.js';
import { cardDigits } from '../payments/test-provider.js';
import { invalidOrderInput, orderError } from './order-errors.js';

/** The longest Idempotency-Key accepted. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** The JSON body of `POST /api/commerce/orders` (and what the plain-form checkout posts). */
export const placeOrderBodySchema = z.object({
  cartToken: z.string().max(100).default(''),
  email: z.string().max(256).default(''),
  shippingAddress: z.record(z.string(), z.unknown()).nullish(),
  shippingOptionId: z.string().max(100).nullish(),
  payment: z
    .object({ method: z.string().max(40).default('test'), cardNumber: z.string().max(40).default('') })
    .nullish(),
  giftCardCode: z.string().max(100).nullish(),
  /** The buyer ticked the store's mailing-list opt-in (joins its list when the order is placed). */
  joinMailingList: z.boolean().nullish(),
});

/** The body as it arrives. */
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;

/** A request whose fields are all well formed and normalised. */
export interface OrderRequest {
  websiteId: string;
  siteUserId: string | null;
  cartToken: string;
  /** Trimmed and lower-cased. */
  email: string;
  /** Normalised, and valid when given; null when none was sent (fine for a cart that ships nothing). */
  shippingAddress: PostalAddress | null;
  shippingOptionId: string | null;
  payment: { method: string; cardNumber: string } | null;
  /** Normalised (`XXXX-XXXX-…`), or null. */
  giftCardCode: string | null;
  /** The buyer asked to join the store's checkout mailing list. */
  joinMailingList: boolean;
  idempotencyKey: string;
  /** SHA-256 of everything above but the website and the key: the same key with another body is refused. */
  requestHash: string;
}

/** An address with nothing filled in counts as none sent. */
function isBlankAddress(value: Record<string, unknown>): boolean {
  return ADDRESS_FIELDS.every((field) => typeof value[field] !== 'string' || value[field].trim() === '');
}

/** The key a client sent, or 400 when it is missing, blank or too long. */
export function readIdempotencyKey(key: unknown): string {
  const text = typeof key === 'string' ? key.trim() : '';
  if (text === '' || text.length > MAX_IDEMPOTENCY_KEY_LENGTH) throw orderError('idempotency-key-missing');
  return text;
}

/**
 * Checks and normalises a request. 400 'invalid-input' with `fields` naming each problem:
 * `email` ('Required' or SPEC §5's email message, domain/checkout-rules.ts), `shippingAddress.<field>` (domain/addresses'
 * messages, SPEC §5's postal-code rules), `cartToken`, `payment.cardNumber`.
 */
export function readOrderRequest(input: {
  websiteId: string;
  siteUserId?: string | null;
  idempotencyKey: unknown;
  body: unknown;
}): OrderRequest {
  const idempotencyKey = readIdempotencyKey(input.idempotencyKey);
  const parsed = placeOrderBodySchema.safeParse(input.body ?? {});
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'body'] ??= 'Not valid.';
    throw invalidOrderInput(fields);
  }
  const body = parsed.data;
  const fields: Record<string, string> = {};
  const cartToken = body.cartToken.trim();
  if (cartToken === '') fields.cartToken = CHECKOUT_REQUIRED_MESSAGE;
  const email = body.email.trim().toLowerCase();
  const emailProblem = validateCheckoutEmail(email);
  if (emailProblem !== undefined) fields.email = emailProblem;

  let shippingAddress: PostalAddress | null = null;
  if (body.shippingAddress != null && !isBlankAddress(body.shippingAddress)) {
    const errors = validateAddress(body.shippingAddress);
    for (const [field, message] of Object.entries(errors)) fields[`shippingAddress.${field}`] = message;
    shippingAddress = normalizeAddress(body.shippingAddress);
  }
  const payment =
    body.payment == null || body.payment.cardNumber.trim() === ''
      ? null
      : { method: body.payment.method.trim(), cardNumber: cardDigits(body.payment.cardNumber) };
  const cardProblem = payment === null ? undefined : validateCardNumber(payment.cardNumber);
  if (cardProblem !== undefined) fields['payment.cardNumber'] = cardProblem;
  const giftCode = body.giftCardCode?.trim() ?? '';
  if (Object.keys(fields).length > 0) throw invalidOrderInput(fields);

  const request = {
    websiteId: input.websiteId,
    siteUserId: input.siteUserId ?? null,
    cartToken,
    email,
    shippingAddress,
    shippingOptionId: body.shippingOptionId?.trim() || null,
    payment,
    giftCardCode: giftCode === '' ? null : normalizeGiftCardCode(giftCode),
    idempotencyKey,
  };
  const joinMailingList = body.joinMailingList === true;
  // Hashed only when ticked, so orders placed before the opt-in existed still replay.
  const hashed = joinMailingList ? { ...request, joinMailingList } : request;
  return { ...request, joinMailingList, requestHash: hashRequest(hashed) };
}

function hashRequest(request: Omit<OrderRequest, 'requestHash' | 'joinMailingList'>): string {
  const { websiteId: _website, idempotencyKey: _key, ...body } = request;
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

// Object keys sorted, so the same body hashes the same whatever order its fields came in.
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
