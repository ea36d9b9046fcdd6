// A small in-process buffer for PERFORMANCE_RECORDS: requests hand records over and return; a timer or a full buffer writes them in one insert.
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { insertPerformanceRecords, type PerformanceRecord } from './performance-store.js';

/** Records kept before a write is started at once. */
const FLUSH_SIZE = 500;
/** The longest a record waits before it is written. */
const FLUSH_MS = 1000;
/** Records beyond this while the database is slow are dropped (counted in the log), never queued forever. */
const MAX_BUFFERED = 10_000;

/** Appends without waiting; `flush` writes what is buffered (tests and shutdown). */
export interface PerformanceWriter {
  append(records: readonly PerformanceRecord[]): void;
  flush(): Promise<void>;
}

const writers = new WeakMap<Knex, PerformanceWriter>();

/** The one writer of a database handle (the app and tests share it). */
export function performanceWriterFor(knex: Knex, logger: Logger): PerformanceWriter {
  let writer = writers.get(knex);
  if (writer === undefined) {
    writer = createPerformanceWriter(knex, logger);
    writers.set(knex, writer);
  }
  return writer;
}

function createPerformanceWriter(knex: Knex, logger: Logger): PerformanceWriter {
  let buffer: PerformanceRecord[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const batch = buffer;
    buffer = [];
    writing = writing.then(() =>
      insertPerformanceRecords(knex, batch).catch((error: unknown) =>
        logger.warn({ err: error, records: batch.length }, 'could not write performance records'),
      ),
    );
    return writing;
  }

  return {
    append(records) {
      const room = MAX_BUFFERED - buffer.length;
      if (records.length > room) logger.warn({ dropped: records.length - room }, 'performance buffer full');
      buffer.push(...records.slice(0, Math.max(0, room)));
      if (buffer.length >= FLUSH_SIZE) void flush();
      else if (timer === undefined && buffer.length > 0) {
        timer = setTimeout(() => void flush(), FLUSH_MS);
        timer.unref?.();
      }
    },
    flush,
  };
}
