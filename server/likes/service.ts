// Liking and unliking an item: the like row and the item's count change together, in one transaction.
import type { Knex } from 'knex';
import type { LikeState } from '../../domain/likes.js';
import { HttpError } from '../http/http-error.js';
import { invalidateSiteData } from '../site/cache/site-caches.js';
import { deleteLike, findLikeableItem, hasLike, insertLike, moveLikeCount } from './store.js';

/** 404 for an item that cannot be liked: unknown, unpublished, or on a site with likes switched off. */
export const NOT_LIKEABLE_MESSAGE = 'This item cannot be liked.';

function notLikeable(): HttpError {
  return new HttpError(404, 'not-likeable', NOT_LIKEABLE_MESSAGE);
}

/** The item's count, and whether the visitor (undefined: no like cookie yet) likes it. */
export async function likeState(
  db: Knex,
  websiteId: string,
  itemId: string,
  visitorKey: string | undefined,
): Promise<LikeState> {
  const item = await findLikeableItem(db, websiteId, itemId);
  if (item === undefined) throw notLikeable();
  const liked = visitorKey === undefined ? false : await hasLike(db, websiteId, itemId, visitorKey);
  return { itemId, count: item.likeCount, liked };
}

/**
 * Likes (`liked: true`) or unlikes the item for the visitor. Idempotent: a second like, or an unlike
 * of nothing, changes nothing and answers the same state. The row and the count change in one
 * transaction (the item's row lock orders concurrent likes); the site's cached pages are dropped
 * after it commits, so the next page view shows the new count.
 */
export async function setLike(
  db: Knex,
  websiteId: string,
  itemId: string,
  visitorKey: string,
  liked: boolean,
): Promise<LikeState> {
  const { state, changed } = await db.transaction(async (trx) => {
    const item = await findLikeableItem(trx, websiteId, itemId);
    if (item === undefined) throw notLikeable();
    const changed = liked
      ? await insertLike(trx, websiteId, itemId, visitorKey)
      : await deleteLike(trx, websiteId, itemId, visitorKey);
    const count = changed ? await moveLikeCount(trx, websiteId, itemId, liked ? 1 : -1) : item.likeCount;
    return { state: { itemId, count, liked }, changed };
  });
  if (changed) invalidateSiteData(websiteId);
  return state;
}
