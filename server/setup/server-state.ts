// Whether the server is set up (it has a website), and who runs it (OWNER_ACCOUNTS.is_server_admin).
import type { Knex } from 'knex';
import { TABLES } from '../db/tables.js';

/** Whether the database holds any website yet; until it does the server waits for its setup. */
export async function hasAnyWebsite(db: Knex): Promise<boolean> {
  return (await db(TABLES.websites).first('id')) !== undefined;
}

/** Whether the account may create websites on this server. */
export async function isServerAdmin(db: Knex, accountId: string): Promise<boolean> {
  const row = (await db(TABLES.ownerAccounts).where({ id: accountId }).first('is_server_admin')) as
    { is_server_admin: boolean } | undefined;
  return row?.is_server_admin === true;
}

/** Makes the oldest owner account the server's admin when none is (a server the demo was loaded into). */
export async function ensureServerAdmin(db: Knex): Promise<void> {
  if ((await db(TABLES.ownerAccounts).where({ is_server_admin: true }).first('id')) !== undefined) return;
  const oldest = (await db(TABLES.ownerAccounts)
    .orderBy([{ column: 'created_at' }, { column: 'id' }])
    .first('id')) as { id: string } | undefined;
  if (oldest !== undefined)
    await db(TABLES.ownerAccounts).where({ id: oldest.id }).update({ is_server_admin: true });
}
