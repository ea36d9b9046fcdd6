// The signed-in site user of a page request, with their XSRF token and the member areas they may enter.
import type { Request } from 'express';
import type { Knex } from 'knex';
import { xsrfTokenFor } from '../accounts/site-users/xsrf.js';
import type { PageRequest } from '../site/context/page-view.js';
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
