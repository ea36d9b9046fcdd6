// The buffered tracking event writer: request handlers append, a timer inserts the buffer into TRACKING_EVENTS in batches.
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { createLogger } from '../logger.js';
import { TABLES } from '../db/tables.js';
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

const writers = new WeakMap<object, TrackingWriter & { setLogger(logger: Logger): void }>();
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

function createWriter(db: Knex, initialLogger: Logger): TrackingWriter & { setLogger(logger: Logger): void } {
  let logger = initialLogger;
  let buffer: TrackingEvent[] = [];
  let dropped = 0;
  let timer: NodeJS.Timeout | undefined;
  let soon = false;
  /** The chain of writes: each waits for the one before, so batches never overlap. */
  let writing: Promise<void> = Promise.resolve();

  const insert = async (batch: TrackingEvent[]): Promise<void> => {
    const rows = batch.map(trackingRow);
    try {
      await db(TABLES.trackingEvents).insert(rows);
    } catch {
      try {
        await db(TABLES.trackingEvents).insert(rows);
      } catch (error) {
        logger.warn(
          { err: error, events: batch.length },
          'tracking events dropped: the database refused them twice',
        );
      }
    }
  };

  /** Writes what waits now, in batches; events appended meanwhile wait for the next write. */
  const drain = async (): Promise<void> => {
    if (dropped > 0) {
      logger.warn({ dropped }, 'tracking events dropped: the buffer was full');
      dropped = 0;
    }
    while (buffer.length > 0) {
      const batch = buffer.slice(0, TRACKING_BATCH_SIZE);
      buffer = buffer.slice(batch.length);
      await insert(batch);
    }
  };

  const write = (): Promise<void> => {
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
    soon = false;
    writing = writing.then(drain).catch(() => {});
    return writing;
  };

  return {
    append(event) {
      try {
        buffer.push(event);
        if (buffer.length > TRACKING_BUFFER_CAP) {
          const over = buffer.length - TRACKING_BUFFER_CAP;
          buffer.splice(0, over);
          dropped += over;
        }
        if (buffer.length >= TRACKING_BATCH_SIZE) {
          if (!soon) {
            soon = true;
            setImmediate(() => void write());
          }
        } else if (timer === undefined && !soon) {
          timer = setTimeout(() => void write(), TRACKING_FLUSH_MS);
          timer.unref();
        }
      } catch {
        // Never throws to the request handler.
      }
    },
    async flush() {
      await write();
    },
    setLogger(next) {
      logger = next;
    },
  };
}
