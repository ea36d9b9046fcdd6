// Migration: CARTS.cloned_from_cart_id, the site user's cart a guest cart was copied from at sign-out (?cloneCart).
import type { Knex } from 'knex';
import { tenantReference } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('CARTS', (table) => {
    // Signing in again merges the copy back without counting its items twice.
    tenantReference(table, 'cloned_from_cart_id', 'CARTS', { onDelete: 'set null', nullable: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('CARTS', (table) => {
    table.dropForeign(['website_id', 'cloned_from_cart_id']);
    table.dropColumn('cloned_from_cart_id');
  });
}
