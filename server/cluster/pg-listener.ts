// A dedicated PostgreSQL connection that LISTENs on one channel and comes back after it drops.
import type pg from 'pg';
import { lazyPackage } from '../lazy-module.js';
import type { Logger } from 'pino';

/** pg, loaded when first used (server/lazy-module.ts). */
const loadPg = lazyPackage<typeof pg>('pg');

/** Options of {@link startPgListener}. */
export interface PgListenerOptions {
  /** The server's connection string (DATABASE_URL). */
  url: string;
  channel: string;
  logger: Logger;
  /** Hears each notification's payload. */
  onNotification: (payload: string) => void;
  /** Called after a reconnection has succeeded (not the first connection): notifications may have been missed. */
  onReconnect?: () => void;
  /** The first wait before reconnecting; it doubles up to `maxBackoffMs` (defaults 100 ms and 5 s). */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** The connection's application_name in pg_stat_activity (default `tessera-listener`). */
  applicationName?: string;
}

/** A running listener. */
export interface PgListener {
  /** Resolves once the first LISTEN is in place (or the listener was stopped). */
  readonly ready: Promise<void>;
  /** Whether the connection is up and listening now. */
  listening(): boolean;
  /** Closes the connection and stops reconnecting. */
  stop(): Promise<void>;
}

/**
 * Holds one `pg` client of its own (not from the knex pool, whose connections come and go) that
 * runs `LISTEN channel`. When the connection drops it reconnects, waiting 100 ms, then twice as
 * long each failed try up to 5 s, and calls `onReconnect` once listening again.
 */
export function startPgListener(options: PgListenerOptions): PgListener {
  const { url, channel, logger, onNotification, onReconnect } = options;
  const firstBackoff = options.backoffMs ?? 100;
  const maxBackoff = options.maxBackoffMs ?? 5000;
  let client: pg.Client | undefined;
  let stopped = false;
  let up = false;
  let everUp = false;
  let backoff = firstBackoff;
  let retry: NodeJS.Timeout | undefined;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const scheduleReconnect = (): void => {
    if (stopped || retry !== undefined) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, backoff);
    retry.unref();
    backoff = Math.min(backoff * 2, maxBackoff);
  };

  const lost = (current: pg.Client, error?: Error): void => {
    if (client !== current) return;
    client = undefined;
    if (up) logger.warn({ err: error, channel }, 'lost the database notification connection; reconnecting');
    up = false;
    current.removeAllListeners('notification');
    current.end().catch(() => undefined);
    scheduleReconnect();
  };

  const connect = async (): Promise<void> => {
    if (stopped) return;
    const current = new (loadPg().Client)({
      connectionString: url,
      keepAlive: true,
      application_name: options.applicationName ?? 'tessera-listener',
    });
    client = current;
    current.on('error', (error) => lost(current, error));
    current.on('end', () => lost(current));
    current.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onNotification(message.payload);
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${loadPg().escapeIdentifier(channel)}`);
    } catch (error) {
      if (backoff === firstBackoff)
        logger.warn({ err: error, channel }, 'could not listen for database notifications; retrying');
      lost(current, error as Error);
      return;
    }
    if (stopped || client !== current) {
      await current.end().catch(() => undefined);
      return;
    }
    up = true;
    backoff = firstBackoff;
    if (everUp) {
      logger.info({ channel }, 'listening for database notifications again');
      onReconnect?.();
    }
    everUp = true;
    markReady();
  };

  void connect();
  return {
    ready,
    listening: () => up,
    async stop() {
      stopped = true;
      up = false;
      if (retry !== undefined) clearTimeout(retry);
      const current = client;
      client = undefined;
      markReady();
      if (current !== undefined) {
        current.removeAllListeners('notification');
        await current.end().catch(() => undefined);
      }
    },
  };
}
