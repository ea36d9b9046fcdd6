// SQL of likes: the item a like is for, the like rows, and the item's like count kept beside them.
import type { Knex } from 'knex';
import { TABLES } from '../db/tables.js';

/** A published item of a website whose likes are switched on, with its count; undefined otherwise. */
export async function findLikeableItem(
  db: Knex,
  websiteId: string,
  itemId: string,
): Promise<{ likeCount: number } | undefined> {
  const row = (await db(`${TABLES.contentItems} as i`)
    .join(`${TABLES.websiteSettings} as s`, 's.website_id', 'i.website_id')
    .where({
      'i.website_id': websiteId,
      'i.id': itemId,
      'i.status': 'published',
      's.simple_liking_enabled': true,
    })
    .where((query) => query.whereNull('i.published_at').orWhere('i.published_at', '<=', db.fn.now()))
    .first('i.like_count')) as { like_count: number } | undefined;
  return row === undefined ? undefined : { likeCount: row.like_count };
}

/** Adds the visitor's like; false when it was there already. */
export async function insertLike(
  db: Knex,
  websiteId: string,
  itemId: string,
  visitorKey: string,
): Promise<boolean> {
  const rows = await db(TABLES.likes)
    .insert({ website_id: websiteId, item_id: itemId, visitor_key: visitorKey })
    .onConflict(['website_id', 'item_id', 'visitor_key'])
    .ignore()
    .returning('item_id');
  return rows.length === 1;
}

/** Removes the visitor's like; false when there was none. */
export async function deleteLike(
  db: Knex,
  websiteId: string,
  itemId: string,
  visitorKey: string,
): Promise<boolean> {
  const rows = await db(TABLES.likes)
    .where({ website_id: websiteId, item_id: itemId, visitor_key: visitorKey })
    .delete()
    .returning('item_id');
  return rows.length > 0;
}

/** Whether the visitor likes the item. */
export async function hasLike(
  db: Knex,
  websiteId: string,
  itemId: string,
  visitorKey: string,
): Promise<boolean> {
  const row: unknown = await db(TABLES.likes)
    .where({ website_id: websiteId, item_id: itemId, visitor_key: visitorKey })
    .first('item_id');
  return row !== undefined;
}

/** Moves the item's like count by `step` (never below zero) and returns the new count. */
export async function moveLikeCount(
  db: Knex,
  websiteId: string,
  itemId: string,
  step: 1 | -1,
): Promise<number> {
  const [row] = (await db(TABLES.contentItems)
    .where({ website_id: websiteId, id: itemId })
    .update({ like_count: db.raw('greatest(like_count + ?, 0)', [step]) })
    .returning('like_count')) as { like_count: number }[];
  return row.like_count;
}
