// Mailing lists and campaigns: the providers, SPEC §5's messages and limits, without zod (the editor's first paint needs them).

/** Where sign-ups go: the built-in list (kept in Tessera's database) or a Mailchimp list. */
export const MAILING_LIST_PROVIDERS = ['tessera', 'mailchimp'] as const;
/** One provider. */
export type MailingListProvider = (typeof MAILING_LIST_PROVIDERS)[number];

/** What the connection dialog calls each provider. */
export const PROVIDER_LABELS: Readonly<Record<MailingListProvider, string>> = {
  tessera: 'Built-in list',
  mailchimp: 'Mailchimp',
};

/** SPEC §5's owner-area messages, word for word, and ours beside them. */
export const MAILING_LIST_MESSAGES = {
  listRequired: 'A List must be selected.',
  subjectRequired: 'Add an email subject.',
  noLists: "You don't have any mailing lists, create one before continuing.",
  apiKeyRequired: 'Enter your Mailchimp API key.',
  apiKeyFormat: 'A Mailchimp API key ends with its data centre, like 0123abcd…-us21.',
  apiKeyRefused: 'Mailchimp did not accept this API key. Check it in your Mailchimp account.',
  providerUnreachable: 'Unable to connect. Please try again.',
  listNameRequired: 'Enter a name for the list.',
  campaignSent: 'This campaign has been sent; it can no longer be changed.',
  campaignNotFound: 'No such campaign.',
  listNotFound: 'No such mailing list.',
} as const;

/** The longest email subject (RFC 5322 allows longer lines, mail clients show far less). */
export const MAX_SUBJECT_LENGTH = 200;
/** The longest campaign body, in characters of HTML. */
export const MAX_CAMPAIGN_BODY_LENGTH = 100_000;
/** The longest list name. */
export const MAX_LIST_NAME_LENGTH = 100;

/** A Mailchimp API key: hex, a dash, the data centre (`us21`). */
export const MAILCHIMP_KEY_PATTERN = /^[0-9a-f]{8,64}-([a-z]{2,4}[0-9]{1,3})$/;

/** Where a sign-up came from, as the members table and the CSV say it. */
export const SOURCE_LABELS: Readonly<Record<string, string>> = {
  'newsletter-block': 'Newsletter sign-up',
  'restock-signup': 'Restock opt-in',
  checkout: 'Checkout opt-in',
  form: 'Form',
  'contact-form': 'Form',
  import: 'Import',
};

/** A source's words: its label, else the source as stored, else "Unknown". */
export function sourceLabel(source: string | null): string {
  if (source === null || source === '') return 'Unknown';
  return SOURCE_LABELS[source] ?? source;
}
