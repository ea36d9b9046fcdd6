// Mailchimp's Marketing API v3 as a mailing-list provider: the account's lists (audiences) and adding a member.
import { createHash } from 'node:crypto';
import { MAILCHIMP_KEY_PATTERN, MAILING_LIST_MESSAGES } from '../../domain/owner-api/mailing-list-rules.js';
import { ProviderError, type MailingListProvider, type ProviderList } from './provider.js';

/** Mailchimp's address; `{dc}` is the API key's data centre (the part after its dash). */
export const MAILCHIMP_API_BASE_URL = 'https://{dc}.api.mailchimp.com/3.0';

/** How long one call may take. */
const TIMEOUT_MS = 10_000;
/** Mailchimp gives at most 1,000 lists a page; an account with more is not a small site's. */
const LIST_PAGE = 1000;

/** Options of {@link mailchimpProvider}. */
export interface MailchimpOptions {
  apiKey: string;
  /** Default {@link MAILCHIMP_API_BASE_URL}; tests give a loopback server's. */
  baseUrl?: string | undefined;
  fetch?: typeof fetch;
}

/** The API's root for `apiKey` (its data centre put into the base URL), or a refusal beside the key. */
export function mailchimpRoot(apiKey: string, baseUrl = MAILCHIMP_API_BASE_URL): string {
  const dc = MAILCHIMP_KEY_PATTERN.exec(apiKey)?.[1];
  if (dc === undefined) throw new ProviderError(MAILING_LIST_MESSAGES.apiKeyFormat, 'apiKey');
  return baseUrl.replace('{dc}', dc).replace(/\/+$/, '');
}

/** A Mailchimp member's id: the MD5 of the lower-case address. */
export function subscriberHash(email: string): string {
  return createHash('md5').update(email.toLowerCase()).digest('hex');
}

/** The provider for one Mailchimp account (HTTP Basic with the API key). */
export function mailchimpProvider(options: MailchimpOptions): MailingListProvider {
  const root = mailchimpRoot(options.apiKey, options.baseUrl);
  const send = options.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`tessera:${options.apiKey}`).toString('base64')}`;

  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await send(`${root}${path}`, {
        method,
        headers: {
          Authorization: authorization,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new ProviderError(MAILING_LIST_MESSAGES.providerUnreachable);
    }
    if (response.status === 401 || response.status === 403)
      throw new ProviderError(MAILING_LIST_MESSAGES.apiKeyRefused, 'apiKey');
    if (response.status === 404) throw new ProviderError(MAILING_LIST_MESSAGES.listRequired, 'listId');
    const text = await response.text();
    if (!response.ok) {
      // Mailchimp's problem documents carry `detail` (e.g. an address it will not take).
      let detail = '';
      try {
        const problem = JSON.parse(text) as { detail?: unknown };
        if (typeof problem.detail === 'string') detail = problem.detail;
      } catch {
        // not JSON: no detail
      }
      throw new ProviderError(detail || `Mailchimp answered ${response.status}.`);
    }
    try {
      return text === '' ? {} : (JSON.parse(text) as unknown);
    } catch {
      throw new ProviderError(MAILING_LIST_MESSAGES.providerUnreachable);
    }
  }

  return {
    kind: 'mailchimp',
    async listLists() {
      const reply = (await call(
        'GET',
        `/lists?count=${LIST_PAGE}&fields=lists.id,lists.name,lists.stats.member_count`,
      )) as { lists?: { id?: unknown; name?: unknown; stats?: { member_count?: unknown } }[] };
      return (reply.lists ?? [])
        .filter((list) => typeof list.id === 'string')
        .map((list) => ({
          id: String(list.id),
          name: typeof list.name === 'string' ? list.name : String(list.id),
          memberCount: typeof list.stats?.member_count === 'number' ? list.stats.member_count : 0,
        }));
    },
    async addMember(listId, email) {
      await call('PUT', `/lists/${encodeURIComponent(listId)}/members/${subscriberHash(email)}`, {
        email_address: email,
        status_if_new: 'subscribed',
        status: 'subscribed',
      });
    },
  };
}

export type { ProviderList };
