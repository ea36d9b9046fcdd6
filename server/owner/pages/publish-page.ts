// A page's draft made public (Publish), dropped (Discard), or filled from one of its revisions (Restore); and its list of revisions.
import type { Knex } from 'knex';
import type { NavigationItem } from '../../../domain/owner-api/navigation.js';
import {
  MAX_PAGE_REVISIONS,
  NOTHING_TO_PUBLISH_MESSAGE,
  type PageRevision,
} from '../../../domain/owner-api/page-drafts.js';
import type { PageDetail } from '../../../domain/owner-api/pages.js';
import { revisionPreviewPath } from '../../../domain/preview-links.js';
import { HttpError, notFound } from '../../http/http-error.js';
import { invalidateSiteData } from '../../site/cache/site-caches.js';
import { pagePath } from '../../site/context/site-map.js';
import { recordChange, stampColumns, type Actor } from '../api/actor.js';
import { versionConflict } from '../api/versions.js';
import { lockedMainNavigation, writeMainNavigation } from '../navigation/navigation-service.js';
import { loadRevisionContent } from '../../site/context/store.js';
import { addRevision, hasRevisions, revisionRows } from './revisions-store.js';
import { pageDetail } from './service.js';
import { dropDraftEqualToPublished, lockPage, pageRow, type LockedPage } from './store.js';
import { TABLES } from '../../db/tables.js';

/** Whether a menu (at any level) links the page. */
function links(items: readonly NavigationItem[], pageId: string): boolean {
  return items.some((item) => item.pageId === pageId || links(item.items ?? [], pageId));
}

/** The page locked for a change of its draft: 404 when there is none, 412 when `expectedVersion` is not its version. */
async function lockedPage(
  trx: Knex.Transaction,
  websiteId: string,
  id: string,
  expectedVersion: number | undefined,
): Promise<LockedPage> {
  const page = await lockPage(trx, websiteId, id);
  if (page === undefined) throw notFound('No such page.');
  if (expectedVersion !== undefined && page.version !== expectedVersion) throw versionConflict(page.version);
  return page;
}

/**
 * Publishes the page's draft in one transaction: its content becomes what visitors see, a revision
 * keeps it (with who and when; the page as it was before its first publish is kept too, so it can
 * be restored; the newest MAX_PAGE_REVISIONS stay), and a page never published before joins the
 * main menu when it was added to go there. 409 when there is nothing to publish. The site shows
 * it at once.
 */
export async function publishPage(
  db: Knex,
  websiteId: string,
  actor: Actor,
  id: string,
  expectedVersion: number | undefined,
): Promise<PageDetail> {
  const detail = await db.transaction(async (trx) => {
    const page = await lockedPage(trx, websiteId, id, expectedVersion);
    if (page.draft_content === null && page.published_at !== null) {
      throw new HttpError(409, 'nothing-to-publish', NOTHING_TO_PUBLISH_MESSAGE);
    }
    const content = page.draft_content ?? page.content ?? {};
    if (page.published_at !== null && !(await hasRevisions(trx, websiteId, id))) {
      await addRevision(
        trx,
        websiteId,
        id,
        page.content ?? {},
        { at: page.published_at },
        MAX_PAGE_REVISIONS,
      );
    }
    await addRevision(trx, websiteId, id, content, { actor }, MAX_PAGE_REVISIONS);
    await trx(TABLES.pages)
      .where({ website_id: websiteId, id })
      .update({
        content: JSON.stringify(content),
        draft_content: null,
        published_at: trx.fn.now(),
        link_on_publish: false,
        ...stampColumns(trx, actor),
      });
    if (page.link_on_publish) {
      const menu = await lockedMainNavigation(trx, websiteId);
      if (!links(menu.items, id)) {
        await writeMainNavigation(trx, websiteId, [...menu.items, { pageId: id, items: [] }], actor);
      }
    }
    await recordChange(trx, actor, {
      websiteId,
      action: 'publish',
      entity: 'page',
      entityId: id,
      summary: `Published the page "${page.title}" (/${page.url_id}).`,
    });
    return pageDetail(trx, websiteId, id, { draft: true });
  });
  invalidateSiteData(websiteId);
  return detail;
}

/** Drops the page's unpublished changes: the editor shows the published page again. Recorded. */
export async function discardDraft(
  db: Knex,
  websiteId: string,
  actor: Actor,
  id: string,
  expectedVersion: number | undefined,
): Promise<PageDetail> {
  return db.transaction(async (trx) => {
    const page = await lockedPage(trx, websiteId, id, expectedVersion);
    if (page.draft_content === null) return pageDetail(trx, websiteId, id, { draft: true });
    await trx(TABLES.pages)
      .where({ website_id: websiteId, id })
      .update({ draft_content: null, ...stampColumns(trx, actor) });
    await recordChange(trx, actor, {
      websiteId,
      action: 'discard',
      entity: 'page',
      entityId: id,
      summary: `Discarded the unpublished changes of the page "${page.title}".`,
    });
    return pageDetail(trx, websiteId, id, { draft: true });
  });
}

/**
 * Makes the revision the page's draft (publishing it is the owner's next step; visitors see no
 * change until then). 404 for a page or revision there is not. Recorded.
 */
export async function restoreRevision(
  db: Knex,
  websiteId: string,
  actor: Actor,
  id: string,
  revisionId: string,
  expectedVersion: number | undefined,
): Promise<PageDetail> {
  return db.transaction(async (trx) => {
    const page = await lockedPage(trx, websiteId, id, expectedVersion);
    const content = await loadRevisionContent(trx, websiteId, id, revisionId);
    if (content === undefined) throw notFound('No such revision.');
    await trx(TABLES.pages)
      .where({ website_id: websiteId, id })
      .update({ draft_content: JSON.stringify(content), ...stampColumns(trx, actor) });
    await dropDraftEqualToPublished(trx, websiteId, id);
    await recordChange(trx, actor, {
      websiteId,
      action: 'restore',
      entity: 'page',
      entityId: id,
      summary: `Restored a published version of the page "${page.title}" as its draft.`,
    });
    return pageDetail(trx, websiteId, id, { draft: true });
  });
}

/** The page's revisions, the newest first, each with its preview address. 404 for a page there is not. */
export async function pageRevisions(db: Knex, websiteId: string, id: string): Promise<PageRevision[]> {
  const row = await pageRow(db, websiteId, id);
  if (row === undefined) throw notFound('No such page.');
  const rows = await revisionRows(db, websiteId, id);
  const path = pagePath(row);
  return rows.map((revision, index) => ({
    id: revision.id,
    number: revision.number,
    publishedAt: new Date(revision.published_at).toISOString(),
    publishedBy: revision.published_by,
    previewUrl: revisionPreviewPath(path, revision.id),
    // The newest is what visitors see, once the page has been published.
    current: index === 0 && row.published_at !== null,
  }));
}
