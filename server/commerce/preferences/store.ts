// COMMERCE_PREFERENCES SQL through knex: one settings object per website and namespace.
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';

/** A namespace's stored settings, or undefined when none were ever saved. */
export async function readPreferences(
  db: Knex,
  websiteId: string,
  namespace: string,
): Promise<Record<string, unknown> | undefined> {
  const row = await db(TABLES.commercePreferences)
    .where({ website_id: websiteId, namespace })
    .first('settings');
  return row?.settings as Record<string, unknown> | undefined;
}

/**
 * Stores `settings` as the namespace's whole object. A row whose settings are already equal is
 * left as it is; returns whether anything was written.
 */
export async function writePreferences(
  db: Knex,
  websiteId: string,
  namespace: string,
  settings: Record<string, unknown>,
): Promise<boolean> {
  const { rows } = await db.raw(
    `insert into "${TABLES.commercePreferences}" as p (website_id, namespace, settings)
     values (?, ?, ?::jsonb)
     on conflict (website_id, namespace) do update
       set settings = excluded.settings, updated_at = now()
       where p.settings is distinct from excluded.settings
     returning 1 as written`,
    [websiteId, namespace, JSON.stringify(settings)],
  );
  return rows.length > 0;
}
