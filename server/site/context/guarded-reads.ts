// The one guarded read of items: site reads for one visitor, leaving out the items of collections they may not read (members-only).
import { collectionReader } from '../../members/member-guard.js';
import type { PageRequest } from './page-view.js';
import type { SiteReads, UnguardedReads } from './site-reads.js';

/**
 * `reads` for a visitor who may read the items of the collections `readable` accepts: a list of
 * a collection they may not read is empty, such an item is not found, its neighbours and categories
 * are none, and lists across collections (items by id, search results) leave its items out. The
 * other reads (site parts, pages, images, variants…) pass through: they are reached from items
 * already read, or carry no item.
 */
export function guardedReads(reads: UnguardedReads, readable: (collectionId: string) => boolean): SiteReads {
  const mayRead = (record: { collection_id: string | null }) =>
    record.collection_id !== null && readable(record.collection_id);
  return {
    ...reads,
    readable,
    categories: async (websiteId, collectionId) =>
      readable(collectionId) ? reads.categories(websiteId, collectionId) : [],
    items: async (query) => (readable(query.collectionId) ? reads.items(query) : []),
    item: async (websiteId, collectionId, urlId) =>
      readable(collectionId) ? reads.item(websiteId, collectionId, urlId) : undefined,
    itemsByIds: async (websiteId, ids) => (await reads.itemsByIds(websiteId, ids)).filter(mayRead),
    neighbours: async (websiteId, item, ordering) =>
      readable(item.collection_id) ? reads.neighbours(websiteId, item, ordering) : {},
    search: async (websiteId, text, limit, offset) =>
      (await reads.search(websiteId, text, limit, offset)).filter(mayRead),
  };
}

/**
 * The reads of `request`'s visitor (server/members/member-guard.ts decides): owners read every
 * item, others leave out those of members-only collections of areas they may not enter.
 */
export function visitorReads(reads: UnguardedReads, request: PageRequest): SiteReads {
  return guardedReads(reads, collectionReader(request.site.map, request));
}
