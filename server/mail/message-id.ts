// The domain of outbox Message-IDs (`<outbox id@domain>`): the configured sender's, the same on every attempt at a mail.

/** The domain Message-IDs use when the sender names none. */
export const FALLBACK_MESSAGE_ID_DOMAIN = 'tessera.localhost';

/**
 * The domain of a sender (`Shop <no-reply@shop.example>` → `shop.example`), where Message-IDs are
 * made; {@link FALLBACK_MESSAGE_ID_DOMAIN} when it names none.
 */
export function messageIdDomain(from: string): string {
  const match = /@([A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?)>?\s*$/.exec(from);
  return match?.[1]?.toLowerCase() ?? FALLBACK_MESSAGE_ID_DOMAIN;
}
