// Menu SQL through knex: a website's NAVIGATIONS rows, saving one with its version stamp, and the pages and collections links name.
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';
import type { Actor } from '../api/actor.js';

/** A NAVIGATIONS row as the owner API reads it. */
export interface MenuRow {
  name: string;
  items: unknown;
}

/** Every menu of the website by name; with `lock`, held until the transaction ends. */
export function menuRows(db: Knex, websiteId: string, { lock = false } = {}): Promise<MenuRow[]> {
  const query = db(TABLES.navigations)
    .where({ website_id: websiteId })
    .orderBy('name')
    .select('name', 'items');
  return lock ? query.forUpdate() : query;
}

/** Stores a menu's items (making the row when new), one version up, stamped with who saved it. */
export async function writeMenu(
  db: Knex,
  websiteId: string,
  name: string,
  items: readonly unknown[],
  actor: Actor,
): Promise<void> {
  const json = JSON.stringify(items);
  await db(TABLES.navigations)
    .insert({ website_id: websiteId, name, items: json, updated_by_account_id: actor.accountId })
    .onConflict(['website_id', 'name'])
    .merge({
      items: json,
      updated_at: db.fn.now(),
      updated_by_account_id: actor.accountId,
      version: db.raw('?? + 1', [`${TABLES.navigations}.version`]),
    });
}

/** The website's pages among `ids`, with the collection each shows. */
export async function pagesAmong(
  db: Knex,
  websiteId: string,
  ids: readonly string[],
): Promise<{ id: string; collection_id: string | null }[]> {
  if (ids.length === 0) return [];
  return db(TABLES.pages).where({ website_id: websiteId }).whereIn('id', ids).select('id', 'collection_id');
}

/** The website's collections among `ids`. */
export async function collectionsAmong(
  db: Knex,
  websiteId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows: { id: string }[] = await db(TABLES.collections)
    .where({ website_id: websiteId })
    .whereIn('id', ids)
    .select('id');
  return rows.map((row) => row.id);
}
