// Cache-Control for pages: short shared caching only for pages that show nothing of the visitor.
import type { Response } from 'express';
import type { CachePolicy } from '../context/page-view.js';

/** How long a shared cache may keep a public page. */
export const PUBLIC_PAGE_MAX_AGE_SECONDS = 60;

const HEADERS: Readonly<Record<CachePolicy, string>> = {
  public: `public, max-age=${PUBLIC_PAGE_MAX_AGE_SECONDS}, stale-while-revalidate=300`,
  private: 'private, no-cache',
  'no-store': 'no-store',
};

/**
 * Sets `Cache-Control` (and `Vary: Cookie`) for a page. A page the builder called public becomes
 * private when it is personal after all: it carries the visitor's crumb in a form, shows a cart
 * the visitor has, or the response sets a cookie.
 */
export function setPageCacheHeaders(res: Response, policy: CachePolicy, personal: boolean): void {
  const setsCookie = res.getHeader('Set-Cookie') !== undefined;
  const effective = policy === 'public' && (personal || setsCookie) ? 'private' : policy;
  res.set('Cache-Control', HEADERS[effective]);
  res.vary('Cookie');
}
