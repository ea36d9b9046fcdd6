// A fresh idempotency key for an order attempt: random, 128 bits, as a UUID-shaped string.

/**
 * A new key. Uses `crypto.randomUUID` where the browser offers it (secure contexts) and 16 random
 * bytes from `crypto.getRandomValues` otherwise, so plain-HTTP test sites get one too.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
