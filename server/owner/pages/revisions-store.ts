// PAGE_REVISIONS through knex: a page's published versions, added at each publish, the oldest past the limit removed.
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';
import type { Actor } from '../api/actor.js';

/** One stored revision (without its content). */
export interface RevisionRow {
  id: string;
  number: number;
  published_at: Date | string;
  published_by: string;
}

/** A page's revisions, the newest first. */
export function revisionRows(db: Knex, websiteId: string, pageId: string): Promise<RevisionRow[]> {
  return db(TABLES.pageRevisions)
    .where({ website_id: websiteId, page_id: pageId })
    .orderBy('number', 'desc')
    .select('id', 'number', 'published_at', 'published_by');
}

/** Whether the page has any revision. */
export async function hasRevisions(db: Knex, websiteId: string, pageId: string): Promise<boolean> {
  return (
    (await db(TABLES.pageRevisions).where({ website_id: websiteId, page_id: pageId }).first('id')) !==
    undefined
  );
}

/**
 * Adds a revision of the page holding `content` (numbered one past its last), by `actor`, or by
 * nobody known and at `at` for the page as it was before its first publish; then keeps only the
 * newest `keep`.
 */
export async function addRevision(
  trx: Knex.Transaction,
  websiteId: string,
  pageId: string,
  content: Record<string, unknown>,
  by: { actor: Actor } | { at: Date | string },
  keep: number,
): Promise<void> {
  const [{ next }] = await trx(TABLES.pageRevisions)
    .where({ website_id: websiteId, page_id: pageId })
    .select(trx.raw('coalesce(max(number), 0)::int + 1 as next'));
  await trx(TABLES.pageRevisions).insert({
    website_id: websiteId,
    page_id: pageId,
    number: next,
    content: JSON.stringify(content),
    ...('actor' in by
      ? { published_by_account_id: by.actor.accountId, published_by: by.actor.label }
      : { published_at: by.at, published_by: '' }),
  });
  await trx(TABLES.pageRevisions)
    .where({ website_id: websiteId, page_id: pageId })
    .where('number', '<=', (next as number) - keep)
    .delete();
}
