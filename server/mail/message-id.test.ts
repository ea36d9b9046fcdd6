// The domain outbox Message-IDs are made in: the configured sender's.
import { describe, expect, it } from 'vitest';
import { FALLBACK_MESSAGE_ID_DOMAIN, messageIdDomain } from './message-id.js';

describe('messageIdDomain', () => {
  it("takes the sender address's domain, lower-cased, with or without a display name", () => {
    expect(messageIdDomain('Tessera <no-reply@Shop.Example>')).toBe('shop.example');
    expect(messageIdDomain('orders@mail.shop.example')).toBe('mail.shop.example');
    expect(messageIdDomain('"a@b" <x@real.example> ')).toBe('real.example');
  });

  it('falls back when the sender names no domain', () => {
    expect(messageIdDomain('Tessera')).toBe(FALLBACK_MESSAGE_ID_DOMAIN);
    expect(messageIdDomain('')).toBe(FALLBACK_MESSAGE_ID_DOMAIN);
  });
});
