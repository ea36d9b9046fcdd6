// Migration: the two references from a reference table into a website table go (SESSIONS → SITE_USERS, WEBSITES → WEBSITE_THEMES), so the schema distributes by website_id (server/db/distribution.ts): a table copied to every node cannot point into one website's shard.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('SESSIONS', (table) => {
    // A site user's sessions still go with the website (website_id → WEBSITES), with a password
    // reset (members/password-resets.ts deletes them) and at expiry; site users are not deleted alone.
    table.dropForeign(['website_id', 'site_user_id']);
  });
  await knex.schema.alterTable('WEBSITES', (table) => {
    // The app refuses to delete the active theme; an id left by removing a website's rows (themes
    // before the website) names no theme and the site falls back to the built-in one.
    table.dropForeign(['id', 'active_theme_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('WEBSITES', (table) => {
    table
      .foreign(['id', 'active_theme_id'])
      .references(['website_id', 'id'])
      .inTable('WEBSITE_THEMES')
      .onDelete('SET NULL ("active_theme_id")');
  });
  await knex.schema.alterTable('SESSIONS', (table) => {
    table
      .foreign(['website_id', 'site_user_id'])
      .references(['website_id', 'id'])
      .inTable('SITE_USERS')
      .onDelete('CASCADE');
  });
}
