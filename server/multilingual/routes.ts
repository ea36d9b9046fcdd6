// SPEC §7's language calls at their own paths: GET /api/multilingual/settings, /status, /languages; PUT /api/multilingual/languages; DELETE /api/multilingual/connection; and the visitor's POST /api/site-users/account/locale.
import type { Request, Response } from 'express';
import { Router } from 'express';
import { z } from 'zod';
import { languagesBodySchema } from '../../domain/owner-api/multilingual.js';
import { CAPABILITY_SCOPES, rolesWith } from '../../domain/owner-permissions.js';
import { localizedPath } from '../../domain/site-languages.js';
import type { AppDeps } from '../app-deps.js';
import { websiteOf } from '../accounts/website-of.js';
import { parseOwnerInput } from '../commerce/stores/owner-input.js';
import { requireOwner } from '../http/auth.js';
import { badRequest } from '../http/http-error.js';
import { actorOf } from '../owner/api/actor.js';
import { websiteRecordOf } from '../site/website/request-website.js';
import {
  availableLanguages,
  disconnectMultilingual,
  multilingualSettings,
  multilingualStatus,
  putLanguages,
  visitorLanguage,
  type LanguageSite,
} from './service.js';

/** The paths (SPEC §7). */
export const MULTILINGUAL_PATH = '/api/multilingual';
export const LOCALE_PATH = '/api/site-users/account/locale';

/** Who reads the languages (everyone who may look at pages) and who changes them (those who may change the design). */
export const LANGUAGES_READ = { roles: rolesWith('pages:view'), scope: CAPABILITY_SCOPES['pages:view'] };
export const LANGUAGES_WRITE = { roles: rolesWith('design:edit'), scope: CAPABILITY_SCOPES['design:edit'] };

/** The visitor's language cookie: the site language they chose (pages themselves are chosen by address). */
export const LANGUAGE_COOKIE = 'tessera_language';
const LANGUAGE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** The body of the locale call. */
export const localeBody = z.object({
  language: z
    .string({ error: 'Send a language tag like fr.' })
    .trim()
    .min(1, 'Send a language tag like fr.')
    .max(35),
});

function languageSite(req: Request): LanguageSite {
  return { id: websiteOf(req).id, language: websiteRecordOf(req)?.language || 'en' };
}

const noStore = (res: Response) => res.set('Cache-Control', 'no-store');

/** The language routes. The owner ones answer the settings (or status, or list); the visitor's sets a cookie. */
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

  // Any visitor (the crumb guards it like every state change): 400 unless the language is the site's.
  router.post(LOCALE_PATH, async (req, res) => {
    const parsed = localeBody.safeParse(req.body ?? {});
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Send a language tag like fr.';
      throw badRequest(message, { language: message });
    }
    const site = languageSite(req);
    const language = await visitorLanguage(db, site, parsed.data.language);
    res.cookie(LANGUAGE_COOKIE, language, {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure,
      path: '/',
      maxAge: LANGUAGE_COOKIE_MAX_AGE_MS,
    });
    const primary = language.toLowerCase() === site.language.toLowerCase();
    noStore(res).json({ language, path: localizedPath('/', primary ? undefined : language) });
  });

  return router;
}
