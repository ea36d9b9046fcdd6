// GET /api/owner/members: the people who work on this website (admins and website managers).
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import { requireOwner } from '../../http/auth.js';
import { MANAGER_ROLES } from '../roles.js';
import { websiteOf } from '../website-of.js';
import { listMembers } from './service.js';

/** The members router, relative to `/api/owner`. */
export function createMembersRouter(deps: AppDeps): Router {
  const router = Router();
  router.get('/members', requireOwner({ roles: MANAGER_ROLES, scope: 'members:read' }), async (req, res) => {
    const members = await listMembers(deps.db.knex, websiteOf(req).id);
    res.json({ members });
  });
  return router;
}
