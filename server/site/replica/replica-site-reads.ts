// Visitors' cached site reads from a read replica (DATABASE_READ_URL), from the primary for a short while after each change.
import type { Knex } from 'knex';
import type { SiteCache } from '../cache/site-cache.js';
import { siteReads, type UnguardedReads } from '../context/site-reads.js';
import type { AppDeps } from '../../app-deps.js';
import { changedWithin, READ_AFTER_WRITE_MS } from './recent-changes.js';

/** Where visitors' cached site reads go when not just after a change, and for how long after one they do not. */
export interface ReplicaChoice {
  /** The replica's pool; the primary itself when there is none (then the reads are plain `siteReads`). */
  replica: Knex;
  /** How long after a change a website is read from the primary (READ_AFTER_WRITE_MS). */
  readAfterWriteMs: number;
  /** Until when (epoch ms) the replica is passed over after a failed read; shared by every reader of the app. */
  outage: { until: number };
  /** Told once per outage why the replica was passed over. */
  onReplicaError?: (error: unknown) => void;
}

/** How long a replica that failed a read is passed over before it is tried again. */
export const REPLICA_RETRY_MS = 10_000;

/** The app's replica (AppDeps.readDb, else the primary) and its read-after-write window (the configuration's, else 5 s). */
export function replicaOf(deps: Pick<AppDeps, 'db' | 'config' | 'readDb' | 'logger'>): ReplicaChoice {
  return {
    replica: deps.readDb ?? deps.db.knex,
    readAfterWriteMs: deps.config.readAfterWriteMs ?? READ_AFTER_WRITE_MS,
    outage: { until: 0 },
    onReplicaError: (error) =>
      deps.logger.warn(
        { err: error, retryInMs: REPLICA_RETRY_MS },
        'the read replica failed a read: visitors read the primary until it is tried again',
      ),
  };
}

/** Options of {@link replicaSiteReads}. */
export interface ReplicaReadsOptions extends ReplicaChoice {
  /** The primary: every read of a website changed less than `readAfterWriteMs` ago. */
  primary: Knex;
  /** The cache the reads go through, keyed by the primary (site-caches.ts `siteCacheFor(primary)`). */
  cache: SiteCache;
  /** Told when each value returned expires (see siteReads). */
  seen?: (expiresAt: number) => void;
}

/**
 * Site reads through `cache` whose misses read the replica, except for a website changed less than
 * `readAfterWriteMs` ago in this process's knowledge (invalidateSiteData here, or another server's
 * notice): those read the primary, so a replica that has not replayed the change yet cannot put the
 * old data back in the cache. Both sides share the cache, so a hit is the same whichever side is
 * picked; the side is picked per call, when a miss starts its query.
 */
export function replicaSiteReads(options: ReplicaReadsOptions): UnguardedReads {
  const { primary, replica, cache, seen, readAfterWriteMs, outage, onReplicaError } = options;
  const fromPrimary = siteReads(primary, cache, seen);
  if (replica === primary) return fromPrimary;
  const fromReplica = siteReads(replica, cache, seen);
  // A replica that fails (down, or too far behind to answer) is passed over for REPLICA_RETRY_MS:
  // the visitor's page is read from the primary instead of failing.
  const read = async <T>(websiteId: string, run: (reads: UnguardedReads) => Promise<T>): Promise<T> => {
    if (changedWithin(websiteId, readAfterWriteMs) || Date.now() < outage.until) return run(fromPrimary);
    try {
      return await run(fromReplica);
    } catch (error) {
      if (Date.now() >= outage.until) onReplicaError?.(error);
      outage.until = Date.now() + REPLICA_RETRY_MS;
      return run(fromPrimary);
    }
  };
  return {
    siteParts: (websiteId) => read(websiteId, (reads) => reads.siteParts(websiteId)),
    pageContent: (websiteId, pageId) => read(websiteId, (reads) => reads.pageContent(websiteId, pageId)),
    pageTranslation: (websiteId, pageId, language) =>
      read(websiteId, (reads) => reads.pageTranslation(websiteId, pageId, language)),
    categories: (websiteId, collectionId) =>
      read(websiteId, (reads) => reads.categories(websiteId, collectionId)),
    items: (query) => read(query.websiteId, (reads) => reads.items(query)),
    item: (websiteId, collectionId, urlId) =>
      read(websiteId, (reads) => reads.item(websiteId, collectionId, urlId)),
    itemsByIds: (websiteId, ids) => read(websiteId, (reads) => reads.itemsByIds(websiteId, ids)),
    neighbours: (websiteId, item, ordering) =>
      read(websiteId, (reads) => reads.neighbours(websiteId, item, ordering)),
    search: (websiteId, text, limit, offset) =>
      read(websiteId, (reads) => reads.search(websiteId, text, limit, offset)),
    variants: (websiteId, productIds) => read(websiteId, (reads) => reads.variants(websiteId, productIds)),
    images: (websiteId, imageIds) => read(websiteId, (reads) => reads.images(websiteId, imageIds)),
    forms: (websiteId, formIds) => read(websiteId, (reads) => reads.forms(websiteId, formIds)),
    datasets: (websiteId, datasetIds) => read(websiteId, (reads) => reads.datasets(websiteId, datasetIds)),
    comments: (websiteId, itemId) => read(websiteId, (reads) => reads.comments(websiteId, itemId)),
    productReviews: (websiteId, productId) =>
      read(websiteId, (reads) => reads.productReviews(websiteId, productId)),
  };
}
