// The owner's orders API under /api/owner/commerce/orders: list (searched, filtered, sorted, a page at a time), CSV export, detail, fulfil, refund, a gift card's mail sent again.
import { Router, type Request } from 'express';
import { z } from 'zod';
import { ROLE } from '../../accounts/roles.js';
import type { AppDeps } from '../../app-deps.js';
import { requireOwner } from '../../http/auth.js';
import { notFound } from '../../http/http-error.js';
import type { RequestWebsite } from '../../http/request-context.js';
import { parseOwnerInput } from '../stores/owner-input.js';
import { resendGiftCard } from './gift-card-resend.js';
import { writeOrdersCsv } from './order-csv.js';
import { orderFilterQuery, orderListQuery } from './order-list-query.js';
import { orderLinkOrigin } from './order-routes.js';
import { listOrders } from './order-table.js';
import { fulfilOrder, getOrder, refundOrder } from './owner-order-service.js';

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

/** The export's path, relative to {@link OWNER_ORDERS_PATH}. */
export const ORDERS_CSV_PATH = '/export.csv';

function websiteOfRequest(req: Request): RequestWebsite {
  if (req.website === undefined) throw notFound('No website is served at this address.');
  return req.website;
}

const websiteIdOf = (req: Request): string => websiteOfRequest(req).id;

const resendParams = z.object({ orderId: z.string().max(100), code: z.string().min(1).max(100) });

/**
 * The owner orders router, relative to {@link OWNER_ORDERS_PATH}: `GET /` → `{ orders, pagination }`
 * (`?page=1&pageSize=20&q=&status=&fulfilment=&from=&to=&sort=createdOn&direction=desc`, see
 * `order-list-query.ts`), `GET /export.csv` (the same filters and sort, every order, streamed),
 * `GET /:orderId` → `{ order }`, `POST /:orderId/fulfil` and
 * `POST /:orderId/refund` → `{ order }` (each emails the buyer), `POST /:orderId/gift-cards/:code/resend`
 * → `{ order }` (the card's mail again, to its recipient or buyer). Reading needs a read role or the `orders:read` scope;
 * fulfilling and refunding a write role or `orders:write`.
 */
export function createOwnerOrdersRouter(deps: Pick<AppDeps, 'db' | 'config'>): Router {
  const { db } = deps;
  const router = Router();
  const read = requireOwner({ roles: ORDER_READ_ROLES, scope: 'orders:read' });
  const write = requireOwner({ roles: ORDER_WRITE_ROLES, scope: 'orders:write' });

  router.get('/', read, async (req, res) => {
    const query = parseOwnerInput(orderListQuery, req.query);
    res.set('Cache-Control', 'no-store').json(await listOrders(db.knex, websiteOfRequest(req), query));
  });
  router.get(ORDERS_CSV_PATH, read, async (req, res) => {
    const filter = parseOwnerInput(orderFilterQuery, req.query);
    const website = websiteOfRequest(req);
    const day = new Date().toISOString().slice(0, 10);
    res
      .status(200)
      .set('Cache-Control', 'no-store')
      .type('text/csv; charset=utf-8')
      .attachment(`orders-${day}.csv`);
    try {
      await writeOrdersCsv(db.knex, website, filter, res);
    } catch (error) {
      // Once rows went out the status cannot change: cut the download short instead.
      if (!res.headersSent) throw error;
      res.destroy(error as Error);
      return;
    }
    res.end();
  });
  router.get('/:orderId', read, async (req, res) => {
    const order = await getOrder(db.knex, websiteIdOf(req), String(req.params.orderId));
    res.set('Cache-Control', 'no-store').json({ order });
  });
  router.post('/:orderId/fulfil', write, async (req, res) => {
    const options = { origin: await orderLinkOrigin(deps, req) };
    res.json({ order: await fulfilOrder(db.knex, websiteIdOf(req), String(req.params.orderId), options) });
  });
  router.post('/:orderId/gift-cards/:code/resend', write, async (req, res) => {
    const { orderId, code } = parseOwnerInput(resendParams, req.params);
    res.json({ order: await resendGiftCard(db.knex, websiteIdOf(req), orderId, code) });
  });
  router.post('/:orderId/refund', write, async (req, res) => {
    const options = { origin: await orderLinkOrigin(deps, req) };
    res.json({ order: await refundOrder(db.knex, websiteIdOf(req), String(req.params.orderId), options) });
  });
  return router;
}
