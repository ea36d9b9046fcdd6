// The checkout and order pages: GET and POST /checkout (works without JavaScript), and the buyer's order pages.
import { CHECKOUT_URL } from '../../../domain/cart-labels.js';
import { randomUUID } from 'node:crypto';
import cookieParser from 'cookie-parser';
import express, { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import { orderConfirmedPath, ORDER_PAGES_PATH } from '../../../domain/checkout-rules.js';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../http/http-error.js';
import { clearCartCookie, readCartToken } from '../cart/cart-cookie.js';
import { cartOwner, requestedCartToken } from '../cart/request-cart.js';
import { readStoreFacts } from '../orders/order-facts.js';
import type { PublicOrder } from '../orders/order-json.js';
import { findOrderForViewer } from '../orders/order-view.js';
import { orderLinkOrigin } from '../orders/order-routes.js';
import { paymentProviderFor } from '../payments/index.js';
import { subscriptionCartPlan } from '../subscriptions/subscription-plan.js';
import { trackPlacedOrder } from '../../tracking/order-event.js';
import { readCheckoutPost } from './checkout-form.js';
import { handleCheckoutPost, loadCheckoutCart } from './checkout-service.js';
import {
  checkoutPage,
  DEFAULT_CHECKOUT_COUNTRY,
  initialValues,
  type CheckoutSettings,
} from './checkout-view.js';
import { confirmationKind, orderPage, type OrderPageKind } from './order-pages.js';
import { createPageRenderer, type PageRendererOptions } from './page-renderer.js';

/** Options of {@link createCheckoutRouter}. */
export interface CheckoutRouterOptions extends PageRendererOptions {
  /** The app's crumbProtection(); runs after the form body is parsed. */
  crumb: RequestHandler;
}

const orderParams = z.object({ orderId: z.string().min(1).max(100) });

function websiteIdOf(req: Request): string {
  if (req.website === undefined) throw notFound('No website is served at this address.');
  return req.website.id;
}

function tokenOf(req: Request): string | undefined {
  return typeof req.query.token === 'string' ? req.query.token : undefined;
}

async function settingsOf(deps: Pick<AppDeps, 'db'>, websiteId: string): Promise<CheckoutSettings> {
  const facts = await readStoreFacts(deps.db.knex, websiteId);
  const optIn = facts.checkoutOptIn;
  return {
    minimumSubtotalCents: facts.minimumOrderSubtotalCents,
    testMode: paymentProviderFor(websiteId).testMode,
    mailingListOptIn:
      optIn.enabled && optIn.mailingListId !== null
        ? { label: optIn.label, checkedByDefault: optIn.checkedByDefault }
        : null,
  };
}

/**
 * The checkout router, mounted before the site router (after resolveWebsite, authenticate and the
 * crumb): `GET /checkout` (the visitor's cart by cookie or site user, or `?cartToken=` for a
 * subscription or express cart) renders page type 201; `POST /checkout` (urlencoded, crumb) updates
 * the details or places the order and answers 303 to the order's confirmed page, or the page again
 * with the messages; `GET /commerce/orders/:orderId?token=` the order status (211);
 * `GET /commerce/orders/:orderId/confirmed?token=` order confirmed (202), subscription confirmed
 * (206) or order received (207); `…/received?token=` order received (207). An order page without
 * the order's access token is the not-found page.
 */
export function createCheckoutRouter(deps: AppDeps, options: CheckoutRouterOptions): Router {
  const { db } = deps;
  const pages = createPageRenderer(deps, options);
  const router = Router();
  const formInput = [cookieParser(), express.urlencoded({ extended: false, limit: '32kb' }), options.crumb];

  router.get(CHECKOUT_URL, cookieParser(), options.crumb, async (req, res) => {
    const websiteId = websiteIdOf(req);
    await pages.send(req, res, async (request) => {
      const cartToken = requestedCartToken(req);
      const owner = cartToken === undefined ? cartOwner(req) : { ...cartOwner(req), cartToken };
      const cart = await loadCheckoutCart(db.knex, owner, DEFAULT_CHECKOUT_COUNTRY);
      const settings = await settingsOf(deps, websiteId);
      const state = {
        values: initialValues(
          cart,
          req.siteUser?.email ?? '',
          settings.mailingListOptIn?.checkedByDefault ?? false,
        ),
        errors: {},
        formError: null,
        notice: null,
        idempotencyKey: randomUUID(),
        status: 200,
      };
      const plan = await subscriptionCartPlan(db.knex, websiteId, cart?.id ?? null);
      return checkoutPage(request, cart, state, settings, plan);
    });
  });

  router.post(CHECKOUT_URL, ...formInput, async (req, res) => {
    const websiteId = websiteIdOf(req);
    await pages.send(req, res, async (request) => {
      const post = readCheckoutPost(req.body);
      const settings = await settingsOf(deps, websiteId);
      const visitor = {
        websiteId,
        owner: cartOwner(req),
        siteUserId: req.siteUser?.id ?? null,
        origin: await orderLinkOrigin(deps, req),
        minimumSubtotalCents: settings.minimumSubtotalCents,
      };
      const result = await handleCheckoutPost(db.knex, visitor, post);
      if (result.kind === 'placed') {
        // A repeated submit answers the order it placed: counted once.
        if (!result.replayed) trackPlacedOrder(db.knex, req, result.order);
        if (result.order.purchasedCartId !== null && readCartToken(req) === result.order.purchasedCartId) {
          clearCartCookie(req, res);
        }
        return { redirect: orderConfirmedPath(result.order.id, result.order.accessToken) };
      }
      const plan = await subscriptionCartPlan(db.knex, websiteId, result.cart?.id ?? null);
      return checkoutPage(request, result.cart, result.state, settings, plan);
    });
  });

  const orderRoute = (kindOf: (order: PublicOrder) => OrderPageKind) =>
    async function orderPageHandler(req: Request, res: express.Response): Promise<void> {
      const params = orderParams.safeParse(req.params);
      const order = params.success
        ? await findOrderForViewer(db.knex, websiteIdOf(req), params.data.orderId, tokenOf(req))
        : undefined;
      if (order === undefined) {
        await pages.sendNotFound(req, res);
        return;
      }
      await pages.send(req, res, async (request) => orderPage(request, order, kindOf(order)));
    };

  router.get(
    `${ORDER_PAGES_PATH}/:orderId`,
    cookieParser(),
    options.crumb,
    orderRoute(() => 'orderStatus'),
  );
  router.get(
    `${ORDER_PAGES_PATH}/:orderId/confirmed`,
    cookieParser(),
    options.crumb,
    orderRoute(confirmationKind),
  );
  router.get(
    `${ORDER_PAGES_PATH}/:orderId/received`,
    cookieParser(),
    options.crumb,
    orderRoute(() => 'orderReceived'),
  );
  return router;
}
