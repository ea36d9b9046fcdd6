// POST, GET /api/owner/api-keys and DELETE /api/owner/api-keys/:id: keys for the website's API.
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { currentPassword } from '../../../domain/owner-api/profile.js';
import type { AppDeps } from '../../app-deps.js';
import { requireOwner } from '../../http/auth.js';
import { parseInput } from '../input.js';
import { requireOwnerPassword } from '../owners/service.js';
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
  /** The creator's password, asked again: a key outlives the session and holds its scopes for good. */
  password: currentPassword,
});

/**
 * The API-key routes, relative to `/api/owner`, for admins (1) and website managers (15) signed in
 * in person (no key can make or revoke keys). Create `{ name, scopes, password }`: 201 `{ apiKey,
 * key }`, the key shown once; the password is asked again (400 naming `password`: 'Please enter
 * your password.' or 'This is not your current password.', wrong ones limited by
 * `passwordCheckLimit`), so a script acting in a signed-in browser cannot make one.
 */
export function createApiKeysRouter(deps: AppDeps, passwordCheckLimit: RequestHandler[] = []): Router {
  const db = deps.db.knex;
  const router = Router();
  const managers = requireOwner({ roles: MANAGER_ROLES });

  router.post('/api-keys', managers, ...passwordCheckLimit, async (req, res) => {
    const { name, scopes, password } = parseInput(newKeySchema, req.body);
    await requireOwnerPassword(db, req.account!.id, password, 'password');
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
