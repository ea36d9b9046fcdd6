// GET and PUT /api/site-header-footer (SPEC §7: PUT sends header, footer): the site's header and footer, for the editor's Header & footer screen.
import { Router } from 'express';
import { headerFooterSchema } from '../../domain/owner-api/header-footer.js';
import { CAPABILITY_SCOPES, rolesWith } from '../../domain/owner-permissions.js';
import type { AppDeps } from '../app-deps.js';
import { websiteOf } from '../accounts/website-of.js';
import { parseOwnerInput } from '../commerce/stores/owner-input.js';
import { requireOwner } from '../http/auth.js';
import { actorOf } from '../owner/api/actor.js';
import { getHeaderFooter, putHeaderFooter } from './service.js';

/** Where the header and footer live (SPEC §7). */
export const HEADER_FOOTER_PATH = '/api/site-header-footer';

/** Who reads them (everyone who may look at pages) and who changes them (those who may change the design). */
export const HEADER_FOOTER_READ = { roles: rolesWith('pages:view'), scope: CAPABILITY_SCOPES['pages:view'] };
export const HEADER_FOOTER_WRITE = {
  roles: rolesWith('design:edit'),
  scope: CAPABILITY_SCOPES['design:edit'],
};

/**
 * The header and footer routes. Both answer `{ header, footer }` with every field set; PUT
 * replaces both (fields left out take their defaults) and the public pages show it at once.
 */
export function createHeaderFooterRouter(deps: AppDeps): Router {
  const db = deps.db.knex;
  const router = Router();

  router.get(HEADER_FOOTER_PATH, requireOwner(HEADER_FOOTER_READ), async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await getHeaderFooter(db, websiteOf(req).id));
  });

  router.put(HEADER_FOOTER_PATH, requireOwner(HEADER_FOOTER_WRITE), async (req, res) => {
    const value = parseOwnerInput(headerFooterSchema, req.body ?? {});
    res
      .set('Cache-Control', 'no-store')
      .json(await putHeaderFooter(db, websiteOf(req).id, actorOf(req), value));
  });

  return router;
}
