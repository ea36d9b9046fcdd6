// Whether the database has a website yet (the first start loads the demo when not): a query only, without the demo's loader.
import type { Knex } from 'knex';
import { TABLES } from '../db/tables.js';

/** The default website's id, if there is one. */
export async function defaultWebsiteId(db: Knex): Promise<string | undefined> {
  const row = (await db(TABLES.websites).where({ is_default: true }).first('id')) as
    { id: string } | undefined;
  return row?.id;
}

/** Whether a default website exists (the demo, or the owner's own). */
export async function isSeeded(db: Knex): Promise<boolean> {
  return (await defaultWebsiteId(db)) !== undefined;
}
