// What PostgreSQL's autovacuum does, for a database that has none: the embedded one (PGlite runs no background processes) or a server with autovacuum turned off. Planner statistics that are never gathered made a cart lookup scan every anonymous cart.
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { runAlone } from '../cluster/run-alone.js';
import type { Database } from './database-types.js';

/** How often the tables' change counts are read. */
export const TABLE_UPKEEP_CHECK_MS = 60_000;

/**
 * autovacuum's default thresholds (PostgreSQL's `autovacuum_analyze_threshold`,
 * `autovacuum_analyze_scale_factor`, `autovacuum_vacuum_threshold`, `autovacuum_vacuum_scale_factor`):
 * a table is analysed once 50 rows and 10% of it have changed since it last was, and vacuumed
 * once 50 rows and 20% of it are dead.
 */
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE = 0.1;
const VACUUM_THRESHOLD = 50;
const VACUUM_SCALE = 0.2;

/** A table that needs its statistics gathered again, and whether it also needs vacuuming. */
export interface TableDue {
  name: string;
  vacuum: boolean;
}

/** The tables of the current schema past autovacuum's thresholds (the counts lag about a second). */
export async function tablesDue(knex: Knex): Promise<TableDue[]> {
  const { rows } = (await knex.raw(
    `select relname as name, n_dead_tup > ${VACUUM_THRESHOLD} + ${VACUUM_SCALE} * n_live_tup as vacuum
       from pg_stat_user_tables
      where schemaname = current_schema()
        and (n_mod_since_analyze > ${ANALYZE_THRESHOLD} + ${ANALYZE_SCALE} * n_live_tup
             or n_dead_tup > ${VACUUM_THRESHOLD} + ${VACUUM_SCALE} * n_live_tup)
      order by relname`,
  )) as { rows: TableDue[] };
  return rows;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Analyses (and where due, vacuums) each table past the thresholds; returns what it did. */
export async function runTableUpkeep(knex: Knex): Promise<TableDue[]> {
  const due = await tablesDue(knex);
  for (const { name, vacuum } of due) {
    // Outside a transaction (VACUUM refuses to run in one), one table at a time.
    await knex.raw(vacuum ? `vacuum (analyze) ${quoted(name)}` : `analyze ${quoted(name)}`);
  }
  return due;
}

/** Whether anything else keeps the planner's statistics: a PostgreSQL server with autovacuum on. */
async function hasAutovacuum(db: Database): Promise<boolean> {
  if (db.kind === 'pglite') return false;
  const { rows } = (await db.knex.raw(`select current_setting('autovacuum') = 'on' as on`)) as {
    rows: { on: boolean }[];
  };
  return rows[0]?.on === true;
}

/** A running upkeep; `stop()` waits for a pass under way. */
export interface TableUpkeep {
  stop(): Promise<void>;
}

/**
 * Every `intervalMs`, unless autovacuum runs on the database's server: the tables past autovacuum's
 * thresholds are analysed (and vacuumed), on one app server at a time. Without this the embedded
 * database never gathered statistics: the planner, guessing, looked a visitor's cart up through the
 * index of carts by site user and read every anonymous cart (49 ms each among 17,000 carts, against
 * 0.05 ms by the primary key once analysed), and the soak's request rate fell by two thirds in 25
 * minutes. A failed pass is logged and the next one tries again; the timer does not hold the process.
 */
export function startTableUpkeep(
  db: Database,
  logger: Logger,
  intervalMs = TABLE_UPKEEP_CHECK_MS,
): TableUpkeep {
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  let timer: NodeJS.Timeout | undefined;
  const pass = () => {
    if (busy) return;
    busy = true;
    running = (async () => {
      try {
        const result = await runAlone(db.knex, 'table-upkeep', () => runTableUpkeep(db.knex));
        if (result.ran && result.value.length > 0) {
          logger.debug({ tables: result.value }, 'planner statistics gathered');
        }
      } catch (error) {
        logger.warn({ err: error }, 'table upkeep (analyze, vacuum) failed');
      } finally {
        busy = false;
      }
    })();
  };
  const started = hasAutovacuum(db).then(
    (autovacuum) => {
      if (autovacuum) return;
      timer = setInterval(pass, intervalMs);
      timer.unref();
    },
    (error: unknown) => logger.warn({ err: error }, 'could not tell whether autovacuum runs'),
  );
  return {
    async stop() {
      await started;
      clearInterval(timer);
      await running;
    },
  };
}
