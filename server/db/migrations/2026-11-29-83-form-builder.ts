// Migration: the form builder's submit-button text on FORMS ('' reads as 'Submit'), and a version so two editors' saves cannot silently overwrite each other.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('FORMS', (table) => {
    table.text('submit_label').notNullable().defaultTo('');
    table.integer('version').notNullable().defaultTo(1);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('FORMS', (table) => {
    table.dropColumn('submit_label');
    table.dropColumn('version');
  });
}
