// Visitors' comment routes: the island's JSON post and the plain form (JavaScript off), both rate-limited.
import { Router, type Request, type RequestHandler } from 'express';
import {
  COMMENT_API_PATH,
  COMMENT_FIELDS,
  COMMENT_FORM_ANCHOR,
  COMMENT_FORM_PATH,
  COMMENT_MESSAGES,
  COMMENT_OUTCOME_PARAM,
} from '../../domain/comment-rules.js';
import { websiteOf } from '../accounts/website-of.js';
import type { AppDeps } from '../app-deps.js';
import { localPath, refererPath } from '../commerce/cart/return-path.js';
import { requestCollectionReader } from '../members/request-member.js';
import { publicBaseUrl } from '../site/website/public-base-url.js';
import { outcomeCode } from './outcomes.js';
import { commentRateLimit } from './rate-limit.js';
import { postComment } from './service.js';

/** Options of {@link createCommentsRouter}. */
export interface CommentsRouterOptions {
  /** The limit on posts; default 5 a minute per address, counted in the database. */
  rateLimit?: RequestHandler;
}

function runLimit(limit: RequestHandler, req: Request, res: Parameters<RequestHandler>[1]): Promise<void> {
  return new Promise((resolve, reject) =>
    limit(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
  );
}

/**
 * Mounted after `authenticate` and the crumb (which the body parsers before them feed):
 * - `POST /api/comments` `{ itemId, parentId?, name, email?, website?, body, captchaKey? }` → 201
 *   `{ message: 'Your comment is awaiting moderation.', comment: { id, status: 'held' } }`;
 *   400 `{ error, message, fields }`, 403 (comments closed), 404 (no such post), 429.
 * - `POST /comments` (the same fields, URL-encoded, with `crumb` and `tessera-return-to`) → 303
 *   back to the post with `?comment=<outcome>#comment-form` (`held`, or what was refused).
 */
export function createCommentsRouter(deps: AppDeps, options: CommentsRouterOptions = {}): Router {
  const db = deps.db.knex;
  const limit = options.rateLimit ?? commentRateLimit(deps);
  const router = Router();

  const post = async (req: Request) => {
    const site = websiteOf(req);
    return postComment(db, {
      websiteId: site.id,
      siteTitle: site.title,
      body: req.body,
      ...(req.ip === undefined ? {} : { clientAddress: req.ip }),
      origin: await publicBaseUrl(deps, site),
      mayRead: await requestCollectionReader(db, req, site.id),
    });
  };

  router.post(COMMENT_API_PATH, limit, async (req, res) => {
    const stored = await post(req);
    res
      .status(201)
      .set('Cache-Control', 'no-store')
      .json({ message: COMMENT_MESSAGES.held, comment: { id: stored.id, status: stored.status } });
  });

  router.post(COMMENT_FORM_PATH, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const back = localPath(body[COMMENT_FIELDS.returnTo]) ?? refererPath(req) ?? '/';
    let code = 'held';
    try {
      await runLimit(limit, req, res);
      await post(req);
    } catch (error) {
      code = outcomeCode(error);
      if (code === 'failed') deps.logger.error({ err: error }, 'comment post failed');
    }
    const url = new URL(back, 'http://site.invalid');
    url.searchParams.set(COMMENT_OUTCOME_PARAM, code);
    // A refused reply comes back as a reply still, so the visitor can try again.
    const parentId = body[COMMENT_FIELDS.parentId];
    if (code !== 'held' && typeof parentId === 'string' && /^[\w-]{1,100}$/.test(parentId)) {
      url.searchParams.set('replyTo', parentId);
    }
    res.redirect(303, `${url.pathname}${url.search}#${COMMENT_FORM_ANCHOR}`);
  });

  return router;
}
