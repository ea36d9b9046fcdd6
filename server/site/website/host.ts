// Reading the Host header: the host name alone, lower-cased, and whether it names this machine or an IP.
import { isIP } from 'node:net';

/**
 * The host name of a `Host` header value, lower-cased, without port or IPv6 brackets, and without
 * a trailing dot; `''` when there is none.
 */
export function hostName(header: string | undefined): string {
  if (header === undefined) return '';
  let host = header.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return end < 0 ? '' : host.slice(1, end);
  }
  const colon = host.indexOf(':');
  if (colon >= 0) host = host.slice(0, colon);
  return host.endsWith('.') ? host.slice(0, -1) : host;
}

/**
 * Whether a host name reaches the server directly rather than through a website's domain: `localhost`
 * (and its subdomains), or any IPv4 or IPv6 address. Such requests get the default website.
 */
export function isDirectHost(host: string): boolean {
  if (host === '' || host === 'localhost' || host.endsWith('.localhost')) return true;
  return isIP(host) !== 0;
}
