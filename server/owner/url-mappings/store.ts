// Reading and writing a website's URL mappings text (URL_MAPPINGS), inside whatever transaction the caller holds.
import type { Knex } from 'knex';
import { withUrlMappings, type UrlMapping } from '../../../domain/url-mappings.js';
import { TABLES } from '../../db/tables.js';

/** The website's mappings text ('' when it has none). */
export async function readUrlMappingsText(db: Knex, websiteId: string): Promise<string> {
  const row = (await db(TABLES.urlMappings).where({ website_id: websiteId }).first('text')) as
    { text: string } | undefined;
  return row?.text ?? '';
}

/** Replaces the website's mappings text. */
export async function writeUrlMappingsText(trx: Knex, websiteId: string, text: string): Promise<void> {
  await trx(TABLES.urlMappings)
    .insert({ website_id: websiteId, text })
    .onConflict('website_id')
    .merge({ text, version: trx.raw('"URL_MAPPINGS".version + 1'), updated_at: trx.fn.now() });
}

/**
 * Appends `added` to the website's mappings, each only when its old address is not mapped yet
 * (what an import adds; run again, it adds nothing). Locks the row, so two imports do not lose
 * each other's lines. Answers how many lines were added. The caller invalidates the site after commit.
 */
export async function addUrlMappings(
  trx: Knex.Transaction,
  websiteId: string,
  added: readonly Pick<UrlMapping, 'from' | 'to' | 'status'>[],
): Promise<number> {
  if (added.length === 0) return 0;
  await trx(TABLES.urlMappings).insert({ website_id: websiteId }).onConflict('website_id').ignore();
  const row = (await trx(TABLES.urlMappings).where({ website_id: websiteId }).forUpdate().first('text')) as {
    text: string;
  };
  const next = withUrlMappings(row.text, added);
  if (next.added > 0) await writeUrlMappingsText(trx, websiteId, next.text);
  return next.added;
}
