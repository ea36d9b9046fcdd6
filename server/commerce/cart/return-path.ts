// Where a form post sends the visitor back to after a refusal: a path on this site, never elsewhere.
import type { Request } from 'express';
import { internalPath } from '../../../domain/internal-link.js';
import type { CartErrorCode } from './cart-errors.js';

/** The query parameter that carries a refusal's code back to the page (see `cartErrorMessage`). */
export const CART_ERROR_PARAM = 'cartError';
/** The query parameter naming the coupon code a refused coupon form was about. */
export const COUPON_PARAM = 'coupon';

const BASE = 'http://site.invalid';

/** `value` as a path of this site (`/shop/p/mug?x=1`), or undefined for anything that could leave it. */
export function localPath(value: unknown): string | undefined {
  return internalPath(value);
}

/** The path of the page that posted, from the Referer header, when it is a page of this same host. */
export function refererPath(req: Request): string | undefined {
  const referer = req.get('referer');
  const url = referer === undefined ? null : URL.parse(referer);
  if (url === null) return undefined;
  return url.host === req.get('host') ? localPath(`${url.pathname}${url.search}`) : undefined;
}

/**
 * `path` with `?cartError=<code>` set (replacing one already there), and `coupon=<code>` when a
 * coupon form was refused (at most 64 characters of it: longer is no code the cart keeps).
 */
export function withCartError(path: string, code: CartErrorCode, coupon?: string): string {
  const url = new URL(path, BASE);
  url.searchParams.set(CART_ERROR_PARAM, code);
  url.searchParams.delete(COUPON_PARAM);
  const trimmed = coupon?.trim() ?? '';
  if (trimmed !== '' && trimmed.length <= 64) url.searchParams.set(COUPON_PARAM, trimmed);
  return `${url.pathname}${url.search}`;
}
