// SPEC §7's menu calls: GET /api/commondata/GetSiteLayout and POST /api/widget/UpdateNavigation.
import { Router } from 'express';
import { CAPABILITY_SCOPES, rolesWith } from '../../../domain/owner-permissions.js';
import type { AppDeps } from '../../app-deps.js';
import { websiteOf } from '../../accounts/website-of.js';
import { requireOwner } from '../../http/auth.js';
import { actorOf } from '../api/actor.js';
import { parseNavigationUpdate } from './navigation-input.js';
import { saveNavigation, siteLayout } from './navigation-service.js';

/** Who edits menus: the roles that edit pages (admin, website manager, editor). */
const NAVIGATION_ROLES: readonly number[] = rolesWith('pages:edit');

/** Lets the request through when either guard does (one role list, two API-key scopes). */

/**
 * - `GET /api/commondata/GetSiteLayout` → `{ layout: [{ identifier, links }] }`, the main navigation
 *   first; `links` are the stored items (`{ pageId | collectionId | externalLink | memberAreaId,
 *   title?, newWindow?, items }`), so a client can change them and send them back;
 * - `POST /api/widget/UpdateNavigation` `{ fieldName, templateId?, navigation }`, `navigation` being
 *   SPEC §3's `{ items }` or the items themselves → 200 `{ identifier, links }`; 400
 *   `invalid-navigation` with the reason (unknown page or collection, too deep, too many).
 * For the roles that edit pages; an API key reads with `pages:read` (or `website:read`) and saves
 * with `pages:write`. Each save is recorded in OWNER_CHANGES.
 */
export function createNavigationRouter(deps: AppDeps): Router {
  const db = deps.db.knex;
  const router = Router();
  const readers = requireOwner({
    roles: NAVIGATION_ROLES,
    scope: [CAPABILITY_SCOPES['pages:view'], 'website:read'],
  });
  const editors = requireOwner({ roles: NAVIGATION_ROLES, scope: CAPABILITY_SCOPES['pages:edit'] });

  router.get('/api/commondata/GetSiteLayout', readers, async (req, res) => {
    res.json({ layout: await siteLayout(db, websiteOf(req).id) });
  });

  router.post('/api/widget/UpdateNavigation', editors, async (req, res) => {
    const { fieldName, items } = parseNavigationUpdate(req.body);
    const links = await saveNavigation(db, websiteOf(req).id, actorOf(req), fieldName, items);
    res.json({ identifier: fieldName, links });
  });
  return router;
}
