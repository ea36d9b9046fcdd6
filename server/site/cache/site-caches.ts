// The site caches of each database handle, and invalidateSiteData(): what every write path calls after a change pages show.
import { noteAllSitesChanged, noteSiteChanged } from '../replica/recent-changes.js';
import {
  SITE_CACHE_DEFAULTS,
  SiteCache,
  SitePeriods,
  type SiteCacheOptions,
  type SiteCacheStats,
} from './site-cache.js';

/**
 * What a page cache entry takes: a shared page's parts and compressed forms, a feed's bytes
 * (`{ bytes }`), a redirect next to nothing.
 */
function pageEntryBytes(value: unknown): number {
  const entry = value as {
    bytes?: number;
    page?: { bytes: number; encodings?: { bytes: number } };
  };
  if (entry.page !== undefined) return entry.page.bytes + (entry.page.encodings?.bytes ?? 0);
  return entry.bytes ?? 0;
}

/** Pages are big (tens of kilobytes each), so fewer bytes are kept for them than for data reads. */
const PAGE_CACHE_OPTIONS: SiteCacheOptions = {
  maxBytesPerWebsite: 8 * 1024 * 1024,
  maxBytes: 64 * 1024 * 1024,
  sizeOf: pageEntryBytes,
};

/**
 * Sitemaps take seconds to build for tens of thousands of addresses, longer than the pages' 2 s:
 * they are kept until the website changes (every write announces it), 10 minutes at most, so a
 * scheduled post (which appears without a write) is listed within 10 minutes.
 */
const CRAWLER_CACHE_OPTIONS: SiteCacheOptions = {
  ttlMs: 10 * 60_000,
  maxBytesPerWebsite: 32 * 1024 * 1024,
  maxBytes: 128 * 1024 * 1024,
  sizeOf: (value) => (value as { bytes?: number }).bytes ?? 0,
};

const dataCaches = new WeakMap<object, SiteCache>();
const pageCaches = new WeakMap<object, SiteCache>();
const crawlerCaches = new WeakMap<object, SiteCache>();
/** Weak, so a closed test database's caches can go; invalidation reaches every live one. */
const live = new Set<WeakRef<SiteCache>>();

/**
 * The periods of each database's websites, shared by its data and page caches: a website's reads
 * and pages expire together at the end of each 2 s period (site-cache.ts's SitePeriods), so a page
 * is rendered once a period, not again each time one of its reads (loaded at another moment) runs
 * out.
 */
const periodsOf = new WeakMap<object, SitePeriods>();

function periodsFor(db: object): SitePeriods {
  let periods = periodsOf.get(db);
  if (periods === undefined) {
    periods = new SitePeriods(SITE_CACHE_DEFAULTS.ttlMs);
    periodsOf.set(db, periods);
  }
  return periods;
}

function cacheIn(caches: WeakMap<object, SiteCache>, db: object, options?: SiteCacheOptions): SiteCache {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = new SiteCache(options);
    caches.set(db, cache);
    live.add(new WeakRef(cache));
  }
  return cache;
}

/** The cache of reads from `db` (a knex instance), made on first ask and shared by the site's middleware. */
export function siteCacheFor(db: object): SiteCache {
  return cacheIn(dataCaches, db, { periods: periodsFor(db) });
}

/** The cache of pages rendered from `db`'s data for visitors who see nothing of their own (see render/shared-page.ts). */
export function pageCacheFor(db: object): SiteCache {
  return cacheIn(pageCaches, db, { ...PAGE_CACHE_OPTIONS, periods: periodsFor(db) });
}

/** The cache of what crawlers fetch (the sitemap), dropped with the rest by `invalidateSiteData`. */
export function crawlerCacheFor(db: object): SiteCache {
  return cacheIn(crawlerCaches, db, CRAWLER_CACHE_OPTIONS);
}

/** What each cache of `db` holds against its byte bound, for `/readyz?verbose` (caches not made yet are empty). */
export function siteCacheReport(db: object): Record<'data' | 'pages' | 'crawler', SiteCacheStats> {
  return {
    data: siteCacheFor(db).stats(),
    pages: pageCacheFor(db).stats(),
    crawler: crawlerCacheFor(db).stats(),
  };
}

/** Told of every website whose data changed in this process (the cluster's notifier, server/cluster/). */
export type SiteChangeAnnouncer = (websiteId: string) => void;

const announcers = new Set<SiteChangeAnnouncer>();

/**
 * Forgets everything pages read for `websiteId`, the pages rendered from it and the host lookups
 * that may lead to it, so the next page view reads the database again. Call it after every
 * committed write that changes what a page shows: website, settings, domains, pages, menus,
 * collections, items, products, variants and their stock, images, categories, forms. On
 * PostgreSQL the other app servers hear of it through the site-change notifier
 * (server/cluster/site-change-notifier.ts), which {@link announceSiteChanges} registers.
 */
export function invalidateSiteData(websiteId: string): void {
  dropSiteData(websiteId);
  for (const announce of announcers) announce(websiteId);
}

/**
 * Forgets `websiteId`'s reads and pages in this process only: what a notice from another server
 * does. With a read replica, the website's next reads go to the primary for a while (replica/).
 */
export function dropSiteData(websiteId: string): void {
  noteSiteChanged(websiteId);
  eachLiveCache((cache) => cache.invalidate(websiteId));
}

/** Forgets every website's reads and pages in this process (notices may have been missed while disconnected). */
export function dropAllSiteData(): void {
  noteAllSitesChanged();
  eachLiveCache((cache) => cache.clear());
}

/** Calls `act` on every cache still in use, forgetting those garbage-collected. */
function eachLiveCache(act: (cache: SiteCache) => void): void {
  for (const ref of live) {
    const cache = ref.deref();
    if (cache === undefined) live.delete(ref);
    else act(cache);
  }
}

/** Makes `announce` hear every later {@link invalidateSiteData}; returns a function that stops it. */
export function announceSiteChanges(announce: SiteChangeAnnouncer): () => void {
  announcers.add(announce);
  return () => {
    announcers.delete(announce);
  };
}
