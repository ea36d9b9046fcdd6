// The owner's orders API under /api/owner/commerce/orders: list (paginated, newest first), detail, fulfil, refund.
import { Router, type Request } from 'express';
import { z } from 'zod';
import { ROLE } from '../../accounts/roles.js';
import { parseInput } from '../../accounts/input.js';
import type { AppDeps } from '../../app-deps.js';
import { requireOwner } from '../../http/auth.js';
import { notFound } from '../../http/http-error.js';
import { orderLinkOrigin } from './order-routes.js';
import { fulfilOrder, getOrder, listOrders, refundOrder } from './owner-order-service.js';

/** Where the owner's orders API is mounted. */
export const OWNER_ORDERS_PATH = '/api/owner/commerce/orders';

/** Who may read orders: the store's people and those who bill and report. */
export const ORDER_READ_ROLES: readonly number[] = [
  ROLE.admin,
  ROLE.websiteManager,
  ROLE.storeManager,
  ROLE.billing,
  ROLE.reporting,
];

/** Who may fulfil and refund orders. */
export const ORDER_WRITE_ROLES: readonly number[] = [ROLE.admin, ROLE.websiteManager, ROLE.storeManager];

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

function websiteIdOf(req: Request): string {
  if (req.website === undefined) throw notFound('No website is served at this address.');
  return req.website.id;
}

/**
 * The owner orders router, relative to {@link OWNER_ORDERS_PATH}: `GET /` → `{ orders, pagination }`
 * (`?page=1&pageSize=20`), `GET /:orderId` → `{ order }`, `POST /:orderId/fulfil` and
 * `POST /:orderId/refund` → `{ order }` (each emails the buyer). Reading needs a read role or the `orders:read` scope;
 * fulfilling and refunding a write role or `orders:write`.
 */
export function createOwnerOrdersRouter(deps: Pick<AppDeps, 'db' | 'config'>): Router {
  const { db } = deps;
  const router = Router();
  const read = requireOwner({ roles: ORDER_READ_ROLES, scope: 'orders:read' });
  const write = requireOwner({ roles: ORDER_WRITE_ROLES, scope: 'orders:write' });

  router.get('/', read, async (req, res) => {
    const page = parseInput(pageQuery, req.query);
    res.set('Cache-Control', 'no-store').json(await listOrders(db.knex, websiteIdOf(req), page));
  });
  router.get('/:orderId', read, async (req, res) => {
    const order = await getOrder(db.knex, websiteIdOf(req), String(req.params.orderId));
    res.set('Cache-Control', 'no-store').json({ order });
  });
  router.post('/:orderId/fulfil', write, async (req, res) => {
    const options = { origin: await orderLinkOrigin(deps, req) };
    res.json({ order: await fulfilOrder(db.knex, websiteIdOf(req), String(req.params.orderId), options) });
  });
  router.post('/:orderId/refund', write, async (req, res) => {
    const options = { origin: await orderLinkOrigin(deps, req) };
    res.json({ order: await refundOrder(db.knex, websiteIdOf(req), String(req.params.orderId), options) });
  });
  return router;
}
