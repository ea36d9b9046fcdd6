// Which website tables a website archive holds, which it leaves out and why, and which columns it never holds (secrets).
import { GLOBAL_TABLES, TABLES, type TableName } from '../db/tables.js';

type Handle = keyof typeof TABLES;

/**
 * Every website table the archive leaves out, with the reason (docs/ARCHIVE.md lists them). A new
 * website table must be added here or to {@link ARCHIVED}: site-archive-tables.test.ts fails until it is.
 */
export const NOT_ARCHIVED: Readonly<Partial<Record<Handle, string>>> = {
  websiteDomains: 'host names belong to the server the website is served from',
  memberships: 'owners come as data/owners.json and are matched by email',
  apiKeys: 'API keys are secrets',
  carts: 'carts are a visitor’s, short-lived and tied to their cookie',
  cartEntries: 'carts are a visitor’s, short-lived and tied to their cookie',
  orderAccessTokens: 'order access tokens are secrets',
  trackingEvents: 'analytics stay on the server that collected them',
  trackingDaily: 'analytics stay on the server that collected them',
  captchaKeys: 'captcha keys are secrets',
  captchaSolutions: 'captcha answers last minutes',
  formSubmissionKeys: 'submission keys guard against a form sent twice, for minutes',
  newsletterConfirmations: 'confirmation links are secrets',
  ownerChanges: 'the change log names accounts of the server it was kept on',
  webhookEndpoints: 'webhook endpoints carry their signing secrets',
  webhookDeliveries: 'webhook deliveries belong to the endpoints left out',
  campaignRecipients: 'each recipient row carries an unsubscribe token',
  jsErrorGroups: 'error reports stay on the server that collected them',
  performanceRecords: 'performance figures stay on the server that collected them',
  performanceDaily: 'performance figures stay on the server that collected them',
  reviewRequests: 'review requests carry a token each',
  siteUserPasswordResets: 'password-reset links are secrets',
  ssoSettings: 'single sign-on settings carry a client secret',
  ssoSignIns: 'sign-ins in progress last minutes',
  ownerInvitations: 'invitations carry a token each',
  imports: 'import jobs are this server’s',
  importRecords: 'import records serve re-runs of an import on this server',
  websiteExports: 'export jobs are this server’s',
};

/**
 * Columns never written to an archive. A `null` replaces the value (the column takes null); the
 * tables' other secret-looking columns are listed with why they are kept, so the test that scans
 * the catalogue for names like `hash`, `secret`, `token` or `password` knows each was looked at.
 */
export const SECRET_COLUMNS: Readonly<Partial<Record<Handle, readonly string[]>>> = {
  siteUsers: ['password_hash'],
  pages: ['password_hash'],
  mailingListConnections: ['api_key'],
};

/**
 * Keys of JSON columns never written to an archive (the rest of the object is): the reCAPTCHA
 * API key kept beside the site key in `WEBSITE_SETTINGS.captcha_settings`.
 */
export const SECRET_JSON_KEYS: Readonly<
  Partial<Record<Handle, Readonly<Record<string, readonly string[]>>>>
> = {
  websiteSettings: { captcha_settings: ['apiKey'] },
};

/** Secret-looking columns that are kept, and why. */
export const KEPT_COLUMNS: Readonly<Record<string, string>> = {
  'PAGES.password_protected': 'a protected page is written unprotected and disabled, as its password is not',
  'ORDERS.idempotency_key': 'the checkout’s duplicate guard, no secret',
  'ORDERS.request_hash': 'a hash of the checkout request, no secret',
  'FORM_SUBMISSIONS.submission_key': 'the duplicate guard of a form sent, no secret',
  'DONATIONS.payment_reference': 'the payment provider’s reference, no token',
  'WEBSITE_THEMES.content_hash': 'a hash of the theme’s files',
};

/** The website tables the archive holds, by handle, in TABLES order. */
export function archivedHandles(): Handle[] {
  const global = new Set<TableName>(GLOBAL_TABLES);
  return (Object.keys(TABLES) as Handle[]).filter(
    (handle) => !global.has(TABLES[handle]) && NOT_ARCHIVED[handle] === undefined,
  );
}
