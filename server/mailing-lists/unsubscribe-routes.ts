// GET and POST /newsletter/unsubscribe?token=: the page a campaign's link opens, and the unsubscribe itself (RFC 8058's one-click POST, or the page's button).
import express, { Router, type Request, type RequestHandler } from 'express';
import type { AppDeps } from '../app-deps.js';
import { createPageRenderer, type PageRendererOptions } from '../commerce/checkout/page-renderer.js';
import { UNSUBSCRIBE_PATH } from './campaign-mail.js';
import { unsubscribePage } from './unsubscribe-page.js';
import { findUnsubscribeTarget, unsubscribeByToken } from './unsubscribe.js';

/** Options of {@link createUnsubscribeRouter}. */
export interface UnsubscribeRouterOptions extends PageRendererOptions {
  /**
   * The app's crumbProtection(), which must let a POST to {@link UNSUBSCRIBE_PATH} through without
   * the crumb (`exemptPosts`): mail clients post with no cookie, and the token is the secret.
   */
  crumb: RequestHandler;
}

function tokenOf(req: Request): string {
  const fromQuery: unknown = req.query.token;
  if (typeof fromQuery === 'string') return fromQuery;
  const body: unknown = req.body;
  const fromBody =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).token : undefined;
  return typeof fromBody === 'string' ? fromBody : '';
}

function websiteIdOf(req: Request): string | undefined {
  return req.website?.id;
}

/**
 * `GET /newsletter/unsubscribe?token=` renders page type 300 asking to confirm (never unsubscribes:
 * link scanners open links); `POST` (the page's button, or `List-Unsubscribe=One-Click` from a mail
 * client) unsubscribes and renders the done state. An unknown token is the page's 404 state.
 */
export function createUnsubscribeRouter(deps: AppDeps, options: UnsubscribeRouterOptions): Router {
  const pages = createPageRenderer(deps, options);
  const db = deps.db.knex;
  const router = Router();

  router.get(UNSUBSCRIBE_PATH, options.crumb, async (req, res) => {
    const websiteId = websiteIdOf(req);
    if (websiteId === undefined) return pages.sendNotFound(req, res);
    const token = tokenOf(req);
    const target = await findUnsubscribeTarget(db, websiteId, token);
    res.set('Referrer-Policy', 'no-referrer');
    await pages.send(req, res, async () => unsubscribePage(target, token, false));
  });

  router.post(
    UNSUBSCRIBE_PATH,
    express.urlencoded({ extended: false, limit: '4kb' }),
    options.crumb,
    async (req, res) => {
      const websiteId = websiteIdOf(req);
      if (websiteId === undefined) return pages.sendNotFound(req, res);
      const token = tokenOf(req);
      // Done before the page is built: a locked site still lets a recipient leave the list.
      const target = await unsubscribeByToken(db, websiteId, token);
      res.set('Referrer-Policy', 'no-referrer');
      await pages.send(req, res, async () => unsubscribePage(target, token, true));
    },
  );
  return router;
}
