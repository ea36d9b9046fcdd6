// Stored rows the owner suites look up: the fixture's pages, collections and images, another website's image, the record of changes.
import type { Knex } from 'knex';
import { TABLES } from '../../server/db/tables.js';

/** The ids of the website's pages by URL id (`home`, `about`, `blog`, `shop`, …). */
export async function pageIdsByUrl(knex: Knex, websiteId: string): Promise<Record<string, string>> {
  const pages: { id: string; url_id: string }[] = await knex(TABLES.pages)
    .where({ website_id: websiteId })
    .select('id', 'url_id');
  return Object.fromEntries(pages.map((page) => [page.url_id, page.id]));
}

/** The id of the fixture's collection with this URL id (`journal`, `studio`, `markets`, `shop-items`). */
export async function collectionId(knex: Knex, websiteId: string, urlId: string): Promise<string> {
  const row = await knex(TABLES.collections).where({ website_id: websiteId, url_id: urlId }).first('id');
  return row.id as string;
}

/** Ids of the website's stored images, oldest first. */
export async function imageIds(knex: Knex, websiteId: string): Promise<string[]> {
  const rows: { id: string }[] = await knex(TABLES.images)
    .where('website_id', websiteId)
    .orderBy('created_at')
    .select('id');
  return rows.map((row) => row.id);
}

/** An image of another website, which no item or collection of this one may point at. */
export async function foreignImageId(knex: Knex, websiteId: string): Promise<string> {
  const path = `files/${websiteId}/foreign-${Math.random().toString(36).slice(2)}/z.jpg`;
  const [file] = await knex(TABLES.files)
    .insert({ website_id: websiteId, path, filename: 'z.jpg', size_bytes: 1, mime_type: 'image/jpeg' })
    .returning('id');
  const [image] = await knex(TABLES.images)
    .insert({ website_id: websiteId, file_id: file.id, original_width: 10, original_height: 10 })
    .returning('id');
  return image.id as string;
}

/** The OWNER_CHANGES rows about one thing, oldest first. */
export function changesOf(knex: Knex, entityId: string): Promise<Record<string, unknown>[]> {
  return knex(TABLES.ownerChanges).where({ entity_id: entityId }).orderBy('created_at').select();
}
