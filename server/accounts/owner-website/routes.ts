// GET /api/owner/website: the website being edited, and the caller's roles on it (any member).
import { Router } from 'express';
import { requireOwner } from '../../http/auth.js';
import { rolesOf } from '../roles.js';
import { websiteOf } from '../website-of.js';

/** The owner website router, relative to `/api/owner`: 200 `{ website, roles }`. */
export function createOwnerWebsiteRouter(): Router {
  const router = Router();
  router.get('/website', requireOwner({ scope: 'website:read' }), (req, res) => {
    res.json({ website: websiteOf(req), roles: rolesOf(req.account!) });
  });
  return router;
}
