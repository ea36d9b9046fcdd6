// The popup's routes: its own page (104), the island's JSON sign-up and the page's plain form, both through the newsletter sign-up behind the "promo popup" bot check.
import { Router, type Request, type RequestHandler } from 'express';
import {
  PROMO_POPUP_API_PATH,
  PROMO_POPUP_CAPTCHA_ACTION,
  PROMO_POPUP_PAGE_TYPE,
  PROMO_POPUP_PATH,
  type PromoPopupSettings,
} from '../../domain/promo-popup.js';
import type { AppDeps } from '../app-deps.js';
import { verifyCaptcha } from '../captcha/verify.js';
import { createPageRenderer, type PageRendererOptions } from '../commerce/checkout/page-renderer.js';
import { formSubmissionLimit } from '../forms/rate-limit.js';
import { HttpError } from '../http/http-error.js';
import { NEWSLETTER_OUTCOMES } from '../newsletter/block-context.js';
import { signUp } from '../newsletter/service.js';
import { PAGE_TEMPLATES, type PageView } from '../site/context/page-view.js';
import { publicBaseUrl } from '../site/website/public-base-url.js';
import { readPromoPopup } from './settings-store.js';

/** Options of {@link createPromoPopupRouter}. */
export interface PromoPopupRouterOptions extends PageRendererOptions {
  /** The limit on sign-ups; default 10 a minute per address, counted in the database. */
  submissionLimit?: RequestHandler;
}

/** What the popup's page says when the owner has it off. */
export const POPUP_OFF_MESSAGE = 'This sign-up is not available at the moment.';

function body(req: Request): Record<string, unknown> {
  const value: unknown = req.body;
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** Page type 104: the popup's content as a page (its status 404 while the popup is off). */
function popupPage(
  popup: PromoPopupSettings,
  outcome?: { ok: boolean; text: string },
  status = 200,
): PageView {
  return {
    template: PAGE_TEMPLATES.promoPopup,
    status: popup.enabled ? status : 404,
    pageType: PROMO_POPUP_PAGE_TYPE,
    title: popup.title,
    cache: 'no-store',
    context: popup.enabled
      ? {
          promoPopupPage: {
            title: popup.title,
            text: popup.text,
            buttonText: popup.buttonText,
            delaySeconds: 0,
            mode: 'page',
            ...(outcome === undefined ? {} : { outcome }),
          },
        }
      : { system: { title: popup.title, message: POPUP_OFF_MESSAGE } },
  };
}

/**
 * - `GET /newsletter/popup` → page type 104, the popup's title, text and sign-up form;
 * - `POST /api/newsletter/popup` `{email, captchaKey}` → 200 `{message}` (a confirmation email is on
 *   its way, to the list the owner chose), 400 with `fields.email` or the bot check's message, 404
 *   while the popup is off or the website has no list, 429 past the limit;
 * - `POST /newsletter/popup` (the page's plain form): the same, answered with the page and its outcome.
 */
export function createPromoPopupRouter(deps: AppDeps, options: PromoPopupRouterOptions = {}): Router {
  const db = deps.db.knex;
  const pages = createPageRenderer(deps, options);
  const limit =
    options.submissionLimit ??
    formSubmissionLimit(deps, { windowMs: 60_000, limit: 10, prefix: 'promo-popup' });
  const router = Router();

  async function subscribe(req: Request): Promise<{ message: string }> {
    const website = req.website;
    if (website === undefined) throw new HttpError(404, 'not-found', 'No website is served at this address.');
    const popup = await readPromoPopup(db, website.id);
    if (!popup.enabled) throw new HttpError(404, 'not-found', POPUP_OFF_MESSAGE);
    const posted = body(req);
    const captchaKey = typeof posted.captchaKey === 'string' ? posted.captchaKey : undefined;
    const verdict = await verifyCaptcha(db, website.id, captchaKey, PROMO_POPUP_CAPTCHA_ACTION);
    if (!verdict.ok) throw new HttpError(400, 'captcha-required', verdict.message);
    return signUp(db, {
      websiteId: website.id,
      siteTitle: website.title,
      email: posted.email,
      mailingListId: popup.mailingListId === '' ? undefined : popup.mailingListId,
      source: 'promo-popup',
      origin: await publicBaseUrl(deps, website),
      now: new Date(),
    });
  }

  router.get(PROMO_POPUP_PATH, async (req, res) => {
    await pages.send(req, res, async (request) =>
      popupPage(await readPromoPopup(db, request.site.website.id)),
    );
  });

  router.post(PROMO_POPUP_API_PATH, limit, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await subscribe(req));
  });

  router.post(PROMO_POPUP_PATH, limit, async (req, res) => {
    let outcome: { ok: boolean; text: string };
    let status = 200;
    try {
      outcome = { ok: true, text: (await subscribe(req)).message };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      status = error.status;
      const refusal = error.fields?.email ?? error.message;
      outcome = {
        ok: false,
        text: error.status === 404 ? NEWSLETTER_OUTCOMES['not-configured'].text : refusal,
      };
    }
    await pages.send(req, res, async (request) =>
      popupPage(await readPromoPopup(db, request.site.website.id), outcome, status),
    );
  });

  return router;
}
