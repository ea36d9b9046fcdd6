// How the schema distributes by website (the Citus model): the reference tables shared by all websites, each with why, and the rule every other table keeps.
import { TABLES } from './tables.js';

/** The column every website table is distributed by. */
export const DISTRIBUTION_COLUMN = 'website_id';

/**
 * The rule: every table not listed in {@link REFERENCE_TABLES} is a website table. It has
 * `website_id`, its primary key and every unique constraint or unique index include it, and each of
 * its foreign keys to another website table pairs `website_id` with `website_id`, so that every
 * row, key and reference of one website lives on the same node (`create_distributed_table(…,
 * 'website_id')`, co-located). A reference table is copied whole to every node
 * (`create_reference_table`); website tables may point at it, it may not point at a website table.
 * Every query on a website table names `website_id` (tests/support/query-audit.ts checks it), so
 * the distributed database routes it to one node.
 */
export const REFERENCE_TABLES: Readonly<Record<string, string>> = {
  [TABLES.websites]:
    'the websites themselves: every website table references a row of it, and a request finds its website here first',
  [TABLES.websiteDomains]:
    'maps a request’s Host to its website, before any website is known; a host is unique across all websites',
  [TABLES.ownerAccounts]:
    'an owner account signs in once and may work on many websites (MEMBERSHIPS, a website table, says which)',
  [TABLES.ownerPasswordResets]: 'a reset belongs to an owner account, not to a website',
  [TABLES.ownerRecoveryCodes]:
    'two-factor recovery codes belong to an owner account, which signs in once for every website',
  [TABLES.ownerSignInChallenges]:
    'a sign-in waiting for its two-factor code belongs to an owner account, before any website is chosen',
  [TABLES.ownerEmailChanges]: 'a change of sign-in email belongs to an owner account, not to a website',
  [TABLES.sessions]:
    'an owner’s session spans every website the account works on (website_id is null there) and is looked up by its token alone; swept by expiry across all websites',
  [TABLES.mailOutbox]:
    'holds account mail with no website (owner sign-up, password resets) beside website mail; the sender claims due mail of every website in one query',
  [TABLES.rateLimitCounters]:
    'keyed by limiter and client, and some limits (owner sign-in) count across websites; written behind once a second',
  [TABLES.trackingSalts]: 'one salt a day for the visitor hashes of every website',
  [TABLES.serverSetup]:
    'the one-time setup address of a new server, used before any website exists to create the first one',
  knex_migrations: 'knex’s record of the migrations that ran, for the whole database',
  knex_migrations_lock: 'knex’s migration lock, for the whole database',
};

/** Whether `table` is a website table (distributed by `website_id`) rather than a reference table. */
export function isWebsiteTable(table: string): boolean {
  return !Object.hasOwn(REFERENCE_TABLES, table);
}

/** The website tables the code names, in {@link TABLES} order. */
export const WEBSITE_TABLES: readonly string[] = Object.values(TABLES).filter(isWebsiteTable);
