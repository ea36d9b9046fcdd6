// The visitor cart API (SPEC §7): GET the cart, POST an entry, PUT an entry's quantity or answers, DELETE an entry; JSON in and out.
import express, { Router, type RequestHandler, type Response } from 'express';
import cookieParser from 'cookie-parser';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { badRequest } from '../../http/http-error.js';
import { clearCartCookie } from './cart-cookie.js';
import { cartError } from './cart-errors.js';
import { addressedCartOwner, cartOwner, rememberCart } from './request-cart.js';
import { addEntry, getCart, removeEntry, setEntryAnswers, setEntryQuantity } from './service.js';
import type { ShoppingCart } from './shopping-cart.js';

/** Where the cart API lives (SPEC §7, path for path). */
export const CART_API_PATH = '/api/commerce/shopping-cart';

const quantitySchema = z.union([z.number(), z.string()]);
// SPEC §7 sends the answers as JSON text; an object is taken too.
const answersSchema = z.union([z.string(), z.record(z.string(), z.unknown()), z.null()]);
const addEntryBody = z.object({
  itemId: z.string().default(''),
  sku: z.string().optional(),
  quantity: quantitySchema.optional(),
  additionalFields: answersSchema.optional(),
  // Checked field by field, with its own messages, by readGiftRecipient.
  giftRecipient: z.unknown().optional(),
});
const quantityBody = z.object({ quantity: quantitySchema.optional() });
const answersBody = z.object({
  itemId: z.string().optional(),
  sku: z.string().optional(),
  additionalFields: answersSchema.optional(),
});
const entryParams = z.object({ entryId: z.string() });

/** A body that fails its schema, refused with the message of the first field at fault. */
function refusal(error: z.ZodError): Error {
  const field = error.issues[0]?.path[0];
  if (field === 'itemId' || field === 'sku') return cartError('variant-unavailable');
  if (field === 'quantity' || field === 'qty') return cartError('quantity-not-a-number');
  if (field === 'additionalFields') return cartError('invalid-additional-fields');
  return badRequest('The request could not be read.');
}

/** `body` checked against `schema`, or the cart's refusal for the first field at fault. */
export function parseCartBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw refusal(parsed.error);
  return parsed.data;
}

/**
 * Sends a cart answer; a cart is one visitor's, never stored by a browser or shared cache, so it
 * is sent as is, without the ETag `res.json` would hash the body for.
 */
export function sendCart(res: Response, body: unknown): void {
  const json = JSON.stringify(body);
  res
    .set({
      'Cache-Control': 'no-store',
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(json)),
    })
    .end(json);
}

/**
 * The JSON cart API. `crumb` guards the writes (the app's crumbProtection(); runs after the JSON
 * body is parsed). Errors go to the app's error handler as `{error, message}`. Every route but
 * adding takes a `cartToken` (query or body) naming the cart instead of the cookie's.
 */
export function createCartApiRouter({ db }: Pick<AppDeps, 'db'>, crumb: RequestHandler): Router {
  const router = Router();
  const json = express.json({ limit: '32kb' });
  router.use(CART_API_PATH, cookieParser());

  // Query `mock`, `timecode` and `calculateSubtotal` are accepted; the totals are always worked out.
  router.get(CART_API_PATH, async (req, res) => {
    const owner = addressedCartOwner(req);
    const cart: ShoppingCart = await getCart(db.knex, owner);
    if (cart.id === null && owner.cartToken !== undefined) throw cartError('cart-not-found');
    if (cart.id === null && owner.token !== undefined && owner.siteUserId === undefined) {
      clearCartCookie(req, res);
    }
    sendCart(res, cart);
  });

  router.post(`${CART_API_PATH}/entries`, json, crumb, async (req, res) => {
    const body = parseCartBody(addEntryBody, req.body);
    const result = await addEntry(db.knex, { ...cartOwner(req), ...body });
    rememberCart(req, res, result.token);
    sendCart(res, { shoppingCart: result.cart, newlyAdded: result.newlyAdded });
  });

  router.put(`${CART_API_PATH}/entries/:entryId`, json, crumb, async (req, res) => {
    const { quantity } = parseCartBody(quantityBody, req.body);
    const { entryId } = entryParams.parse(req.params);
    const input = { ...addressedCartOwner(req), entryId, quantity: quantity ?? '' };
    const cart = await setEntryQuantity(db.knex, input);
    rememberCart(req, res, cart.id);
    sendCart(res, cart);
  });

  router.put(`${CART_API_PATH}/entries/:entryId/additionalFields`, json, crumb, async (req, res) => {
    const body = parseCartBody(answersBody, req.body);
    const { entryId } = entryParams.parse(req.params);
    const input = { ...addressedCartOwner(req), ...body, entryId, additionalFields: body.additionalFields };
    const { cart, updatedEntry } = await setEntryAnswers(db.knex, input);
    rememberCart(req, res, cart.id);
    sendCart(res, { shoppingCart: cart, updatedEntry });
  });

  router.delete(`${CART_API_PATH}/entries/:entryId`, crumb, async (req, res) => {
    const { entryId } = entryParams.parse(req.params);
    const cart = await removeEntry(db.knex, { ...addressedCartOwner(req), entryId });
    rememberCart(req, res, cart.id);
    sendCart(res, cart);
  });
  return router;
}
