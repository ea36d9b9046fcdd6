// The cart's one router for the app to mount at the root: the JSON API and the JavaScript-off form posts.
import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../../app-deps.js';
import { registerCartAccountHooks } from './account-hooks.js';
import { createCartApiRouter } from './api-routes.js';
import { createCheckoutApiRouter } from './checkout-routes.js';
import { createCartFormRouter } from './form-routes.js';

export { CART_API_PATH } from './api-routes.js';
export { STOCK_PATH, SUBSCRIPTION_CART_PATH } from './checkout-routes.js';
export { CART_FORM_PATHS } from './form-routes.js';

/** What the cart router needs besides the database. */
export interface CartRouterOptions {
  /**
   * The crumb check for state-changing requests (`crumbProtection()` from server/http/crumb.ts).
   * Required so a mount cannot forget it; the router runs it after parsing the body, so the
   * `crumb` form field of a JavaScript-off post is there to be read.
   */
  crumb: RequestHandler;
}

/**
 * The cart router, to mount with `app.use(createCartRouter(deps, { crumb: crumbProtection() }))`
 * after the middleware that sets `req.website` and `req.siteUser`, and before the error handler.
 * It parses its own bodies and cookies, and makes sure the cart's site-user sign-in and sign-out
 * callbacks (guest cart merge, cart cloning) are registered.
 */
export function createCartRouter(deps: Pick<AppDeps, 'db'>, options: CartRouterOptions): Router {
  registerCartAccountHooks();
  const router = Router();
  router.use(createCartApiRouter(deps, options.crumb));
  router.use(createCheckoutApiRouter(deps, options.crumb));
  router.use(createCartFormRouter(deps, options.crumb));
  return router;
}
