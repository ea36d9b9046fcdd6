// What the database says about the archived tables: their columns and types, primary keys and references, read from the catalogue so a new column travels without code.
import type { Knex } from 'knex';

/** One column of a table. */
export interface CatalogColumn {
  name: string;
  /** `jsonb`, `bytea`, `text`… (information_schema's data_type). */
  type: string;
  nullable: boolean;
}

/** A reference from some columns of a table to another table. */
export interface CatalogReference {
  columns: string[];
  target: string;
}

/** One table: its writable columns in order, its key, and its references. */
export interface CatalogTable {
  name: string;
  columns: CatalogColumn[];
  primaryKey: string[];
  references: CatalogReference[];
}

/** The tables named, as the database has them now. */
export async function readCatalog(db: Knex, tables: readonly string[]): Promise<Map<string, CatalogTable>> {
  const { rows: columns } = (await db.raw(
    `select table_name as "table", column_name as name, data_type as type, is_nullable = 'YES' as nullable
       from information_schema.columns
      where table_schema = current_schema() and table_name = any(?) and is_generated = 'NEVER'
      order by table_name, ordinal_position`,
    [[...tables]],
  )) as { rows: (CatalogColumn & { table: string })[] };
  const { rows: keys } = (await db.raw(
    `select c.relname::text as "table", con.contype::text as kind, f.relname::text as target,
            (select array_agg(a.attname::text order by k.ord)
               from unnest(con.conkey) with ordinality as k(attnum, ord)
               join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid
       left join pg_class f on f.oid = con.confrelid
      where c.relnamespace = current_schema()::regnamespace and con.contype in ('p', 'f')
        and c.relname = any(?)`,
    [[...tables]],
  )) as { rows: { table: string; kind: 'p' | 'f'; target: string | null; columns: string[] }[] };
  const catalog = new Map<string, CatalogTable>(
    tables.map((name) => [name, { name, columns: [], primaryKey: [], references: [] }]),
  );
  for (const { table, ...column } of columns) catalog.get(table)!.columns.push(column);
  for (const key of keys) {
    const table = catalog.get(key.table)!;
    if (key.kind === 'p') table.primaryKey = key.columns;
    else table.references.push({ columns: key.columns, target: key.target! });
  }
  // Constraint order is the catalogue's; sort so two databases give the same.
  for (const table of catalog.values())
    table.references.sort((a, b) => `${a.target}${a.columns}`.localeCompare(`${b.target}${b.columns}`));
  return catalog;
}

/**
 * The tables in an order where each comes after the tables it references (a reference to itself
 * aside), ties in the order given.
 */
export function referenceOrder(
  catalog: ReadonlyMap<string, CatalogTable>,
  tables: readonly string[],
): string[] {
  const placed = new Set<string>();
  const order: string[] = [];
  const wanted = new Set(tables);
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const reference of catalog.get(name)?.references ?? [])
      if (reference.target !== name && wanted.has(reference.target)) visit(reference.target, path);
    placed.add(name);
    order.push(name);
  };
  for (const name of tables) visit(name, new Set());
  return order;
}
