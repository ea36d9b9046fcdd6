// What the cart routes share: whose cart a request is for, and keeping the cart cookie up to date.
import type { Request, Response } from 'express';
import { notFound } from '../../http/http-error.js';
import { isCartToken, readCartToken, writeCartCookie } from './cart-cookie.js';
import type { CartOwner } from './store.js';

/** The request's cart owner: its website, the signed-in site user if any, and the cart cookie's token. */
export function cartOwner(req: Request): CartOwner {
  if (req.website === undefined) throw notFound('No website is served at this address.');
  return { websiteId: req.website.id, token: readCartToken(req), siteUserId: req.siteUser?.id };
}

/**
 * The `cartToken` a request names its cart by (query, else JSON body), when it is one: the
 * checkout page of a subscription or express cart addresses that cart this way.
 */
export function requestedCartToken(req: Request): string | undefined {
  const fromQuery: unknown = req.query?.cartToken;
  const body = req.body as Record<string, unknown> | undefined;
  const token = fromQuery ?? (typeof body === 'object' && body !== null ? body.cartToken : undefined);
  return isCartToken(token) ? token : undefined;
}

/** {@link cartOwner}, plus the request's `cartToken` when it names one. */
export function addressedCartOwner(req: Request): CartOwner {
  const owner = cartOwner(req);
  const cartToken = requestedCartToken(req);
  return cartToken === undefined ? owner : { ...owner, cartToken };
}

/**
 * After a write: points (or re-points, for another 30 days) an anonymous visitor's cookie at their
 * cart. A site user's cart is found by the user, so it gets no cookie, and signing out leaves none
 * behind; a cart named by `cartToken` is the checkout's, not the cookie's.
 */
export function rememberCart(req: Request, res: Response, token: string | null): void {
  if (req.siteUser === undefined && token !== null && requestedCartToken(req) === undefined) {
    writeCartCookie(req, res, token);
  }
}
