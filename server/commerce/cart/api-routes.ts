// The visitor cart API (SPEC §7): GET the cart, POST an entry, PUT an entry's quantity, DELETE an entry; JSON in and out.
import express, { Router, type RequestHandler, type Response } from 'express';
import cookieParser from 'cookie-parser';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { badRequest } from '../../http/http-error.js';
import { clearCartCookie } from './cart-cookie.js';
import { cartError } from './cart-errors.js';
import { cartOwner, rememberCart } from './request-cart.js';
import { addEntry, getCart, removeEntry, setEntryQuantity } from './service.js';
import type { ShoppingCart } from './shopping-cart.js';

/** Where the cart API lives (SPEC §7, path for path). */
export const CART_API_PATH = '/api/commerce/shopping-cart';

const quantitySchema = z.union([z.number(), z.string()]);
const addEntryBody = z.object({
  itemId: z.string().default(''),
  sku: z.string().optional(),
  quantity: quantitySchema.optional(),
  // SPEC §7 sends the answers as JSON text; an object is taken too.
  additionalFields: z.union([z.string(), z.record(z.string(), z.unknown()), z.null()]).optional(),
});
const quantityBody = z.object({ quantity: quantitySchema.optional() });
const entryParams = z.object({ entryId: z.string() });

/** A body that fails its schema, refused with the message of the first field at fault. */
function refusal(error: z.ZodError): Error {
  const field = error.issues[0]?.path[0];
  if (field === 'itemId' || field === 'sku') return cartError('variant-unavailable');
  if (field === 'quantity') return cartError('quantity-not-a-number');
  if (field === 'additionalFields') return cartError('invalid-additional-fields');
  return badRequest('The request could not be read.');
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw refusal(parsed.error);
  return parsed.data;
}

function sendCart(
  res: Response,
  body: ShoppingCart | { shoppingCart: ShoppingCart; newlyAdded: unknown },
): void {
  // A cart is one visitor's: never stored by a browser or shared cache.
  res.set('Cache-Control', 'no-store').json(body);
}

/**
 * The JSON cart API. `crumb` guards the writes (the app's crumbProtection(); runs after the JSON
 * body is parsed). Errors go to the app's error handler as `{error, message}`.
 */
export function createCartApiRouter({ db }: Pick<AppDeps, 'db'>, crumb: RequestHandler): Router {
  const router = Router();
  const json = express.json({ limit: '32kb' });
  router.use(CART_API_PATH, cookieParser());

  // Query `mock`, `timecode` and `calculateSubtotal` are accepted; the subtotal is always worked out.
  router.get(CART_API_PATH, async (req, res) => {
    const owner = cartOwner(req);
    const cart = await getCart(db.knex, owner);
    if (cart.id === null && owner.token !== undefined && owner.siteUserId === undefined) {
      clearCartCookie(req, res);
    }
    sendCart(res, cart);
  });

  router.post(`${CART_API_PATH}/entries`, json, crumb, async (req, res) => {
    const body = parse(addEntryBody, req.body);
    const result = await addEntry(db.knex, { ...cartOwner(req), ...body });
    rememberCart(req, res, result.token);
    sendCart(res, { shoppingCart: result.cart, newlyAdded: result.newlyAdded });
  });

  router.put(`${CART_API_PATH}/entries/:entryId`, json, crumb, async (req, res) => {
    const { quantity } = parse(quantityBody, req.body);
    const { entryId } = entryParams.parse(req.params);
    const input = { ...cartOwner(req), entryId, quantity: quantity ?? '' };
    const cart = await setEntryQuantity(db.knex, input);
    rememberCart(req, res, cart.id);
    sendCart(res, cart);
  });

  router.delete(`${CART_API_PATH}/entries/:entryId`, crumb, async (req, res) => {
    const { entryId } = entryParams.parse(req.params);
    const cart = await removeEntry(db.knex, { ...cartOwner(req), entryId });
    rememberCart(req, res, cart.id);
    sendCart(res, cart);
  });
  return router;
}
