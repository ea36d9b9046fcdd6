// Webhook signatures: `Tessera-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` with the endpoint's secret, and new secrets.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new endpoint secret: `whsec_` and 32 random bytes in base64url. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** The hex HMAC-SHA256 of `<t>.<body>` keyed with `secret`. */
function hmac(secret: string, unixSeconds: number, body: string): string {
  return createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
}

/** The `Tessera-Signature` header of `body` sent at `unixSeconds`. */
export function webhookSignature(secret: string, body: string, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${hmac(secret, unixSeconds, body)}`;
}

/**
 * Whether `header` signs `body` with `secret`, sent no more than `toleranceSeconds` from `now`
 * (what a receiver does; the tests check deliveries with it). Any `v1` of the header may match.
 */
export function verifyWebhookSignature(
  header: string,
  body: string,
  secret: string,
  { now = new Date(), toleranceSeconds = 300 }: { now?: Date; toleranceSeconds?: number } = {},
): boolean {
  const parts = header.split(',').map((part) => part.trim().split('=', 2) as [string, string?]);
  const t = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, t, body), 'hex');
  return parts
    .filter(([key, value]) => key === 'v1' && value !== undefined && /^[0-9a-f]{64}$/.test(value))
    .some(([, value]) => timingSafeEqual(Buffer.from(value as string, 'hex'), expected));
}
