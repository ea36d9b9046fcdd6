// What each imported thing became (IMPORT_RECORDS): looked up before writing, so an import run again updates what it made instead of making it twice.
import type { Knex } from 'knex';
import { TABLES } from '../db/tables.js';

/** Where a record came from and what it was there. */
export interface RecordKey {
  source: string;
  key: string;
}

/** The id of what `key` became on the website, or undefined when it was never imported (or has since been deleted). */
export async function importedId(
  db: Knex,
  websiteId: string,
  { source, key }: RecordKey,
  entity: string,
): Promise<string | undefined> {
  const row = (await db(TABLES.importRecords)
    .where({ website_id: websiteId, source, source_key: key, entity })
    .first('entity_id')) as { entity_id: string } | undefined;
  return row?.entity_id;
}

/** Remembers that `key` became `entityId` (replacing what it became before). */
export async function rememberImported(
  db: Knex,
  websiteId: string,
  { source, key }: RecordKey,
  entity: string,
  entityId: string,
): Promise<void> {
  await db(TABLES.importRecords)
    .insert({ website_id: websiteId, source, source_key: key, entity, entity_id: entityId })
    .onConflict(['website_id', 'source', 'source_key'])
    .merge({ entity, entity_id: entityId, updated_at: db.fn.now() });
}

/**
 * Makes a new thing with `make` and remembers that `key` became it, in one transaction: an import
 * stopped between the two would otherwise make it again when run again. `make` answers the new id,
 * or `idOf` names the id of what it answers.
 */
export function makeRemembered(
  db: Knex,
  websiteId: string,
  key: RecordKey,
  entity: string,
  make: (trx: Knex.Transaction) => Promise<string>,
): Promise<string>;
export function makeRemembered<T>(
  db: Knex,
  websiteId: string,
  key: RecordKey,
  entity: string,
  make: (trx: Knex.Transaction) => Promise<T>,
  idOf: (made: T) => string,
): Promise<T>;
export function makeRemembered<T>(
  db: Knex,
  websiteId: string,
  key: RecordKey,
  entity: string,
  make: (trx: Knex.Transaction) => Promise<T>,
  idOf: (made: T) => string = (made) => made as string,
): Promise<T> {
  return db.transaction(async (trx) => {
    const made = await make(trx);
    await rememberImported(trx, websiteId, key, entity, idOf(made));
    return made;
  });
}
