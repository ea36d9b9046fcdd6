// The queries of the site's languages (LANGUAGES) and its pages' translations (PAGE_TRANSLATIONS).
import type { Knex } from 'knex';
import { TABLES } from '../db/tables.js';

/** A page's translation as stored. */
export interface PageTranslationRecord {
  page_id: string;
  language: string;
  title: string;
  description: string;
  /** `{ blockId: { field: text } }`. */
  blocks: Record<string, Record<string, string>>;
  updated_at: Date | string;
}

/**
 * The website's languages besides its primary one (`WEBSITES.language`), in the switcher's order:
 * its enabled LANGUAGES rows that are neither the default row nor the primary language.
 */
export async function loadExtraLanguages(db: Knex, websiteId: string): Promise<string[]> {
  const rows = (await db({ l: TABLES.languages })
    .join({ w: TABLES.websites }, 'w.id', 'l.website_id')
    .where('l.website_id', websiteId)
    .andWhere('l.enabled', true)
    .andWhere('l.is_default', false)
    .andWhereRaw('lower(l.code) <> lower(w.language)')
    .orderBy([
      { column: 'l.position', order: 'asc' },
      { column: 'l.code', order: 'asc' },
    ])
    .select('l.code')) as { code: string }[];
  return rows.map((row) => row.code);
}

/** One page's translation in `language`, if it was saved. */
export async function loadPageTranslation(
  db: Knex,
  websiteId: string,
  pageId: string,
  language: string,
): Promise<PageTranslationRecord | undefined> {
  return (await db(TABLES.pageTranslations)
    .where({ website_id: websiteId, page_id: pageId, language })
    .first('page_id', 'language', 'title', 'description', 'blocks', 'updated_at')) as
    PageTranslationRecord | undefined;
}

/** How many pages have a translation, per language. */
export async function countTranslations(db: Knex, websiteId: string): Promise<Map<string, number>> {
  const rows = (await db(TABLES.pageTranslations)
    .where({ website_id: websiteId })
    .groupBy('language')
    .select('language')
    .count({ count: '*' })) as { language: string; count: string | number }[];
  return new Map(rows.map((row) => [row.language, Number(row.count)]));
}
