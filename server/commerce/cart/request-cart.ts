// What the cart routes share: whose cart a request is for, and keeping the cart cookie up to date.
import type { Request, Response } from 'express';
import { notFound } from '../../http/http-error.js';
import { readCartToken, writeCartCookie } from './cart-cookie.js';
import type { CartOwner } from './store.js';

/** The request's cart owner: its website, the signed-in site user if any, and the cart cookie's token. */
export function cartOwner(req: Request): CartOwner {
  if (req.website === undefined) throw notFound('No website is served at this address.');
  return { websiteId: req.website.id, token: readCartToken(req), siteUserId: req.siteUser?.id };
}

/**
 * After a write: points (or re-points, for another 30 days) an anonymous visitor's cookie at their
 * cart. A site user's cart is found by the user, so it gets no cookie, and signing out leaves none behind.
 */
export function rememberCart(req: Request, res: Response, token: string | null): void {
  if (req.siteUser === undefined && token !== null) writeCartCookie(req, res, token);
}
