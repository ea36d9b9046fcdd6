// Host names a website answers on: what an owner types ("https://Shop.Example.com/") made into the stored form ("shop.example.com"), or why it cannot be one.

/** The most host names a website answers on besides its primary domain. */
export const MAX_EXTRA_HOSTS = 20;

/** The longest host name DNS allows. */
export const MAX_HOST_LENGTH = 253;

/** Why a host name was refused, as the editor and the API say it. */
export const HOST_MESSAGES = {
  empty: 'Enter a domain name, like shop.example.com.',
  invalid: (host: string) =>
    `${host} is not a domain name: use letters, digits and hyphens between dots, like shop.example.com.`,
  path: 'Enter the domain name only, without a path (shop.example.com).',
  port: 'Enter the domain name without a port.',
  ipAddress: 'An IP address reaches the server directly; enter a domain name instead.',
  tooLong: `A domain name has at most ${MAX_HOST_LENGTH} characters.`,
  twice: (host: string) => `${host} is listed twice.`,
  taken: (host: string) => `${host} already leads to another website on this server; remove it there first.`,
  tooMany: `A website answers on at most ${MAX_EXTRA_HOSTS} other domain names.`,
} as const;

/** A host name as stored, or why the text is not one. */
export type HostNameResult = { host: string } | { problem: string };

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** `café.example` → `xn--caf-dma.example`, through the URL parser browsers and Node share; undefined when it refuses. */
function asciiHost(host: string): string | undefined {
  try {
    return new URL(`http://${host}/`).hostname;
  } catch {
    return undefined;
  }
}

/**
 * The stored form of a host name an owner typed: trimmed, lower case, without `http(s)://`, a
 * trailing `/` or a trailing dot, international names in their ASCII (punycode) form. Refused: a
 * path, a port, an IP address (those reach the server directly and get the default website), and
 * anything that is not dot-separated labels of letters, digits and hyphens with a name after the
 * last dot. `localhost` is accepted, as the demo website's own address.
 */
export function normalizeHostName(input: string): HostNameResult {
  let text = input.trim().toLowerCase();
  if (text === '') return { problem: HOST_MESSAGES.empty };
  text = text.replace(/^https?:\/\//, '');
  if (text.endsWith('/')) text = text.slice(0, -1);
  if (/[/?#\\]/.test(text)) return { problem: HOST_MESSAGES.path };
  if (text.startsWith('[') || (text.match(/:/g)?.length ?? 0) > 1)
    return { problem: HOST_MESSAGES.ipAddress };
  if (/:\d*$/.test(text)) return { problem: HOST_MESSAGES.port };
  if (text.endsWith('.')) text = text.slice(0, -1);
  if (IPV4.test(text)) return { problem: HOST_MESSAGES.ipAddress };
  const host = asciiHost(text);
  if (host === undefined || host === '') return { problem: HOST_MESSAGES.invalid(input.trim()) };
  if (host.length > MAX_HOST_LENGTH) return { problem: HOST_MESSAGES.tooLong };
  if (IPV4.test(host)) return { problem: HOST_MESSAGES.ipAddress };
  const labels = host.split('.');
  const named = host === 'localhost' || (labels.length >= 2 && !/^\d+$/.test(labels[labels.length - 1]));
  if (!named || !labels.every((label) => LABEL.test(label)))
    return { problem: HOST_MESSAGES.invalid(input.trim()) };
  return { host };
}
