// The reviews request page's routes: the form from the mail's signed link (GET) and the buyer's reviews (POST).
import { Router, type Request, type RequestHandler } from 'express';
import { checkReviewForm, REVIEWS_REQUEST_PATH } from '../../domain/product-reviews.js';
import { sha256 } from '../accounts/tokens.js';
import type { AppDeps } from '../app-deps.js';
import { createPageRenderer, type PageRendererOptions } from '../commerce/checkout/page-renderer.js';
import { rateLimits } from '../http/rate-limit.js';
import { reviewsRequestPath } from './request-mail.js';
import { invalidReviewsPage, reviewsFormPage, reviewsThanksPage } from './request-page.js';
import { findReviewRequest, reviewableProducts, upsertReview } from './store.js';

/** Options of {@link createReviewsRouter}. */
export interface ReviewsRouterOptions extends PageRendererOptions {
  /** The limit on posted reviews; default 10 a minute per address, counted in the database. */
  reviewRateLimit?: RequestHandler;
}

function tokenOf(req: Request): string {
  const token = req.query.token;
  return typeof token === 'string' && token.length <= 100 ? token : '';
}

function requestIdOf(req: Request): string {
  const id = req.params.requestId;
  return typeof id === 'string' && id.length <= 100 ? id : '';
}

/**
 * Mounted after the crumb, before the site router:
 * - `GET /commerce/reviews/:requestId?token=` → page type 209: a star rating and a text per product
 *   of the order (`&sent=1`: the thanks); a link not valid or expired → the page's 404 state.
 * - `POST` the same address (form, with the crumb) → 303 to the thanks, or 400 with the answers and
 *   a message per field (domain/product-reviews.ts); 429 past the limit. Reviews are written held
 *   for moderation, marked as by a verified buyer; writing again replaces the request's review.
 */
export function createReviewsRouter(deps: AppDeps, options: ReviewsRouterOptions = {}): Router {
  const pages = createPageRenderer(deps, options);
  const db = deps.db.knex;
  const limit =
    options.reviewRateLimit ?? rateLimits(deps, { windowMs: 60_000, limit: 10, prefix: 'reviews' });
  const router = Router();
  const path = `${REVIEWS_REQUEST_PATH}/:requestId`;

  async function requestOf(req: Request) {
    const websiteId = req.website?.id;
    const token = tokenOf(req);
    const id = requestIdOf(req);
    if (websiteId === undefined || token === '' || id === '') return undefined;
    const request = await findReviewRequest(db, websiteId, id, sha256(token));
    if (request === undefined) return undefined;
    const products = await reviewableProducts(db, websiteId, request.order_id);
    return { request, products, action: reviewsRequestPath(id, token) };
  }

  router.get(path, async (req, res) => {
    res.set('Referrer-Policy', 'no-referrer');
    const found = await requestOf(req);
    await pages.send(req, res, async () => {
      if (found === undefined || found.products.length === 0) return invalidReviewsPage();
      if (req.query.sent === '1') return reviewsThanksPage();
      return reviewsFormPage(found.products, found.action);
    });
  });

  router.post(path, limit, async (req, res) => {
    res.set('Referrer-Policy', 'no-referrer');
    const found = await requestOf(req);
    const form = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<
      string,
      unknown
    >;
    await pages.send(req, res, async () => {
      if (found === undefined || found.products.length === 0) return invalidReviewsPage();
      const checked = checkReviewForm(
        form,
        found.products.map((product) => product.id),
      );
      if (!checked.ok) {
        return reviewsFormPage(found.products, found.action, {
          values: form,
          fields: checked.fields,
          message: checked.message,
        });
      }
      await db.transaction(async (trx) => {
        for (const review of checked.reviews) {
          await upsertReview(trx, {
            websiteId: found.request.website_id,
            requestId: found.request.id,
            productId: review.productId,
            rating: review.rating,
            body: review.body,
            authorName: checked.name,
          });
        }
      });
      return { redirect: `${found.action}&sent=1` };
    });
  });

  return router;
}
