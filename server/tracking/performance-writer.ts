// PERFORMANCE_RECORDS written through a buffered writer: requests hand records over and return; a timer or a full batch writes them in one insert.
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { beforeClose } from '../db/close-hooks.js';
import { createBufferedWriter, type BufferedWriter } from './buffered-writer.js';
import { insertPerformanceRecords, type PerformanceRecord } from './performance-store.js';

const writers = new WeakMap<Knex, BufferedWriter<PerformanceRecord>>();

/** The one writer of a database handle (the app, shutdown and tests share it). */
export function performanceWriterFor(knex: Knex, logger: Logger): BufferedWriter<PerformanceRecord> {
  let writer = writers.get(knex);
  if (writer === undefined) {
    writer = createBufferedWriter<PerformanceRecord>({
      what: 'performance records',
      insert: (batch) => insertPerformanceRecords(knex, batch),
      batchSize: 500,
      flushMs: 1000,
      cap: 10_000,
      logger,
    });
    writers.set(knex, writer);
    const made = writer;
    beforeClose(knex, () => made.flush());
  }
  return writer;
}
