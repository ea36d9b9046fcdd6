// The public address of a website (`https://shop.example`) that links in mail, `canonical` and `og:url` start with: from its configured domain or PUBLIC_URL, never from a request's Host header.
import type { AppDeps } from '../../app-deps.js';
import { TABLES } from '../../db/tables.js';
import { siteCacheFor } from '../cache/site-caches.js';
import { isDirectHost } from './host.js';

/** What the address is made from: the website's primary domain and whether it is the default website. */
interface AddressFacts {
  isDefault: boolean;
  primaryHost: string | undefined;
}

async function addressFacts(deps: Pick<AppDeps, 'db'>, websiteId: string): Promise<AddressFacts> {
  const db = deps.db.knex;
  const row = (await db({ w: TABLES.websites })
    .leftJoin({ d: TABLES.websiteDomains }, function joinPrimary() {
      this.on('d.website_id', 'w.id').andOn('d.is_primary', db.raw('true'));
    })
    .where('w.id', websiteId)
    .first('w.is_default', 'd.host')) as { is_default: boolean; host: string | null } | undefined;
  return { isDefault: row?.is_default ?? false, primaryHost: row?.host ?? undefined };
}

/**
 * The origin a website's absolute links start with, without a trailing slash. In order:
 * 1. PUBLIC_URL, for the default website (the one served on localhost and IP addresses);
 * 2. `https://` and the website's primary domain (WEBSITE_DOMAINS.is_primary), unless that is
 *    `localhost` or an IP address;
 * 3. PUBLIC_URL, for any other website;
 * 4. `http://localhost:<PORT>`.
 * The request that asked is never consulted: a forged `Host` cannot move a link in a mail or a
 * page's canonical address. Read through the site cache, so `invalidateSiteData` after a change of
 * domains takes effect. `website` may be absent (a request no website answers): then 3 and 4.
 */
export async function publicBaseUrl(
  deps: Pick<AppDeps, 'db' | 'config'>,
  website: { id: string } | undefined,
): Promise<string> {
  const { publicUrl, port } = deps.config;
  const facts =
    website === undefined
      ? undefined
      : await siteCacheFor(deps.db.knex).read(website.id, 'public-base-url', () =>
          addressFacts(deps, website.id),
        );
  if (facts?.isDefault === true && publicUrl !== undefined) return publicUrl;
  const host = facts?.primaryHost;
  if (host !== undefined && !isDirectHost(host)) return `https://${host}`;
  return publicUrl ?? `http://localhost${port === 80 ? '' : `:${port}`}`;
}
