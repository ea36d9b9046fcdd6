// Reads a migrated schema's catalog and names every table, key, unique constraint or index and foreign key that keeps it from being distributed by website_id.
import type { Knex } from 'knex';
import { DISTRIBUTION_COLUMN, REFERENCE_TABLES, isWebsiteTable } from '../../server/db/distribution.js';

interface TableRow {
  table: string;
  columns: string[];
}

interface ConstraintRow {
  table: string;
  name: string;
  kind: 'p' | 'u' | 'f';
  columns: string[];
  target: string | null;
  target_columns: string[] | null;
}

interface UniqueIndexRow {
  table: string;
  name: string;
  columns: (string | null)[];
}

/** What breaks the rule of server/db/distribution.ts, one kind of problem per list; all empty when none. */
export interface DistributionProblems {
  /** Listed reference tables that do not exist. */
  readonly missingReferenceTables: string[];
  /** Website tables without website_id. */
  readonly withoutWebsiteId: string[];
  /** Website tables without a primary key, or whose key leaves website_id out. */
  readonly primaryKeys: string[];
  /** Unique constraints and unique indexes of website tables that leave website_id out. */
  readonly uniqueKeys: string[];
  /** Foreign keys between website tables that do not pair website_id with website_id. */
  readonly foreignKeys: string[];
  /** Foreign keys from a reference table into a website table. */
  readonly referenceToWebsite: string[];
  /** How many website tables the schema has. */
  readonly websiteTables: number;
}

/**
 * Checks the current schema of `knex`: plain and partitioned tables (partitions follow their parent
 * and are skipped), their constraints, and unique indexes that back no constraint.
 */
export async function distributionProblems(knex: Knex): Promise<DistributionProblems> {
  const { rows: tables } = (await knex.raw(`
    select c.relname::text as "table",
      array(select a.attname::text from pg_attribute a
            where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped order by a.attnum) as columns
    from pg_class c
    where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p') and not c.relispartition`)) as {
    rows: TableRow[];
  };
  const { rows: constraints } = (await knex.raw(`
    select c.relname::text as "table", con.conname::text as name, con.contype::text as kind,
      array(select a.attname::text from unnest(con.conkey) with ordinality as k(attnum, ord)
            join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.ord) as columns,
      f.relname::text as target,
      case when con.contype = 'f' then
        array(select a.attname::text from unnest(con.confkey) with ordinality as k(attnum, ord)
              join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.ord)
      end as target_columns
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    left join pg_class f on f.oid = con.confrelid
    where c.relnamespace = current_schema()::regnamespace and not c.relispartition
      and con.contype in ('p', 'u', 'f') and con.conparentid = 0`)) as { rows: ConstraintRow[] };
  // Expressions in an index have no column: they count as null.
  const { rows: uniqueIndexes } = (await knex.raw(`
    select t.relname::text as "table", i.relname::text as name,
      array(select a.attname::text from unnest(x.indkey::int2[]) with ordinality as k(attnum, ord)
            left join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum order by k.ord) as columns
    from pg_index x
    join pg_class t on t.oid = x.indrelid
    join pg_class i on i.oid = x.indexrelid
    where t.relnamespace = current_schema()::regnamespace and not t.relispartition and x.indisunique
      and not exists (select 1 from pg_constraint con where con.conindid = x.indexrelid)`)) as {
    rows: UniqueIndexRow[];
  };

  const present = new Set(tables.map(({ table }) => table));
  const websiteTables = tables.filter(({ table }) => isWebsiteTable(table));
  const keys = new Map(constraints.filter(({ kind }) => kind === 'p').map((row) => [row.table, row]));
  const foreign = constraints.filter(({ kind }) => kind === 'f');
  const list = (columns: (string | null)[]) => columns.map((column) => column ?? '<expression>').join(', ');

  return {
    websiteTables: websiteTables.length,
    missingReferenceTables: Object.keys(REFERENCE_TABLES).filter((table) => !present.has(table)),
    withoutWebsiteId: websiteTables
      .filter(({ columns }) => !columns.includes(DISTRIBUTION_COLUMN))
      .map(({ table }) => `${table}: no ${DISTRIBUTION_COLUMN} column`),
    primaryKeys: websiteTables.flatMap(({ table }) => {
      const key = keys.get(table);
      if (key === undefined) return [`${table}: no primary key`];
      return key.columns.includes(DISTRIBUTION_COLUMN)
        ? []
        : [`${table}.${key.name}: (${list(key.columns)})`];
    }),
    uniqueKeys: [...constraints.filter(({ kind }) => kind === 'u'), ...uniqueIndexes]
      .filter(({ table, columns }) => isWebsiteTable(table) && !columns.includes(DISTRIBUTION_COLUMN))
      .map(({ table, name, columns }) => `${table}.${name}: (${list(columns)})`)
      .sort(),
    foreignKeys: foreign
      .filter(({ table, target }) => isWebsiteTable(table) && isWebsiteTable(target!))
      .filter(({ columns, target_columns }) => {
        const at = columns.indexOf(DISTRIBUTION_COLUMN);
        return at < 0 || target_columns?.[at] !== DISTRIBUTION_COLUMN;
      })
      .map(({ table, name, columns, target, target_columns }) => {
        return `${table}.${name}: (${list(columns)}) -> ${target}(${list(target_columns ?? [])})`;
      })
      .sort(),
    referenceToWebsite: foreign
      .filter(({ table, target }) => !isWebsiteTable(table) && isWebsiteTable(target!))
      .map(({ table, name, target }) => `${table}.${name} -> ${target}`)
      .sort(),
  };
}
