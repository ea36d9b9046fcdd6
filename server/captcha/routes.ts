// /api/captcha: which provider a website uses, fresh ALTCHA challenges, and the widget's worker and stylesheet.
import { Router } from 'express';
import { CAPTCHA_PATHS } from '../../domain/captcha-rules.js';
import type { AppDeps } from '../app-deps.js';
import { websiteOf } from '../accounts/website-of.js';
import { badRequest } from '../http/http-error.js';
import { createAltchaChallenge } from './altcha.js';
import { ALTCHA_FILE_PATHS, altchaFile } from './altcha-files.js';
import { CAPTCHA_ACTIONS, isCaptchaAction } from './captcha-messages.js';
import { configureCaptcha } from './captcha-options.js';
import { readCaptchaSettings } from './captcha-settings.js';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The captcha router, mounted before `app.use('/api', apiNotFound())`. It also sets this process's
 * captcha options from the configuration (the signing key and the work). Routes:
 * `GET /api/captcha/settings` → `{ provider: 'altcha' }` or `{ provider: 'recaptcha', siteKey }`;
 * `GET /api/captcha/challenge?action=<form-block|newsletter-block|product-waitlist|promo-popup>`
 * → a signed ALTCHA challenge `{ parameters, signature }` (no-store), 400 for another action;
 * `GET /api/captcha/altcha-worker.js` and `/api/captcha/altcha.css`.
 */
export function createCaptchaRouter(deps: AppDeps): Router {
  configureCaptcha({ hmacKey: deps.config.captchaHmacKey, work: deps.config.captchaWork });
  const db = deps.db.knex;
  const router = Router();

  router.get(CAPTCHA_PATHS.settings, async (req, res) => {
    const settings = await readCaptchaSettings(db, websiteOf(req).id);
    res.set('Cache-Control', 'no-store');
    res.json(
      settings.provider === 'recaptcha'
        ? { provider: 'recaptcha', siteKey: settings.siteKey }
        : { provider: 'altcha' },
    );
  });

  router.get(CAPTCHA_PATHS.challenge, async (req, res) => {
    const action: unknown = req.query?.action;
    if (!isCaptchaAction(action)) {
      throw badRequest(`Choose an action: ${CAPTCHA_ACTIONS.join(', ')}.`, { action: 'Unknown action.' });
    }
    const challenge = await createAltchaChallenge(db, websiteOf(req).id, action);
    res.set('Cache-Control', 'no-store');
    res.json(challenge);
  });

  router.get(ALTCHA_FILE_PATHS.worker, (_req, res) => {
    res.set('Cache-Control', `public, max-age=${DAY_SECONDS}`);
    res.type('text/javascript').send(altchaFile('worker'));
  });

  router.get(ALTCHA_FILE_PATHS.stylesheet, (_req, res) => {
    res.set('Cache-Control', `public, max-age=${DAY_SECONDS}`);
    res.type('text/css').send(altchaFile('stylesheet'));
  });

  return router;
}
