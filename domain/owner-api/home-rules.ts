// The editor's Home screen rules without zod: the setup checklist's items, which host names count as the site's own domain, and when stock is low.

/** The setup checklist's items, in the order the Home screen lists them. */
export const SETUP_STEPS = ['product', 'payments', 'shipping', 'domain', 'identity'] as const;

/** One item of the setup checklist. */
export type SetupStep = (typeof SETUP_STEPS)[number];

/** The steps about the store: only people who may see the store (`commerce:view`) get them. */
export const STORE_SETUP_STEPS: readonly SetupStep[] = ['product', 'payments', 'shipping'];

/**
 * The stock at or under which a limited variant counts as low when its product sets no
 * low-stock threshold of its own (Merchandising > "Show the low-stock message").
 */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

/** How many recent orders and low-stock variants the Home screen shows. */
export const HOME_LIST_LIMIT = 5;

/**
 * Top-level names and suffixes no visitor on the internet can reach (RFC 6761 and RFC 6762):
 * a website answering only on them (the demo's `localhost`) has no domain of its own yet.
 */
const LOCAL_SUFFIXES = ['localhost', 'local', 'test', 'example', 'invalid', 'internal', 'home.arpa'];

/**
 * Whether `host` (as stored: lower case, no port) is a domain visitors can reach: not `localhost`
 * or another reserved name, and not a bare IP address.
 */
export function isPublicDomain(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/\.$/, '');
  if (name === '' || !name.includes('.')) return false;
  if (/^\d+(\.\d+){3}$/.test(name) || name.startsWith('[') || name.includes(':')) return false;
  return !LOCAL_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}
