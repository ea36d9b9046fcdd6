// The moderation queue: comments by status a page at a time, and approving, marking as spam or deleting one (the item's public count and the site cache follow).
import type { Knex } from 'knex';
import {
  COMMENT_PAGE_SIZE,
  type CommentPage,
  type CommentStatus,
  type CommentView,
} from '../../../domain/owner-api/comments.js';
import { TABLES } from '../../db/tables.js';
import { notFound } from '../../http/http-error.js';
import { recountApproved, type CommentRow } from '../../comments/store.js';
import { invalidateSiteData } from '../../site/cache/site-caches.js';
import { siteReads } from '../../site/context/site-reads.js';
import { collectionKind, itemPath } from '../../site/context/site-map.js';

type QueueRow = CommentRow & { item_title: string; item_url_id: string; collection_id: string };

const NO_COMMENT = 'No such comment.';

async function views(db: Knex, websiteId: string, rows: readonly QueueRow[]): Promise<CommentView[]> {
  const { map } = await siteReads(db).siteParts(websiteId);
  return rows.map((row) => {
    const collection = map.collectionById(row.collection_id);
    const itemUrl =
      collection === undefined
        ? ''
        : itemPath(map.collectionPath(collection), collectionKind(collection), row.item_url_id);
    return {
      id: row.id,
      itemId: row.item_id,
      itemTitle: row.item_title,
      itemUrl,
      parentId: row.parent_id,
      authorName: row.author_name,
      email: row.email,
      website: row.website,
      body: row.body,
      status: row.status,
      createdAt: row.created_at.toISOString(),
    };
  });
}

function queue(db: Knex, websiteId: string) {
  return db(`${TABLES.comments} as c`)
    .join(`${TABLES.contentItems} as i`, function joinItem() {
      this.on('i.website_id', '=', 'c.website_id').andOn('i.id', '=', 'c.item_id');
    })
    .where('c.website_id', websiteId);
}

/** One page of the comments in `status`, newest first, with how many each tab holds. */
export async function listComments(
  db: Knex,
  websiteId: string,
  status: CommentStatus,
  page: number,
): Promise<CommentPage> {
  const [rows, counted] = await Promise.all([
    queue(db, websiteId)
      .where('c.status', status)
      .orderBy([
        { column: 'c.created_at', order: 'desc' },
        { column: 'c.id', order: 'desc' },
      ])
      .limit(COMMENT_PAGE_SIZE + 1)
      .offset((page - 1) * COMMENT_PAGE_SIZE)
      .select('c.*', 'i.title as item_title', 'i.url_id as item_url_id', 'i.collection_id'),
    db(TABLES.comments)
      .where({ website_id: websiteId })
      .groupBy('status')
      .select('status')
      .count<{ status: CommentStatus; count: string | number }[]>({ count: '*' }),
  ]);
  const counts = { held: 0, approved: 0, spam: 0 };
  for (const row of counted) counts[row.status] = Number(row.count);
  const shown = (rows as QueueRow[]).slice(0, COMMENT_PAGE_SIZE);
  return {
    comments: await views(db, websiteId, shown),
    status,
    page,
    pageSize: COMMENT_PAGE_SIZE,
    total: counts[status],
    hasNextPage: rows.length > COMMENT_PAGE_SIZE,
    counts,
  };
}

async function oneView(db: Knex, websiteId: string, id: string): Promise<CommentView> {
  const row = (await queue(db, websiteId)
    .where('c.id', id)
    .first('c.*', 'i.title as item_title', 'i.url_id as item_url_id', 'i.collection_id')) as
    QueueRow | undefined;
  if (row === undefined) throw notFound(NO_COMMENT);
  return (await views(db, websiteId, [row]))[0];
}

/**
 * Moves a comment to `status` (approved: shown on the site; spam: kept out of sight), recounts its
 * item's public comments in the same transaction, then drops the website's cached pages so the
 * post shows the change at once. 404 for a comment of another website or none.
 */
export async function moderateComment(
  db: Knex,
  websiteId: string,
  id: string,
  status: Exclude<CommentStatus, 'held'>,
  now: Date = new Date(),
): Promise<CommentView> {
  await db.transaction(async (trx) => {
    const [row] = (await trx(TABLES.comments)
      .where({ website_id: websiteId, id })
      .update({ status, moderated_at: now })
      .returning('item_id')) as { item_id: string }[];
    if (row === undefined) throw notFound(NO_COMMENT);
    await recountApproved(trx, websiteId, [row.item_id]);
  });
  invalidateSiteData(websiteId);
  return oneView(db, websiteId, id);
}

/** Deletes a comment (and its replies), recounts its item and drops the cached pages; 404 when there is none. */
export async function deleteComment(db: Knex, websiteId: string, id: string): Promise<void> {
  await db.transaction(async (trx) => {
    const [row] = (await trx(TABLES.comments)
      .where({ website_id: websiteId, id })
      .delete()
      .returning('item_id')) as { item_id: string }[];
    if (row === undefined) throw notFound(NO_COMMENT);
    await recountApproved(trx, websiteId, [row.item_id]);
  });
  invalidateSiteData(websiteId);
}
