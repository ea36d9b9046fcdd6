// SPEC §6: which hits are not tracked (signed-in owners, pages without tracking, page views on /search).
import type { Request } from 'express';
import { ROLE } from '../../domain/roles.js';
import { PAGE_TYPE } from '../site/context/site-map.js';

/** SPEC §6: the not-found, lock-screen, member-area-denied and search pages are not tracked. */
const UNTRACKED_PAGE_TYPES: ReadonlySet<number> = new Set([
  PAGE_TYPE.notFound,
  PAGE_TYPE.lockScreen,
  PAGE_TYPE.memberAreaDenied,
  PAGE_TYPE.search,
]);

/** The editor's paths (configuration paths). */
function isConfigurationPath(path: string): boolean {
  return path === '/config' || path.startsWith('/config/');
}

function isSearchPath(path: string): boolean {
  return path === '/search' || path.startsWith('/search/');
}

/** What a hit is about, as far as suppression cares. */
export interface HitFacts {
  /** The page the hit came from (`/shop/p/chair`). */
  pagePath: string;
  /** SPEC §2's page type number, when the page said it. */
  pageType?: number | undefined;
  /** Whether the hit is a page view. */
  pageView: boolean;
}

/**
 * Why this hit is not tracked, or undefined when it is: a signed-in owner (except one whose role
 * on the website is viewer only, outside the editor's paths), a page type SPEC §6 leaves out, a
 * page view on /search.
 */
export function suppressionOf(req: Request, hit: HitFacts): string | undefined {
  const account = req.account;
  if (account !== undefined && !(account.role === ROLE.viewer && !isConfigurationPath(hit.pagePath)))
    return 'signed-in owner';
  if (hit.pageType !== undefined && UNTRACKED_PAGE_TYPES.has(hit.pageType)) return 'untracked page';
  if (isConfigurationPath(hit.pagePath)) return 'editor';
  if (hit.pageView && isSearchPath(hit.pagePath)) return 'search page view';
  return undefined;
}
