// An in-memory buffer written to the database in batches: request handlers append and return, a timer (or a full batch) inserts; shared by the tracking events and the performance records.
import type { Logger } from 'pino';

/** Appends without waiting; `flush` writes what is buffered (tests and shutdown). */
export interface BufferedWriter<T> {
  /** Never throws and never waits on the database. */
  append(item: T): void;
  /** Writes everything buffered so far (after a write under way); never rejects. */
  flush(): Promise<void>;
  /** Where a dropped batch or a full buffer is reported from now on. */
  setLogger(logger: Logger): void;
}

export interface BufferedWriterOptions<T> {
  /** Inserts one batch; a rejection is tried once more, then the batch is logged and dropped. */
  insert(batch: T[]): Promise<void>;
  /** What the items are, for the log: `tracking events`. */
  what: string;
  /** The most items one insert carries; a full batch is written at once instead of at the next tick. */
  batchSize: number;
  /** The longest an appended item waits in memory before it is written. */
  flushMs: number;
  /** The most items kept waiting (the database is down or slow): past it the oldest are dropped. */
  cap: number;
  logger: Logger;
}

/**
 * A writer that never puts the database on a request's path: `append` only pushes to the buffer;
 * writes run one at a time (batches never overlap), within `flushMs` of the first waiting item or
 * as soon as `batchSize` wait. A failed insert is tried once more, then logged and its items
 * dropped: what is recorded this way must never break the site. The timer does not keep the
 * process alive.
 */
export function createBufferedWriter<T>(options: BufferedWriterOptions<T>): BufferedWriter<T> {
  const { what, batchSize, flushMs, cap } = options;
  let logger = options.logger;
  let buffer: T[] = [];
  let dropped = 0;
  let timer: NodeJS.Timeout | undefined;
  let soon = false;
  /** The chain of writes: each waits for the one before. */
  let writing: Promise<void> = Promise.resolve();

  const insert = async (batch: T[]): Promise<void> => {
    try {
      await options.insert(batch);
    } catch {
      try {
        await options.insert(batch);
      } catch (error) {
        logger.warn({ err: error, count: batch.length }, `${what} dropped: the database refused them twice`);
      }
    }
  };

  /** Writes what waits now, in batches; items appended meanwhile wait for the next write. */
  const drain = async (): Promise<void> => {
    if (dropped > 0) {
      logger.warn({ dropped }, `${what} dropped: the buffer was full`);
      dropped = 0;
    }
    while (buffer.length > 0) {
      const batch = buffer.slice(0, batchSize);
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
    append(item) {
      try {
        buffer.push(item);
        if (buffer.length > cap) {
          const over = buffer.length - cap;
          buffer.splice(0, over);
          dropped += over;
        }
        if (buffer.length >= batchSize) {
          if (!soon) {
            soon = true;
            setImmediate(() => void write());
          }
        } else if (timer === undefined && !soon) {
          timer = setTimeout(() => void write(), flushMs);
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
