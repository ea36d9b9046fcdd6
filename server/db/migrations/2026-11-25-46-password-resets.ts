// Migration: OWNER_PASSWORD_RESETS, the single-use links that let an owner who forgot a password set a new one.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('OWNER_PASSWORD_RESETS', (table) => {
    // The SHA-256 of the token in the emailed link; the token itself is never stored.
    table.text('id').primary();
    table.text('account_id').notNullable().references('id').inTable('OWNER_ACCOUNTS').onDelete('CASCADE');
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('used_at', { useTz: true }).nullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['account_id']);
    table.index(['expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('OWNER_PASSWORD_RESETS');
}
