// POST /api/site-users/account/locale (SPEC §7): the language a visitor chose, remembered in a cookie, and a signed-in site user's on their account.
import type { Request, Response } from 'express';
import type { Knex } from 'knex';
import { LANGUAGE_MESSAGES, localizedPath } from '../../domain/site-languages.js';
import { setSiteUserLanguage } from '../accounts/site-users/service.js';
import { websiteOf } from '../accounts/website-of.js';
import { badRequest } from '../http/http-error.js';
import { languageSite } from './routes.js';
import { languageChoice } from './service.js';

/** The visitor's language cookie: the site language they chose (pages themselves are chosen by address). */
export const LANGUAGE_COOKIE = 'tessera_language';
const LANGUAGE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Answers the locale call for `language` (already checked to look like a language tag). One of the
 * site's languages is remembered in a cookie and answered with its home page's address. A signed-in
 * site user's choice is also kept on their account; while the site has only its primary language
 * they may keep any language there (their own preference). A guest, or anyone on a site with other
 * languages, is refused (400) a language the site does not offer.
 */
export async function chooseLocale(db: Knex, req: Request, res: Response, language: string): Promise<void> {
  const site = languageSite(req);
  const { offered, multilingual } = await languageChoice(db, site, language);
  if (offered === undefined && (req.siteUser === undefined || multilingual)) {
    const message = LANGUAGE_MESSAGES.notOffered(language);
    throw badRequest(message, { language: message });
  }
  if (req.siteUser !== undefined)
    await setSiteUserLanguage(db, {
      websiteId: websiteOf(req).id,
      siteUserId: req.siteUser.id,
      language: offered ?? language,
    });
  res.set('Cache-Control', 'no-store');
  if (offered === undefined) {
    res.json({ language });
    return;
  }
  res.cookie(LANGUAGE_COOKIE, offered, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
    maxAge: LANGUAGE_COOKIE_MAX_AGE_MS,
  });
  const primary = offered.toLowerCase() === site.language.toLowerCase();
  res.json({ language: offered, path: localizedPath('/', primary ? undefined : offered) });
}
