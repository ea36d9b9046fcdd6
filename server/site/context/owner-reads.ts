// The reads of a page an owner of the website looks at: straight from the database, pages not yet published included, and what the preview asks for (a page's draft or revision, an item not yet public).
import type { Knex } from 'knex';
import type { PreviewRequest } from '../../../domain/preview-links.js';
import { loadItem } from './item-store.js';
import { loadSiteParts, siteReads, type UnguardedReads } from './site-reads.js';
import { loadPageContent, loadRevisionContent } from './store.js';

/**
 * The owners' reads of `db` (never cached: these pages are never shared, see service.ts's
 * isSharedPage, nor answered by the fast path, which takes no session cookie and no query). The
 * site map holds the pages not yet published. With `preview`: `draft` shows each page's draft and
 * opens posts, events and products that are drafts or scheduled; `revision` shows that published
 * version of the page it belongs to (other pages as published).
 */
export function ownerReads(db: Knex, preview: PreviewRequest | undefined): UnguardedReads {
  const reads = siteReads(db);
  const owners: UnguardedReads = {
    ...reads,
    siteParts: (websiteId) => loadSiteParts(db, websiteId, { unpublished: true }),
  };
  if (preview === undefined) return owners;
  if (preview.kind === 'revision') {
    return {
      ...owners,
      pageContent: async (websiteId, pageId) =>
        (await loadRevisionContent(db, websiteId, pageId, preview.revisionId)) ??
        reads.pageContent(websiteId, pageId),
    };
  }
  return {
    ...owners,
    pageContent: (websiteId, pageId) => loadPageContent(db, websiteId, pageId, { draft: true }),
    item: (websiteId, collectionId, urlId) =>
      loadItem(db, websiteId, collectionId, urlId, { unpublished: true }),
  };
}
