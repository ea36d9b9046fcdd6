// Workflow automation's plain rules (no zod here): the webhook event types, their labels, the endpoint URL rule, the signature header.

/** The events a webhook endpoint can be sent, as the payload's `type` and the `Tessera-Event` header. */
export const WEBHOOK_EVENT_TYPES = [
  'order.placed',
  'order.fulfilled',
  'form.submitted',
  'newsletter.signed_up',
  'restock.signed_up',
] as const;

/** One event type. */
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What each event is called on the editor's screen. */
export const WEBHOOK_EVENT_LABELS: Readonly<Record<WebhookEventType, string>> = {
  'order.placed': 'Order placed',
  'order.fulfilled': 'Order fulfilled',
  'form.submitted': 'Form submitted',
  'newsletter.signed_up': 'Newsletter sign-up (confirmed)',
  'restock.signed_up': 'Restock sign-up',
};

/** The longest endpoint URL and description. */
export const MAX_WEBHOOK_URL_LENGTH = 2000;
export const MAX_WEBHOOK_DESCRIPTION_LENGTH = 200;

/** The headers every delivery carries. */
export const WEBHOOK_HEADERS = {
  signature: 'Tessera-Signature',
  event: 'Tessera-Event',
  delivery: 'Tessera-Delivery',
} as const;

/** How a receiver checks a delivery, in words (the route docs and the editor screen say it). */
export const WEBHOOK_SIGNATURE_HELP =
  'Each delivery is a POST of JSON {id, type, createdAt, websiteId, data} with the headers ' +
  'Tessera-Event (the type), Tessera-Delivery (the same on every retry of a delivery: use it to ' +
  'ignore repeats) and Tessera-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" ' +
  "keyed with the endpoint's secret>. Recompute it over the raw body, compare in constant time, " +
  'and refuse a t more than five minutes old.';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether `host` (a URL's hostname) is this machine: plain http is allowed there only. */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host.toLowerCase()) || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/** An endpoint URL's problem: blank, not a URL, not https (http only on loopback), credentials in it. */
export function webhookUrlProblem(value: string): string | undefined {
  const text = value.trim();
  if (text === '') return 'Enter the address to send events to.';
  if (text.length > MAX_WEBHOOK_URL_LENGTH)
    return `An address has at most ${MAX_WEBHOOK_URL_LENGTH} characters.`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Enter a full address, e.g. https://hooks.example.com/tessera.';
  }
  if (url.username !== '' || url.password !== '')
    return 'Leave the user name and password out of the address.';
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return undefined;
  return 'The address must start with https:// (http:// only for this machine, e.g. http://localhost).';
}
