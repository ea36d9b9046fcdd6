// Column groups every migration repeats: the tenant key, composite references, times and money.
// Migrations that already ran depend on these: change one only by adding a new helper.
import type { Knex } from 'knex';

/** What happens to a referencing row when the row it points at is deleted. */
export type OnDelete = 'cascade' | 'restrict' | 'set null';

/**
 * `website_id` (→ WEBSITES, deleted with its website) and `id` (a text uuid, made by the database
 * unless the app gives one), with the primary key `(website_id, id)`.
 */
export function tenantKey(table: Knex.CreateTableBuilder, knex: Knex): void {
  websiteColumn(table);
  table.text('id').notNullable().defaultTo(knex.raw('gen_random_uuid()::text'));
  table.primary(['website_id', 'id']);
}

/** `website_id` (→ WEBSITES, deleted with its website), for tables whose key is not `id`. */
export function websiteColumn(table: Knex.CreateTableBuilder): void {
  table.text('website_id').notNullable().references('id').inTable('WEBSITES').onDelete('CASCADE');
}

/**
 * A column pointing at a row of the same website: the key `(website_id, column)` references
 * `(website_id, id)` of `target`. `set null` clears only this column, never `website_id`.
 */
export function tenantReference(
  table: Knex.CreateTableBuilder,
  column: string,
  target: string,
  options: { onDelete: OnDelete; nullable?: boolean; targetColumn?: string },
): void {
  const created = table.text(column);
  if (options.nullable) created.nullable();
  else created.notNullable();
  table
    .foreign(['website_id', column])
    .references(['website_id', options.targetColumn ?? 'id'])
    .inTable(target)
    .onDelete(
      options.onDelete === 'set null' ? `SET NULL (${quote(column)})` : options.onDelete.toUpperCase(),
    );
}

/** `created_at` and `updated_at`, both set to now on insert; the app sets `updated_at` on update. */
export function timestamps(table: Knex.CreateTableBuilder, knex: Knex): void {
  table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
}

/** A `timestamptz` column, nullable unless said otherwise. */
export function time(table: Knex.CreateTableBuilder, column: string): Knex.ColumnBuilder {
  return table.timestamp(column, { useTz: true });
}

/** An amount in minor units (cents), never negative, default 0. */
export function money(table: Knex.CreateTableBuilder, column: string): Knex.ColumnBuilder {
  const created = table.integer(column).notNullable().defaultTo(0);
  table.check(`${quote(column)} >= 0`, [], `${column}_not_negative`);
  return created;
}

/** An ISO 4217 code, `char(3)`, default USD (SPEC §3 "Currencies"). */
export function currency(table: Knex.CreateTableBuilder, column = 'currency'): Knex.ColumnBuilder {
  return table.specificType(column, 'char(3)').notNullable().defaultTo('USD');
}

/** A `jsonb` column, not null, with a default (`{}` or `[]`). */
export function json(
  table: Knex.CreateTableBuilder,
  column: string,
  knex: Knex,
  empty: '{}' | '[]' = '{}',
): Knex.ColumnBuilder {
  return table
    .jsonb(column)
    .notNullable()
    .defaultTo(knex.raw(`'${empty}'::jsonb`));
}

/** A `text[]` column, not null, default empty. */
export function textList(table: Knex.CreateTableBuilder, column: string, knex: Knex): Knex.ColumnBuilder {
  return table.specificType(column, 'text[]').notNullable().defaultTo(knex.raw(`'{}'::text[]`));
}

/** An email column that must already be trimmed and lower-cased, so uniqueness means what it says. */
export function email(table: Knex.CreateTableBuilder, column = 'email'): Knex.ColumnBuilder {
  const created = table.text(column);
  table.check(`${quote(column)} = lower(btrim(${quote(column)}))`, [], `${column}_normalized`);
  return created;
}

/** A double-quoted SQL identifier. */
export function quote(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
