// The newsletter block's routes: the JSON sign-up, the plain (JavaScript-off) sign-up, and the confirmation link.
import express, { Router, type Request, type RequestHandler } from 'express';
import cookieParser from 'cookie-parser';
import type { AppDeps } from '../app-deps.js';
import { localPath, refererPath } from '../commerce/cart/return-path.js';
import { HttpError } from '../http/http-error.js';
import { publicBaseUrl } from '../site/website/public-base-url.js';
import { formSubmissionLimit } from '../forms/rate-limit.js';
import { NEWSLETTER_PARAM } from './block-context.js';
import { confirmationPage } from './confirm-page.js';
import { forwardConfirmedSignUp } from '../mailing-lists/connection.js';
import { CONFIRM_PATH, NEWSLETTER_MESSAGES, confirmSignUp, signUp } from './service.js';

/** The newsletter paths. */
export const NEWSLETTER_PATHS = {
  subscribe: '/api/newsletter/subscribe',
  plainPost: '/newsletter',
  confirm: CONFIRM_PATH,
} as const;

/** What the newsletter router needs besides the app's dependencies. */
export interface NewsletterRouterOptions {
  /** The crumb check (`crumbProtection()`), run after the body is parsed. */
  crumb: RequestHandler;
  /** The limit on sign-ups; default 10 a minute per address, counted in the database. */
  submissionLimit?: RequestHandler;
  now?: () => Date;
}

function website(req: Request): { id: string; title: string } {
  if (req.website === undefined)
    throw new HttpError(404, 'not-found', 'No website is served at this address.');
  return req.website;
}

function body(req: Request): Record<string, unknown> {
  const value: unknown = req.body;
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The code a plain sign-up's refusal comes back to the page with. */
function refusalCode(error: unknown): string {
  if (!(error instanceof HttpError)) return 'failed';
  if (error.status === 400) return 'invalid-email';
  if (error.status === 404) return 'not-configured';
  if (error.status === 429) return 'rate-limited';
  return 'failed';
}

/**
 * `POST /api/newsletter/subscribe` `{ email, mailingListId? }` → 200 `{ message }` (a confirmation
 * email is on its way), 400 with `fields.email`, 404 when the website has no mailing list, 429;
 * `POST /newsletter` (urlencoded, with the crumb, `formId` and `tessera-return-to`): the same, then
 * 303 back to the page with `?newsletter=<outcome>&newsletterForm=<formId>`;
 * `GET /newsletter/confirm?token=` → a page saying the subscription is confirmed (200) or the link
 * is not valid (404).
 */
export function createNewsletterRouter(deps: AppDeps, options: NewsletterRouterOptions): Router {
  const db = deps.db.knex;
  const now = options.now ?? (() => new Date());
  const limit =
    options.submissionLimit ??
    formSubmissionLimit(deps, { windowMs: 60_000, limit: 10, prefix: 'newsletter' });
  const parse = [
    cookieParser(),
    express.json({ limit: '16kb' }),
    express.urlencoded({ extended: false, limit: '16kb' }),
    options.crumb,
  ];
  const router = Router();

  router.post(NEWSLETTER_PATHS.subscribe, ...parse, limit, async (req, res) => {
    const site = website(req);
    const posted = body(req);
    const reply = await signUp(db, {
      websiteId: site.id,
      siteTitle: site.title,
      email: posted.email,
      mailingListId: posted.mailingListId,
      source: 'newsletter-block',
      origin: await publicBaseUrl(deps, site),
      now: now(),
    });
    res.set('Cache-Control', 'no-store').json(reply);
  });

  router.post(NEWSLETTER_PATHS.plainPost, ...parse, async (req, res, next) => {
    const posted = body(req);
    const back = localPath(posted['tessera-return-to']) ?? refererPath(req) ?? '/';
    const formId =
      typeof posted.formId === 'string' && /^[a-z0-9-]{1,40}$/.test(posted.formId) ? posted.formId : '';
    let code = 'check-email';
    try {
      await new Promise<void>((resolve, reject) =>
        limit(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
      );
      const site = website(req);
      await signUp(db, {
        websiteId: site.id,
        siteTitle: site.title,
        email: posted.email,
        mailingListId: posted.mailingListId,
        source: 'newsletter-block',
        origin: await publicBaseUrl(deps, site),
        now: now(),
      });
    } catch (error) {
      if (!(error instanceof HttpError)) deps.logger.error({ err: error }, 'newsletter sign-up failed');
      code = refusalCode(error);
    }
    try {
      const url = new URL(back, 'http://site.invalid');
      url.searchParams.set(NEWSLETTER_PARAM, code);
      if (formId !== '') url.searchParams.set('newsletterForm', formId);
      res.redirect(303, `${url.pathname}${url.search}${formId === '' ? '' : `#${formId}`}`);
    } catch (error) {
      next(error);
    }
  });

  router.get(NEWSLETTER_PATHS.confirm, async (req, res) => {
    const site = website(req);
    const confirmed = await confirmSignUp(db, site.id, req.query.token, now());
    res.set('Cache-Control', 'no-store').set('Referrer-Policy', 'no-referrer');
    if (confirmed === undefined) {
      res
        .status(404)
        .type('html')
        .send(confirmationPage(site.title, 'Link not valid', NEWSLETTER_MESSAGES.invalidLink));
      return;
    }
    const sentence = `${confirmed.email} is now subscribed to ${confirmed.listName || 'our newsletter'}. Thank you!`;
    res.type('html').send(confirmationPage(site.title, 'Subscription confirmed', sentence));
    // Then, without keeping the visitor waiting, into a connected outside list (it logs its own failures).
    await forwardConfirmedSignUp(deps, site.id, confirmed.email, 'newsletter-block');
  });
  return router;
}
