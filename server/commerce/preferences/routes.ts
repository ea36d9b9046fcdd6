// GET and PUT /api/v1/commerce-preferences/{namespace} (SPEC §7): an owner's per-namespace commerce settings.
import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { websiteOf } from '../../accounts/website-of.js';
import { requireOwner } from '../../http/auth.js';
import { notExpectedOption } from '../stores/owner-messages.js';
import { parseOwnerInput } from '../stores/owner-input.js';
import { STORE_ROLES } from '../stores/store-roles.js';
import { getPreferences, putPreferences } from './service.js';

/** Where the preferences live (SPEC §7). */
export const PREFERENCES_PATH = '/api/v1/commerce-preferences/:namespace';

/** Namespaces are lower-case words joined by '-' (`checkout`, `restock-notifications`), at most 64 characters. */
export const NAMESPACE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SETTINGS = 200;
const MAX_KEY_LENGTH = 100;

export const params = z.object({
  namespace: z.string().refine((value) => NAMESPACE_PATTERN.test(value) && value.length <= 64, {
    error: (issue) => notExpectedOption(String(issue.input)),
  }),
});

export const settingsBody = z
  .record(z.string(), z.json(), { error: 'Send the settings as an object of names and values.' })
  .refine((settings) => Object.keys(settings).length <= MAX_SETTINGS, {
    message: `At most ${MAX_SETTINGS} settings are kept per namespace.`,
  })
  .refine(
    (settings) => Object.keys(settings).every((key) => key.length > 0 && key.length <= MAX_KEY_LENGTH),
    {
      message: `Setting names have 1 to ${MAX_KEY_LENGTH} characters.`,
    },
  );

/**
 * The preferences routes, for admins, website managers and store managers (or API keys with
 * `products:read` to read and `products:write` to write). Both answer 200 with the namespace's
 * settings object (`{}` before any was saved); PUT replaces the whole object.
 */
export function createPreferencesRouter(deps: AppDeps): Router {
  const db = deps.db.knex;
  const router = Router();

  router.get(
    PREFERENCES_PATH,
    requireOwner({ roles: STORE_ROLES, scope: 'products:read' }),
    async (req, res) => {
      const { namespace } = parseOwnerInput(params, req.params);
      res.set('Cache-Control', 'no-store').json(await getPreferences(db, websiteOf(req).id, namespace));
    },
  );

  router.put(
    PREFERENCES_PATH,
    requireOwner({ roles: STORE_ROLES, scope: 'products:write' }),
    async (req, res) => {
      const { namespace } = parseOwnerInput(params, req.params);
      // No body at all is refused like any non-object, rather than read as "clear every setting".
      const settings = parseOwnerInput(settingsBody, req.body ?? []);
      res
        .set('Cache-Control', 'no-store')
        .json(await putPreferences(db, websiteOf(req).id, namespace, settings));
    },
  );

  return router;
}
