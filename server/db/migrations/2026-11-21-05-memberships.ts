// Migration: MEMBERSHIPS, which owner accounts may work on a website and in which roles.
import type { Knex } from 'knex';
import { timestamps, websiteColumn } from '../migration-helpers.js';

/** SPEC §3 "Role" numbers: admin 1, billing 2, … draft editor 16. */
const ROLES = [1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('MEMBERSHIPS', (table) => {
    websiteColumn(table);
    table.text('account_id').notNullable().references('id').inTable('OWNER_ACCOUNTS').onDelete('CASCADE');
    table.smallint('role').notNullable();
    timestamps(table, knex);
    // An account may hold several roles on one website ("only website role is viewer", SPEC §6).
    table.primary(['website_id', 'account_id', 'role']);
    table.check(`role in (${ROLES.join(', ')})`, [], 'role_known');
    // The websites of one account (the editor's website switcher), across tenants.
    table.index(['account_id'], 'memberships_account_id');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('MEMBERSHIPS');
}
