// COMMENTS through knex: the post a comment is for, storing one, the approved ones a page shows, and the approved count kept on the item.
import type { Knex } from 'knex';
import type { CommentStatus } from '../../domain/comment-rules.js';
import { TABLES } from '../db/tables.js';

/** A comment row. */
export interface CommentRow {
  website_id: string;
  id: string;
  item_id: string;
  parent_id: string | null;
  author_name: string;
  email: string | null;
  website: string | null;
  body: string;
  status: CommentStatus;
  visitor_key: string | null;
  created_at: Date;
  moderated_at: Date | null;
}

/** The item a visitor comments on, with what decides whether it takes comments. */
export interface CommentTarget {
  id: string;
  collection_id: string | null;
  title: string;
  comment_state: number;
  /** WEBSITE_SETTINGS.comments_enabled, null when the website has no settings row. */
  comments_enabled: boolean | null;
}

/** A published item of the website (not scheduled for later), with the site's comment switch. */
export async function findCommentTarget(
  db: Knex,
  websiteId: string,
  itemId: string,
  now: Date,
): Promise<CommentTarget | undefined> {
  const row = (await db(`${TABLES.contentItems} as i`)
    .leftJoin(`${TABLES.websiteSettings} as s`, 's.website_id', 'i.website_id')
    .where({ 'i.website_id': websiteId, 'i.id': itemId, 'i.status': 'published' })
    .andWhere((where) => where.whereNull('i.published_at').orWhere('i.published_at', '<=', now))
    .first('i.id', 'i.collection_id', 'i.title', 'i.comment_state', 's.comments_enabled')) as
    CommentTarget | undefined;
  return row;
}

/** Whether `parentId` is a top-level comment of the item that the site shows (approved). */
export async function isReplyTarget(
  db: Knex,
  websiteId: string,
  itemId: string,
  parentId: string,
): Promise<boolean> {
  const row = await db(TABLES.comments)
    .where({ website_id: websiteId, id: parentId, item_id: itemId, status: 'approved' })
    .whereNull('parent_id')
    .first('id');
  return row !== undefined;
}

/** A new comment to store (held unless said otherwise). */
export interface NewComment {
  websiteId: string;
  itemId: string;
  parentId?: string;
  authorName: string;
  email?: string;
  website?: string;
  body: string;
  visitorKey?: string;
  status?: CommentStatus;
}

/** Stores a comment; returns its row. */
export async function insertComment(db: Knex, comment: NewComment): Promise<CommentRow> {
  const [row] = (await db(TABLES.comments)
    .insert({
      website_id: comment.websiteId,
      item_id: comment.itemId,
      parent_id: comment.parentId ?? null,
      author_name: comment.authorName,
      email: comment.email?.toLowerCase() ?? null,
      website: comment.website ?? null,
      body: comment.body,
      status: comment.status ?? 'held',
      visitor_key: comment.visitorKey ?? null,
    })
    .returning('*')) as CommentRow[];
  return row;
}

/** What a page shows of an approved comment (never the email or the visitor key). */
export interface PublicCommentRecord {
  id: string;
  parent_id: string | null;
  author_name: string;
  website: string | null;
  body: string;
  created_at: Date;
}

/** The approved comments of an item, oldest first (top-level and replies alike). */
export function loadApprovedComments(
  db: Knex,
  websiteId: string,
  itemId: string,
): Promise<PublicCommentRecord[]> {
  return db(TABLES.comments)
    .where({ website_id: websiteId, item_id: itemId, status: 'approved' })
    .orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .select('id', 'parent_id', 'author_name', 'website', 'body', 'created_at');
}

/**
 * Sets CONTENT_ITEMS.comment_count (the page's `publicCommentCount`) of the items to their number
 * of approved comments whose thread is shown (a reply counts while its comment is approved).
 */
export async function recountApproved(
  db: Knex,
  websiteId: string,
  itemIds: readonly string[],
): Promise<void> {
  const ids = [...new Set(itemIds)];
  if (ids.length === 0) return;
  await db.raw(
    `update "CONTENT_ITEMS" as i set "comment_count" = (
       select count(*) from "COMMENTS" as c
       left join "COMMENTS" as p on p."website_id" = c."website_id" and p."id" = c."parent_id"
       where c."website_id" = i."website_id" and c."item_id" = i."id" and c."status" = 'approved'
         and (c."parent_id" is null or p."status" = 'approved'))
     where i."website_id" = ? and i."id" = any(?::text[])`,
    [websiteId, ids],
  );
}
