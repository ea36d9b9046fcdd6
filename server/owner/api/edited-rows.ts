// Reading a versioned owner table with who saved each row last: the other half of stampColumns.
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';

/** The column of an {@link editedRows} query naming who saved the row last: `updated_by`, an email or null. */
export const UPDATED_BY = 'a.email as updated_by';

/**
 * The website's rows of `table` (named `alias` in the query) joined to the account that saved each
 * last (named `a`; select {@link UPDATED_BY}). Nothing is selected yet.
 */
export function editedRows(db: Knex, table: string, alias: string, websiteId: string): Knex.QueryBuilder {
  return db({ [alias]: table })
    .leftJoin({ a: TABLES.ownerAccounts }, 'a.id', `${alias}.updated_by_account_id`)
    .where(`${alias}.website_id`, websiteId);
}
