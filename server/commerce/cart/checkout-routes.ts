// The cart API beyond entries: coupons, checkout details, the subscription cart (SPEC §7) and variant stock.
import express, { Router, type RequestHandler } from 'express';
import cookieParser from 'cookie-parser';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { badRequest } from '../../http/http-error.js';
import { CART_API_PATH, parseCartBody, sendCart } from './api-routes.js';
import { cartError } from './cart-errors.js';
import { addCoupon, removeCoupon, setCheckoutDetails } from './checkout-service.js';
import { shippingLocationSchema } from './pricing.js';
import { addressedCartOwner, cartOwner } from './request-cart.js';
import { createSubscriptionCart } from './service.js';
import { stockOf } from './stock.js';

/** SPEC §7: where a subscription checkout's cart is made. */
export const SUBSCRIPTION_CART_PATH = '/api/3/commerce/cart/subscription';
/** SPEC §7: `{api root}commerce/inventory/stock/`. */
export const STOCK_PATH = '/api/commerce/inventory/stock';

const couponBody = z.object({
  code: z.string({ error: 'Enter a coupon code.' }).trim().min(1, 'Enter a coupon code.'),
});
const couponParams = z.object({ code: z.string() });
const detailsBody = z.object({
  shippingLocation: z.unknown().optional(),
  shippingOptionId: z.string().min(1).max(64).nullable().optional(),
});
const subscriptionBody = z.object({
  itemId: z.string().default(''),
  sku: z.string().optional(),
  qty: z.union([z.number(), z.string()]).optional(),
  additionalFields: z.union([z.string(), z.record(z.string(), z.unknown()), z.null()]).optional(),
  subscriptionOptionId: z.string().optional(),
});
const stockQuery = z.object({
  itemId: z.string({ error: 'Give the itemId of a product.' }).min(1, 'Give the itemId of a product.'),
});

function parseWith<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'The request could not be read.');
  return parsed.data;
}

/**
 * `POST {cart}/coupons` `{code}` → `{shoppingCart}` (400 `invalid-coupon` with the reason's words
 * when the code does not hold; it stays listed in invalidCoupons), `DELETE {cart}/coupons/:code`
 * → `{shoppingCart}`, `PUT {cart}/checkout-details` `{shippingLocation?, shippingOptionId?}` →
 * `{shoppingCart}`, each taking `cartToken`; `POST /api/3/commerce/cart/subscription` → `{cartToken}`;
 * `GET /api/commerce/inventory/stock/?itemId=` → `{results}`.
 */
export function createCheckoutApiRouter({ db }: Pick<AppDeps, 'db'>, crumb: RequestHandler): Router {
  const router = Router();
  const json = express.json({ limit: '32kb' });
  const cookies = cookieParser();

  router.post(`${CART_API_PATH}/coupons`, cookies, json, crumb, async (req, res) => {
    const { code } = parseWith(couponBody, req.body);
    sendCart(res, { shoppingCart: await addCoupon(db.knex, addressedCartOwner(req), code) });
  });

  router.delete(`${CART_API_PATH}/coupons/:code`, cookies, crumb, async (req, res) => {
    const { code } = couponParams.parse(req.params);
    sendCart(res, { shoppingCart: await removeCoupon(db.knex, addressedCartOwner(req), code) });
  });

  router.put(`${CART_API_PATH}/checkout-details`, cookies, json, crumb, async (req, res) => {
    const body = parseWith(detailsBody, req.body);
    let shippingLocation: z.infer<typeof shippingLocationSchema> | undefined;
    if (body.shippingLocation !== undefined) {
      const location = shippingLocationSchema.safeParse(body.shippingLocation);
      if (!location.success) throw cartError('invalid-shipping-location');
      shippingLocation = location.data;
    }
    const details = { shippingLocation, shippingOptionId: body.shippingOptionId };
    sendCart(res, { shoppingCart: await setCheckoutDetails(db.knex, addressedCartOwner(req), details) });
  });

  router.post(SUBSCRIPTION_CART_PATH, cookies, json, crumb, async (req, res) => {
    const body = parseCartBody(subscriptionBody, req.body);
    const input = { ...cartOwner(req), ...body, quantity: body.qty };
    sendCart(res, await createSubscriptionCart(db.knex, input));
  });

  router.get(STOCK_PATH, cookies, async (req, res) => {
    const { itemId } = parseWith(stockQuery, req.query);
    sendCart(res, { results: await stockOf(db.knex, cartOwner(req), itemId) });
  });
  return router;
}
