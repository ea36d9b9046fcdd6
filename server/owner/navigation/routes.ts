// SPEC §7's menu calls: GET /api/commondata/GetSiteLayout and POST /api/widget/UpdateNavigation.
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import { websiteOf } from '../../accounts/website-of.js';
import { ROLE } from '../../accounts/roles.js';
import { requireOwner } from '../../http/auth.js';
import { parseOwnerInput } from '../../commerce/stores/owner-input.js';
import { updateNavigationBody } from './navigation-input.js';
import { siteLayout, updateNavigation } from './navigation-service.js';

/** Who edits menus: admins and website managers (an API key may read them with `website:read`, never change them). */
const NAVIGATION_ROLES: readonly number[] = [ROLE.admin, ROLE.websiteManager];

/**
 * - `GET /api/commondata/GetSiteLayout` → `{ layout: [{ identifier, links }] }`, the main navigation
 *   first; `links` are the stored items (`{ pageId | collectionId | externalLink, title?, newWindow?,
 *   items }`), so a client can change them and send them back;
 * - `POST /api/widget/UpdateNavigation` `{ fieldName, templateId?, navigation }` → 200 `{ identifier,
 *   links }`; 400 `invalid-navigation` with the reason (unknown page or collection, too deep, too many).
 */
export function createNavigationRouter(deps: AppDeps): Router {
  const db = deps.db.knex;
  const router = Router();
  const readers = requireOwner({ roles: NAVIGATION_ROLES, scope: 'website:read' });
  const editors = requireOwner({ roles: NAVIGATION_ROLES });

  router.get('/api/commondata/GetSiteLayout', readers, async (req, res) => {
    res.json({ layout: await siteLayout(db, websiteOf(req).id) });
  });

  router.post('/api/widget/UpdateNavigation', editors, async (req, res) => {
    const input = parseOwnerInput(updateNavigationBody, req.body);
    await updateNavigation(db, websiteOf(req).id, input.fieldName, input.navigation);
    res.json({ identifier: input.fieldName, links: input.navigation });
  });
  return router;
}
