// SPEC §7's language calls at their own paths: GET /api/multilingual/settings, /status, /languages; PUT /api/multilingual/languages; DELETE /api/multilingual/connection (the visitor's POST /api/site-users/account/locale is in the site users' router).
import type { Request, Response } from 'express';
import { Router } from 'express';
import { languagesBodySchema } from '../../domain/owner-api/multilingual.js';
import { CAPABILITY_SCOPES, rolesWith } from '../../domain/owner-permissions.js';
import type { AppDeps } from '../app-deps.js';
import { websiteOf } from '../accounts/website-of.js';
import { parseOwnerInput } from '../commerce/stores/owner-input.js';
import { requireOwner } from '../http/auth.js';
import { actorOf } from '../owner/api/actor.js';
import { websiteRecordOf } from '../site/website/request-website.js';
import {
  availableLanguages,
  disconnectMultilingual,
  multilingualSettings,
  multilingualStatus,
  putLanguages,
  type LanguageSite,
} from './service.js';

/** The paths (SPEC §7). */
export const MULTILINGUAL_PATH = '/api/multilingual';

/** Who reads the languages (everyone who may look at pages) and who changes them (those who may change the design). */
export const LANGUAGES_READ = { roles: rolesWith('pages:view'), scope: CAPABILITY_SCOPES['pages:view'] };
export const LANGUAGES_WRITE = { roles: rolesWith('design:edit'), scope: CAPABILITY_SCOPES['design:edit'] };

/** The request's website as the language rules see it. */
export function languageSite(req: Request): LanguageSite {
  return { id: websiteOf(req).id, language: websiteRecordOf(req)?.language || 'en' };
}

const noStore = (res: Response) => res.set('Cache-Control', 'no-store');

/** The owner's language routes: the settings, status and list, and changing the languages. */
export function createMultilingualRouter(deps: AppDeps): Router {
  const db = deps.db.knex;
  const router = Router();

  router.get(`${MULTILINGUAL_PATH}/settings`, requireOwner(LANGUAGES_READ), async (req, res) => {
    noStore(res).json(await multilingualSettings(db, languageSite(req)));
  });

  router.get(`${MULTILINGUAL_PATH}/status`, requireOwner(LANGUAGES_READ), async (req, res) => {
    noStore(res).json(await multilingualStatus(db, languageSite(req)));
  });

  router.get(`${MULTILINGUAL_PATH}/languages`, requireOwner(LANGUAGES_READ), (req, res) => {
    noStore(res).json(availableLanguages(languageSite(req)));
  });

  router.put(`${MULTILINGUAL_PATH}/languages`, requireOwner(LANGUAGES_WRITE), async (req, res) => {
    const { languages } = parseOwnerInput(languagesBodySchema, req.body ?? {});
    noStore(res).json(await putLanguages(db, languageSite(req), actorOf(req), languages));
  });

  router.delete(`${MULTILINGUAL_PATH}/connection`, requireOwner(LANGUAGES_WRITE), async (req, res) => {
    noStore(res).json(await disconnectMultilingual(db, languageSite(req), actorOf(req)));
  });

  return router;
}
