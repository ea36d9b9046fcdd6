// TRUST_PROXY: which proxies in front of Tessera may say who the visitor is (X-Forwarded-For, X-Forwarded-Proto).
import { isIP } from 'node:net';

/** What Express's `trust proxy` is set to: a number of proxies, or their addresses. */
export type TrustProxy = number | string[];

/** The message of a TRUST_PROXY Tessera cannot use. */
export const TRUST_PROXY_MESSAGE =
  'give the number of proxies in front of Tessera (1) or their addresses, comma-separated (loopback, 10.0.0.0/8, 192.168.1.10)';

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddress(part: string): boolean {
  if (NAMED.has(part)) return true;
  const [address, bits, extra] = part.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const size = Number(bits);
  return /^\d+$/.test(bits) && size <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY. Unset, empty or `false`: no proxy is trusted (the visitor is the connection's
 * address; what Tessera needs when it faces the internet itself). A whole number: that many proxies
 * in front (the visitor is the address that many hops back in X-Forwarded-For). A list: the
 * proxies' addresses or ranges. `true` (every client may say any address) is refused, since a
 * visitor could then pick a new address for each request and slip every per-address limit.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | undefined {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const parts = text.split(',').map((part) => part.trim());
  if (parts.some((part) => !isAddress(part))) throw new Error(`TRUST_PROXY: ${TRUST_PROXY_MESSAGE}`);
  return parts;
}
