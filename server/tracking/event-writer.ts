// The buffered tracking event writer: request handlers append, a timer inserts the buffer into TRACKING_EVENTS in batches.
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { createLogger } from '../logger.js';
import { TABLES } from '../db/tables.js';
import { forgetRollups } from './rollup-memo.js';
import { beforeClose } from '../db/close-hooks.js';
import { createBufferedWriter, type BufferedWriter } from './buffered-writer.js';
import type { TrackingEvent, TrackingSink } from './tracking-event.js';

/** The most rows one insert carries; a full batch is written at once instead of at the next tick. */
export const TRACKING_BATCH_SIZE = 500;
/** The longest an appended event waits in memory before it is written. */
export const TRACKING_FLUSH_MS = 1000;
/** The most events kept waiting (the database is down or slow): past it the oldest are dropped. */
export const TRACKING_BUFFER_CAP = 50_000;

/** A writer: the sink handlers append to, and `flush()` for tests and shutdown. */
export type TrackingWriter = TrackingSink & {
  /** Writes everything buffered so far (waiting for a write under way); never rejects. */
  flush(): Promise<void>;
};

/** Options of {@link trackingSinkFor}, taken on the first call for a database (or whenever given). */
export interface TrackingWriterOptions {
  /** Where a dropped batch or a full buffer is reported (default: warnings to standard output). */
  logger?: Logger;
}

const writers = new WeakMap<object, BufferedWriter<TrackingEvent>>();
let defaultLogger: Logger | undefined;

/**
 * The one writer of `db` (a knex instance), made on first ask. `append` only pushes to a buffer:
 * the insert happens later (within {@link TRACKING_FLUSH_MS}, or as soon as
 * {@link TRACKING_BATCH_SIZE} events wait), one at a time, never on the request's path. A failed
 * insert is tried once more, then logged and its events dropped: tracking never breaks the site.
 */
export function trackingSinkFor(db: Knex, options: TrackingWriterOptions = {}): TrackingWriter {
  let writer = writers.get(db);
  if (writer === undefined) {
    writer = createWriter(db, options.logger ?? (defaultLogger ??= createLogger('warn')));
    writers.set(db, writer);
    const made = writer;
    beforeClose(db, () => made.flush());
  } else if (options.logger !== undefined) {
    writer.setLogger(options.logger);
  }
  return writer;
}

/** The row TRACKING_EVENTS stores for `event` (the database makes the id). */
export function trackingRow(event: TrackingEvent): Record<string, unknown> {
  return {
    website_id: event.websiteId,
    event_type: event.eventType,
    occurred_at: event.occurredAt,
    visitor_hash: event.visitorHash,
    visitor_id: event.visitorId,
    session_id: event.sessionId,
    site_user_id: event.siteUserId,
    page_path: event.pagePath,
    referrer: event.referrer,
    payload: JSON.stringify(event.payload ?? {}),
  };
}

function createWriter(db: Knex, logger: Logger): BufferedWriter<TrackingEvent> {
  return createBufferedWriter<TrackingEvent>({
    what: 'tracking events',
    insert: async (batch) => {
      await db(TABLES.trackingEvents).insert(batch.map(trackingRow));
      // Today's figures on the Analytics screen include these at the next read.
      forgetRollups(
        db,
        batch.map((event) => event.websiteId),
      );
    },
    batchSize: TRACKING_BATCH_SIZE,
    flushMs: TRACKING_FLUSH_MS,
    cap: TRACKING_BUFFER_CAP,
    logger,
  });
}
