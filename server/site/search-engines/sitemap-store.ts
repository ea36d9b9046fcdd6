// SQL of the sitemap: when each enabled page last changed, and every published item of the collections it lists.
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';

/** An item the sitemap lists. */
export interface SitemapItemRow {
  collection_id: string;
  url_id: string;
  updated_at: Date;
}

/** When each enabled page of the website last changed, by id. */
export async function pageChangeTimes(db: Knex, websiteId: string): Promise<Map<string, Date>> {
  const rows = (await db(TABLES.pages)
    .where({ website_id: websiteId, enabled: true })
    .select('id', 'updated_at')) as { id: string; updated_at: Date }[];
  return new Map(rows.map((row) => [row.id, row.updated_at]));
}

/**
 * The items visitors can open in `collectionIds`: published (drafts, items waiting for review and
 * scheduled items are not), and in a store only those with a product row, ordered by collection
 * and address so the sitemap's split files keep their contents from one read to the next.
 */
export function loadSitemapItems(
  db: Knex,
  websiteId: string,
  collectionIds: readonly string[],
  storeIds: readonly string[],
): Promise<SitemapItemRow[]> {
  if (collectionIds.length === 0) return Promise.resolve([]);
  return db({ i: TABLES.contentItems })
    .where('i.website_id', websiteId)
    .whereIn('i.collection_id', [...collectionIds])
    .where('i.status', 'published')
    .where((where) => where.whereNull('i.published_at').orWhere('i.published_at', '<=', db.fn.now()))
    .where((where) => {
      where
        .whereNotIn('i.collection_id', storeIds.length === 0 ? [''] : [...storeIds])
        .orWhereExists(
          db({ p: TABLES.products })
            .whereRaw('p.website_id = i.website_id and p.id = i.id')
            .select(db.raw('1')),
        );
    })
    .orderBy([
      { column: 'i.collection_id', order: 'asc' },
      { column: 'i.url_id', order: 'asc' },
    ])
    .select('i.collection_id', 'i.url_id', 'i.updated_at');
}
