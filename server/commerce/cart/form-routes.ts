// The cart with JavaScript off: plain form posts (urlencoded, with the crumb field) that answer 303 redirects.
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import cookieParser from 'cookie-parser';
import { z } from 'zod';
import { CART_URL, checkoutUrl } from '../../../domain/cart-labels.js';
import { typedGiftRecipient } from '../../../domain/gift-recipient.js';
import type { AppDeps } from '../../app-deps.js';
import { HttpError } from '../../http/http-error.js';
import { cartError, isCartErrorCode, type CartErrorCode } from './cart-errors.js';
import { addCoupon, removeCoupon } from './checkout-service.js';
import { localPath, refererPath, withCartError } from './return-path.js';
import { cartOwner, rememberCart } from './request-cart.js';
import { addEntry, removeEntry, setEntryQuantity } from './service.js';
import { chosenOptions } from './variant-match.js';

/** The form paths, under the cart page's own `/cart`. */
export const CART_FORM_PATHS = {
  add: `${CART_URL}/add`,
  entry: `${CART_URL}/entries/:entryId`,
  remove: `${CART_URL}/entries/:entryId/remove`,
  coupons: `${CART_URL}/coupons`,
  removeCoupon: `${CART_URL}/coupons/remove`,
} as const;

// Repeated fields arrive as arrays and fail here, which refuses them as an unavailable variant.
const addForm = z.looseObject({
  itemId: z.string().default(''),
  sku: z.string().optional(),
  quantity: z.string().optional(),
  additionalFields: z.string().optional(),
  returnTo: z.string().optional(),
  // '1' on a product page in express checkout mode.
  express: z.string().optional(),
});
const quantityForm = z.looseObject({ quantity: z.string().default('') });
const entryParams = z.object({ entryId: z.string() });
// A repeated or missing code reads as blank, which the cart refuses as an invalid code.
const couponForm = z.looseObject({ code: z.string().default('') });

/** The refusal's code when `error` is one the visitor can act on; anything else is rethrown. */
function refusalCode(error: unknown): CartErrorCode {
  if (error instanceof HttpError && isCartErrorCode(error.code)) return error.code;
  throw error;
}

/**
 * Runs a cart write; on a refusal, sends the visitor to `back` with `?cartError=<code>` (and
 * `&coupon=<code>` when `coupon` is given, so the cart page can show that code's own reason).
 */
async function redirectAfter(
  res: Response,
  back: string,
  write: () => Promise<string | void>,
  coupon?: string,
): Promise<void> {
  try {
    res.redirect(303, (await write()) ?? CART_URL);
  } catch (error) {
    res.redirect(303, withCartError(back, refusalCode(error), coupon));
  }
}

function postedCode(body: unknown): string {
  const posted = couponForm.safeParse(body ?? {});
  return posted.success ? posted.data.code : '';
}

function addBack(req: Request, returnTo: unknown): string {
  return localPath(returnTo) ?? refererPath(req) ?? CART_URL;
}

/**
 * The form router. `POST /cart/add` (itemId, sku or `variant-option-<Name>` fields, quantity,
 * optional additionalFields, returnTo and express, crumb) → 303 /cart (with `express=1`, 303
 * `/checkout?cartToken=<the cart>`), or on a refusal 303 to `returnTo`
 * (else the Referer on this host, else /cart) with `?cartError=<code>`. `POST /cart/entries/:id`
 * (quantity) and `POST /cart/entries/:id/remove` → 303 /cart, refusals with `?cartError=`.
 * `POST /cart/coupons` (code) enters a coupon code and `POST /cart/coupons/remove` (code) takes
 * one off → 303 /cart; a refusal → 303 `/cart?cartError=<code>&coupon=<CODE>` (a well-formed code
 * that does not hold stays on the cart, listed as not applied, and the page shows its reason).
 * `crumb` (the app's crumbProtection()) runs after the form body is parsed.
 */
export function createCartFormRouter({ db }: Pick<AppDeps, 'db'>, crumb: RequestHandler): Router {
  const router = Router();
  const formInput = [cookieParser(), express.urlencoded({ extended: false, limit: '32kb' }), crumb];

  router.post(CART_FORM_PATHS.add, ...formInput, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    await redirectAfter(res, addBack(req, body.returnTo), async () => {
      const parsed = addForm.safeParse(body);
      if (!parsed.success) throw cartError('variant-unavailable');
      // A gift card's recipient, note and send day (blank: the card is mailed to its buyer).
      const giftRecipient = typedGiftRecipient((field) =>
        typeof body[field] === 'string' ? body[field] : undefined,
      );
      const input = { ...cartOwner(req), ...parsed.data, giftRecipient, options: chosenOptions(body) };
      const { token } = await addEntry(db.knex, input);
      rememberCart(req, res, token);
      // Express checkout (SPEC §4): straight on to checkout, as the script does.
      if (parsed.data.express === '1') return checkoutUrl(token);
    });
  });

  router.post(CART_FORM_PATHS.entry, ...formInput, async (req, res) => {
    await redirectAfter(res, CART_URL, async () => {
      // A repeated or missing field reads as blank: 'Quantity must be a number.'
      const posted = quantityForm.safeParse(req.body ?? {});
      const quantity = posted.success ? posted.data.quantity : '';
      const { entryId } = entryParams.parse(req.params);
      const cart = await setEntryQuantity(db.knex, { ...cartOwner(req), entryId, quantity });
      rememberCart(req, res, cart.id);
    });
  });

  router.post(CART_FORM_PATHS.remove, ...formInput, async (req, res) => {
    await redirectAfter(res, CART_URL, async () => {
      const { entryId } = entryParams.parse(req.params);
      const cart = await removeEntry(db.knex, { ...cartOwner(req), entryId });
      rememberCart(req, res, cart.id);
    });
  });

  router.post(CART_FORM_PATHS.coupons, ...formInput, async (req, res) => {
    const code = postedCode(req.body);
    await redirectAfter(
      res,
      CART_URL,
      async () => {
        const cart = await addCoupon(db.knex, cartOwner(req), code);
        rememberCart(req, res, cart.id);
      },
      code,
    );
  });

  router.post(CART_FORM_PATHS.removeCoupon, ...formInput, async (req, res) => {
    const code = postedCode(req.body);
    await redirectAfter(
      res,
      CART_URL,
      async () => {
        const cart = await removeCoupon(db.knex, cartOwner(req), code);
        rememberCart(req, res, cart.id);
      },
      code,
    );
  });
  return router;
}
