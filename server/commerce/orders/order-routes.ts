// The visitor's orders API: POST /api/commerce/orders (place, idempotent on the Idempotency-Key header) and GET one by its access token.
import express, { Router, type ErrorRequestHandler, type Request } from 'express';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../http/http-error.js';
import { publicBaseUrl } from '../../site/website/public-base-url.js';
import { trackPlacedOrder } from '../../tracking/order-event.js';
import { NotEnoughStockError, orderError } from './order-errors.js';
import { findOrderForViewer } from './order-view.js';
import { placeOrder, type PlaceOrderInput } from './place-order.js';

/** Where the orders API lives. */
export const ORDERS_API_PATH = '/api/commerce/orders';

/** The header a replayed answer carries. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

function websiteIdOf(req: Request): string {
  if (req.website === undefined) throw notFound('No website is served at this address.');
  return req.website.id;
}

/** The website's public address, for absolute links in order emails (never the request's Host). */
export function orderLinkOrigin(deps: Pick<AppDeps, 'db' | 'config'>, req: Request): Promise<string> {
  return publicBaseUrl(deps, req.website);
}

/** Adds which item ran short and how many are left to a 'not-enough-stock' answer. */
const answerStockRefusal: ErrorRequestHandler = function answerStockRefusal(error, _req, res, next) {
  if (!(error instanceof NotEnoughStockError)) return next(error);
  res.status(409).json({
    error: error.code,
    message: error.message,
    itemId: error.itemId,
    sku: error.sku,
    title: error.title,
    quantityLeft: error.quantityLeft,
  });
};

/**
 * The orders API, to mount at the root after `resolveWebsite`, `authenticate` and the crumb check.
 * `POST /api/commerce/orders` → 201 `{ order }` (a replay too, with `Idempotent-Replayed: true`);
 * `GET /api/commerce/orders/:orderId?token=` → 200 `{ order }` or 404.
 */
export function createOrdersApiRouter(deps: Pick<AppDeps, 'db' | 'config'>): Router {
  const { db } = deps;
  const router = Router();
  const json = express.json({ limit: '32kb' });

  router.post(ORDERS_API_PATH, json, async (req, res) => {
    const key = req.get('Idempotency-Key');
    if (key === undefined) throw orderError('idempotency-key-missing');
    const body: object = typeof req.body === 'object' && req.body !== null ? req.body : {};
    // placeOrder checks every field of the body itself, with the messages checkout shows.
    const input = {
      ...body,
      websiteId: websiteIdOf(req),
      siteUserId: req.siteUser?.id ?? null,
      idempotencyKey: key,
      origin: await orderLinkOrigin(deps, req),
    } as PlaceOrderInput;
    const result = await placeOrder(db.knex, input);
    if (result.replayed) res.set(REPLAYED_HEADER, 'true');
    else trackPlacedOrder(db.knex, req, result.order);
    res.status(201).set('Cache-Control', 'no-store').json({ order: result.order });
  });

  router.get(`${ORDERS_API_PATH}/:orderId`, async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : req.get('X-Order-Token');
    const order = await findOrderForViewer(db.knex, websiteIdOf(req), String(req.params.orderId), token);
    if (order === undefined) throw orderError('order-not-found');
    res.set('Cache-Control', 'no-store').json({ order });
  });

  router.use(ORDERS_API_PATH, answerStockRefusal);
  return router;
}
