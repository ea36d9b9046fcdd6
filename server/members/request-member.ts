// The signed-in site user of a request, with their XSRF token and the member areas they may enter; which collections' items they may read.
import type { Request } from 'express';
import type { Knex } from 'knex';
import { xsrfTokenFor } from '../accounts/site-users/xsrf.js';
import type { PageRequest } from '../site/context/page-view.js';
import { siteCacheFor } from '../site/cache/site-caches.js';
import { siteReads } from '../site/context/site-reads.js';
import { collectionReader } from './member-guard.js';
import { areasOfSiteUser } from './store.js';

/**
 * `{ siteUser, memberAreaIds }` for a page request of a signed-in site user (one query for their
 * areas), else nothing: a visitor who is not signed in sees no member area's links.
 */
export async function siteUserOf(
  db: Knex,
  req: Request,
  websiteId: string,
): Promise<Pick<PageRequest, 'siteUser' | 'memberAreaIds'>> {
  const user = req.siteUser;
  if (user === undefined) return {};
  return {
    siteUser: { id: user.id, xsrfToken: xsrfTokenFor(req) },
    memberAreaIds: await areasOfSiteUser(db, websiteId, user.id),
  };
}

/**
 * Whether the request's visitor may read the items of a collection, as pages decide it
 * (member-guard.ts `collectionReader`): for requests that reach items other than through a page's
 * reads, such as a comment posted on one. Reads the site map through the site cache.
 */
export async function requestCollectionReader(
  db: Knex,
  req: Request,
  websiteId: string,
): Promise<(collectionId: string) => boolean> {
  const { map } = await siteReads(db, siteCacheFor(db)).siteParts(websiteId);
  const isOwner = req.account?.role !== undefined;
  const { memberAreaIds } = isOwner ? {} : await siteUserOf(db, req, websiteId);
  return collectionReader(map, { isOwner, ...(memberAreaIds === undefined ? {} : { memberAreaIds }) });
}
