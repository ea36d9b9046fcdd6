// Pages every visitor without a cart sees alike: rendered once per address from cached data, kept until the data changes.
import type { Knex } from 'knex';
import { pageCacheFor, siteCacheFor } from './cache/site-caches.js';
import { pageContext } from './context/page-context.js';
import type { AccessCheck, PageRequest, PageView } from './context/page-view.js';
import { visitorReads } from './context/guarded-reads.js';
import { loadSiteData } from './context/site-data.js';
import type { SiteReads } from './context/site-reads.js';
import { replicaSiteReads, type ReplicaChoice } from './replica/replica-site-reads.js';
import { CRUMB_STAND_IN, sharedPage, withEncodings, type SharedOutcome } from './render/shared-page.js';
import { pageOutcome } from './service.js';

/** A shared page is rendered for nobody in particular: no password entered, no cart, not a member. */
const NO_ACCESS: AccessCheck = { siteUnlocked: () => false, pageUnlocked: () => false };

/**
 * The theme shared pages are rendered through (the website's platform site: the built-in theme,
 * an uploaded one or THEME_DIR): `key` tells its pages apart from other themes' at the same
 * address, `render` reads what its tags need through `reads`, so the page expires with those
 * reads too.
 */
export interface SharedLook {
  key: string;
  render(
    view: PageView,
    context: Record<string, unknown>,
    request: PageRequest,
    reads: SiteReads,
  ): Promise<string>;
}

/** Rendered pages shared between visitors. */
export interface SharedPages {
  /**
   * The page at `url` (path and query as asked) for `request`, which must be one `isSharedPage`
   * accepts: rendered with a stand-in crumb through `look`, or taken from the page cache.
   */
  outcome(url: string, request: PageRequest, look: SharedLook): Promise<SharedOutcome>;
  /** The key `outcome` keeps the page under in the page cache (for the fast path, server/site/fast-path/). */
  keyOf(url: string, request: PageRequest, look: SharedLook): string;
}

/**
 * Shared pages of `db`'s websites, rendered through their themes. A page is kept under the website, the
 * origin and the URL, and expires with the first of the cached reads it was built from, so it is
 * never older than the data cache allows; `invalidateSiteData` drops it with them. Pages that must
 * not be stored (`no-store`: the lock screen or a password form, should the site have changed
 * since the request was judged shareable) are handed to the visitors waiting for them and dropped.
 * With `replica`, the site data behind a page is read from the read replica, from `db` for a
 * while after the website changed (replica/replica-site-reads.ts); other reads stay on `db`.
 */
export function createSharedPages(
  db: Knex,
  replica: ReplicaChoice = { replica: db, readAfterWriteMs: 0, outage: { until: 0 } },
): SharedPages {
  const pages = pageCacheFor(db);
  const data = siteCacheFor(db);
  const keyOf = (url: string, request: PageRequest, look: SharedLook): string =>
    JSON.stringify([request.baseUrl, url, look.key]);
  return {
    keyOf,
    outcome(url, request, look) {
      const { website } = request.site;
      const key = keyOf(url, request, look);
      return pages.read(website.id, key, async (expireBy) => {
        const cached = replicaSiteReads({ primary: db, cache: data, seen: expireBy, ...replica });
        const site = await loadSiteData(cached, website);
        const shared: PageRequest = {
          ...request,
          site,
          crumb: CRUMB_STAND_IN,
          cartOwner: { websiteId: website.id },
          access: NO_ACCESS,
          isOwner: false,
        };
        // Rendered for nobody in particular: no member area's items (context/guarded-reads.ts).
        const reads = visitorReads(cached, shared);
        const outcome = await pageOutcome(db, reads, shared, undefined);
        if ('redirect' in outcome) return outcome;
        const { view } = outcome;
        if (view.cache === 'no-store') expireBy(0);
        const context = pageContext(shared, view, undefined);
        const html = await look.render(view, context, shared, reads);
        // Compressed once here, so every visitor's response is made without compressing.
        return {
          page: await withEncodings(sharedPage(html, view.status, view.cache, context.noIndex === true)),
        };
      });
    },
  };
}
