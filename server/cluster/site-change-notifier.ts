// Cache invalidation across app servers on one PostgreSQL: NOTIFY on every change, LISTEN for the others'.
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { announceSiteChanges, dropAllSiteData, dropSiteData } from '../site/cache/site-caches.js';
import { startPgListener } from './pg-listener.js';
import { SITE_CHANGED_CHANNEL, decodeSiteChange, encodeSiteChanges } from './site-change-messages.js';

/** Options of {@link startSiteChangeNotifier}. */
export interface SiteChangeNotifierOptions {
  /** The pool notices are sent through. */
  knex: Knex;
  /** The server's connection string, for the listening connection of its own. */
  url: string;
  logger: Logger;
  /** This process's name in its notices (default its pid and random bytes): its own notices are ignored. */
  sender?: string;
  /** What a notice from another server does (default: drop this process's caches of that website). */
  drop?: (websiteId: string) => void;
  /** What a reconnection does (default: drop every cache of this process). */
  dropAll?: () => void;
  /** Whether changes made in this process are announced (default true; tests of one side turn it off). */
  announce?: boolean;
}

/** A running notifier. */
export interface SiteChangeNotifier {
  /** Resolves once this process is listening for the other servers' notices. */
  readonly ready: Promise<void>;
  /** Queues a notice that `websiteId` changed (what invalidateSiteData does through the announcer). */
  publish(websiteId: string): void;
  /** Sends the notices queued so far now; resolves once sent. */
  flush(): Promise<void>;
  /** Sends what is queued, stops announcing and listening. */
  stop(): Promise<void>;
}

/** A name for this process in notices: no space, unique among the servers of a database. */
export function processSenderId(): string {
  return `${process.pid}.${randomBytes(6).toString('hex')}`;
}

/**
 * Makes `invalidateSiteData` reach every app server sharing this PostgreSQL database within a
 * second: the ids invalidated during one tick of the event loop go out together as
 * `NOTIFY tessera_site_changed` (after the write, which has committed by then), and a dedicated
 * connection LISTENs for the other servers' notices and drops those websites' caches here. After
 * a lost connection comes back, every cache is dropped, since notices may have been missed. Only
 * for PostgreSQL servers: the embedded database has one process, whose caches are dropped in place.
 */
export function startSiteChangeNotifier(options: SiteChangeNotifierOptions): SiteChangeNotifier {
  const { knex, url, logger } = options;
  const sender = options.sender ?? processSenderId();
  const drop = options.drop ?? dropSiteData;
  const dropAll = options.dropAll ?? dropAllSiteData;
  const pending = new Set<string>();
  let scheduled: NodeJS.Immediate | undefined;
  let sending: Promise<void> = Promise.resolve();

  const send = async (ids: string[]): Promise<void> => {
    for (const payload of encodeSiteChanges(sender, ids)) {
      try {
        await knex.raw('select pg_notify(?, ?)', [SITE_CHANGED_CHANNEL, payload]);
      } catch (error) {
        // The other servers' caches still expire on their own (SITE_CACHE_DEFAULTS.ttlMs).
        logger.warn({ err: error }, 'could not tell the other app servers of a site change');
      }
    }
  };

  const flush = (): Promise<void> => {
    if (scheduled !== undefined) clearImmediate(scheduled);
    scheduled = undefined;
    if (pending.size > 0) {
      const ids = [...pending];
      pending.clear();
      sending = sending.then(() => send(ids));
    }
    return sending;
  };

  const publish = (websiteId: string): void => {
    pending.add(websiteId);
    scheduled ??= setImmediate(() => void flush());
  };

  const listener = startPgListener({
    url,
    channel: SITE_CHANGED_CHANNEL,
    logger,
    onNotification(payload) {
      const notice = decodeSiteChange(payload, sender);
      if (notice !== undefined) for (const id of notice.websiteIds) drop(id);
    },
    onReconnect: dropAll,
    applicationName: `tessera-listener ${sender}`,
  });
  const unannounce = options.announce === false ? () => {} : announceSiteChanges(publish);

  return {
    ready: listener.ready,
    publish,
    flush,
    async stop() {
      unannounce();
      await flush();
      await listener.stop();
    },
  };
}
