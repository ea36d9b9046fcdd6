// POST, GET /api/owner/api-keys and DELETE /api/owner/api-keys/:id: keys for the website's API.
import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { requireOwner } from '../../http/auth.js';
import { parseInput } from '../input.js';
import { MANAGER_ROLES } from '../roles.js';
import { websiteOf } from '../website-of.js';
import { API_KEY_SCOPES } from './scopes.js';
import { createApiKey, listApiKeys, revokeApiKey } from './service.js';

export const newKeySchema = z.object({
  name: z.string({ error: 'Give the key a name.' }).trim().min(1, 'Give the key a name.').max(100),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: `Scopes are: ${API_KEY_SCOPES.join(', ')}.` }), {
      error: 'Choose at least one scope.',
    })
    .min(1, 'Choose at least one scope.'),
});

/**
 * The API-key routes, relative to `/api/owner`, for admins (1) and website managers (15) signed in
 * in person (no key can make or revoke keys). Create: 201 `{ apiKey, key }`, the key shown once.
 */
export function createApiKeysRouter(deps: AppDeps): Router {
  const db = deps.db.knex;
  const router = Router();
  const managers = requireOwner({ roles: MANAGER_ROLES });

  router.post('/api-keys', managers, async (req, res) => {
    const { name, scopes } = parseInput(newKeySchema, req.body);
    const websiteId = websiteOf(req).id;
    const created = await createApiKey(db, { websiteId, name, scopes, createdByAccountId: req.account!.id });
    res.status(201).json(created);
  });

  router.get('/api-keys', managers, async (req, res) => {
    res.json({ apiKeys: await listApiKeys(db, websiteOf(req).id) });
  });

  router.delete('/api-keys/:id', managers, async (req, res) => {
    await revokeApiKey(db, websiteOf(req).id, String(req.params.id));
    res.status(204).end();
  });

  return router;
}
