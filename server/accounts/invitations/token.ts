// An invitation link's token: the website it is for, a dot, and 256 random bits; only its SHA-256 is stored.
import { randomToken, sha256 } from '../tokens.js';

/**
 * A new token for an invitation to `websiteId`. The website travels in the token because the link
 * may be opened on any of the server's addresses, and every read of an invitation names its website.
 */
export function newInvitationToken(websiteId: string): { token: string; tokenHash: string } {
  const token = `${websiteId}.${randomToken(32)}`;
  return { token, tokenHash: sha256(token) };
}

/** The website a token names and the hash to look it up by; undefined when it is not one. */
export function readInvitationToken(token: string): { websiteId: string; tokenHash: string } | undefined {
  const dot = token.lastIndexOf('.');
  if (dot < 1 || !/^[A-Za-z0-9_-]{43}$/.test(token.slice(dot + 1))) return undefined;
  return { websiteId: token.slice(0, dot), tokenHash: sha256(token) };
}
