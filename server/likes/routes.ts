// Like routes: the visitor's like state, like and unlike (JSON, for the island), and the button's plain form.
import { Router, type RequestHandler } from 'express';
import { LIKE_FORM_FIELDS, LIKE_FORM_PATH, LIKES_API_PATH } from '../../domain/likes.js';
import { parseInput } from '../accounts/input.js';
import { websiteOf } from '../accounts/website-of.js';
import type { AppDeps } from '../app-deps.js';
import { localPath, refererPath } from '../commerce/cart/return-path.js';
import { rateLimits } from '../http/rate-limit.js';
import { likeFormSchema, likeParamsSchema } from './input.js';
import { likeState, setLike } from './service.js';
import { readVisitorKey, visitorKeyFor } from './visitor-key.js';

/** Options of {@link createLikesRouter}. */
export interface LikesRouterOptions {
  /** The limit on likes and unlikes; default 30 a minute per address, counted in the database. */
  likeRateLimit?: RequestHandler;
}

/**
 * Mounted after `authenticate` and the crumb (every POST and DELETE carries it):
 * - `GET /api/likes/:itemId` → `{ itemId, count, liked }` for this visitor (never cached: the
 *   shared page cannot know it); sets no cookie.
 * - `POST /api/likes/:itemId` → the same after a like (idempotent: twice counts once), setting the
 *   visitor's like cookie the first time; `DELETE` → after an unlike.
 * - `POST /likes` (form: `itemId`, `action` like|unlike, `tessera-return-to`, `crumb`) → 303 back
 *   to the page, which shows the new count.
 * Refusals: 400 `{ error: 'invalid-input', message, fields }`, 404 'This item cannot be liked.'
 * (unknown, unpublished, or likes off), 429.
 */
export function createLikesRouter(
  deps: AppDeps,
  {
    likeRateLimit = rateLimits(deps, { windowMs: 60_000, limit: 30, prefix: 'likes' }),
  }: LikesRouterOptions = {},
): Router {
  const db = deps.db.knex;
  const production = deps.config.production;
  const router = Router();
  const itemPath = `${LIKES_API_PATH}/:itemId`;

  router.get(itemPath, async (req, res) => {
    const { itemId } = parseInput(likeParamsSchema, req.params);
    const state = await likeState(db, websiteOf(req).id, itemId, readVisitorKey(req));
    res.set('Cache-Control', 'no-store').json(state);
  });

  for (const [method, liked] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    router[method](itemPath, likeRateLimit, async (req, res) => {
      const { itemId } = parseInput(likeParamsSchema, req.params);
      const websiteId = websiteOf(req).id;
      const state = await setLike(db, websiteId, itemId, visitorKeyFor(req, res, production), liked);
      res.set('Cache-Control', 'no-store').json(state);
    });
  }

  router.post(LIKE_FORM_PATH, likeRateLimit, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const back = localPath(body[LIKE_FORM_FIELDS.returnTo]) ?? refererPath(req) ?? '/';
    const input = parseInput(likeFormSchema, body);
    const itemId = input[LIKE_FORM_FIELDS.itemId];
    const websiteId = websiteOf(req).id;
    const liked = input[LIKE_FORM_FIELDS.action] === 'like';
    await setLike(db, websiteId, itemId, visitorKeyFor(req, res, production), liked);
    res.redirect(303, back);
  });

  return router;
}
