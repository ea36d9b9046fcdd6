// Starts Tessera: opens and migrates the database, seeds the demo on first run, listens, shuts down cleanly.
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { createApp } from './app.js';
import { serveBackupSocket } from './backup/backup-socket.js';
import { startDailyBackups } from './backup/daily-backups.js';
import { pgliteSource, pgSource } from './backup/database-sources.js';
import { fileStorageFor } from './files/storage/configured-storage.js';
import type { Config } from './config.js';
import { closeDevReload } from './dev/mount.js';
import { openDatabase, type Database } from './db/database.js';
import { databaseTemplate, TEMPLATE_DIR } from './db/database-template.js';
import { runMigrations } from './db/migrate.js';
import { TABLES } from './db/tables.js';
import { openReadReplica } from './db/read-replica.js';
import { isSeeded } from './demo/is-seeded.js';
import { accountsWithDemoPassword, demoPasswordRefusal } from './setup/demo-password.js';
import { ensureServerAdmin, hasAnyWebsite } from './setup/server-state.js';
import { issueSetupToken, setupAddress } from './setup/setup-token.js';
import { withHeartbeat } from './setup/heartbeat.js';
import { projectRoot } from './site/render/paths.js';
import { serverOptions } from './http/server-timeouts.js';
import { createLogger } from './logger.js';
import { sweepThemeWorkFolders } from './theme-platform/theme-zip-cache.js';
import { startSessionSweeper } from './accounts/sessions/sweeper.js';
import { configuredTransport } from './mail/transport.js';
import { startMailWorker } from './mail/worker.js';
import { createWebhookPoster } from './automation/poster.js';
import { startWebhookWorker } from './automation/worker.js';
import { trackingSinkFor } from './tracking/event-writer.js';
import { performanceWriterFor } from './tracking/performance-writer.js';
import { startTrackingScheduler } from './tracking/scheduler.js';
import { startTableUpkeep } from './db/table-upkeep.js';
import { markDraining } from './cluster/draining.js';
import { lameDuckMs, shutdownGraceMs } from './cluster/shutdown-grace.js';
import { startSiteChangeNotifier } from './cluster/site-change-notifier.js';

/** Resolves once `server` has no open connection, or after `ms`. */
/** How long a connection accepted just before the server stopped listening has to send its request. */
const FRESH_CONNECTION_MS = 250;

async function waitForConnections(server: Server, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const open = await new Promise<number>((resolve) =>
      server.getConnections((_error, count) => resolve(count ?? 0)),
    );
    if (open === 0) return;
    await delay(Math.min(50, until - Date.now()));
  }
}

export interface RunningServer {
  url: string;
  /** The one-time setup address of a new database started without the demo (server/setup/). */
  setupUrl?: string;
  db: Database;
  /**
   * Drains: /readyz answers 503, no new connection is accepted, open requests finish (up to
   * SHUTDOWN_GRACE_SECONDS, default 10), the mail and webhook workers hand back what they claimed
   * and did not send, buffered writes are written and the database is closed.
   */
  stop(): Promise<void>;
  /** Where a shutdown under way is ("waiting for open requests"…), for a report if it takes too long. */
  stage(): string;
}

/** The database the configuration names: a PostgreSQL server, or the embedded one under the data folder. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ url: config.databaseUrl })
    : openDatabase({
        dataDir: join(config.dataDir, 'db'),
        template: () => databaseTemplate(join(projectRoot(), TEMPLATE_DIR)),
      });
}

/** `tessera serve` in production while an owner still has the demo's published password. */
export class DemoPasswordRefusal extends Error {
  override name = 'DemoPasswordRefusal';
}

/**
 * Opens, migrates and (on first run) seeds the database, then serves the app on the configured
 * port. `progress` hears each stage in words for whoever started the server ("database ready").
 */
export async function startServer(
  config: Config,
  logger: Logger = createLogger(config.logLevel),
  progress: (message: string) => void = () => {},
): Promise<RunningServer> {
  const db = await openConfiguredDatabase(config);
  let setupToken: string | undefined;
  try {
    await withHeartbeat(progress, 'updating the database', () => runMigrations(db.knex));
    if (config.demo === true && !(await isSeeded(db.knex))) {
      logger.info('first run: loading the demo website');
      progress('first run: loading the demo website (pictures at every size take a minute)…');
      // The demo's loader (fixtures, pictures) is loaded only on a first run.
      const { seedDemo } = await import('./demo/seed.js');
      await withHeartbeat(progress, 'loading the demo website', () =>
        seedDemo(db.knex, { dataDir: config.dataDir }),
      );
    }
    if (config.demo !== true && !(await hasAnyWebsite(db.knex))) {
      const owners = await db.knex(TABLES.ownerAccounts).first('id');
      if (owners === undefined) setupToken = await issueSetupToken(db.knex, config.dataDir);
    }
    if (config.production && config.demo !== true) {
      const demoAccounts = await accountsWithDemoPassword(db.knex);
      if (demoAccounts.length > 0) throw new DemoPasswordRefusal(demoPasswordRefusal(demoAccounts));
    }
    await ensureServerAdmin(db.knex);
    await (await import('./imports/interrupted-imports.js')).failImportsInterruptedAtStart(db, logger);
    progress(`database ready (${db.kind === 'pg' ? 'PostgreSQL' : `embedded, in ${config.dataDir}`})`);
    // A theme upload killed mid-way left its unpacked zip in a work folder (issue 33 finding 6).
    const swept = await sweepThemeWorkFolders(config.dataDir).catch((error: unknown) => {
      logger.warn({ err: error }, 'the work folders of theme uploads could not be swept');
      return 0;
    });
    if (swept > 0) logger.info({ swept }, 'removed the work folders of theme uploads a stopped process left');
  } catch (error) {
    await db.close();
    throw error;
  }
  // On a PostgreSQL server other app servers may share the database: their changes drop this one's
  // caches and this one's drop theirs (server/cluster/). The embedded database has one process.
  const notifier =
    db.kind === 'pg' && config.databaseUrl
      ? startSiteChangeNotifier({ knex: db.knex, url: config.databaseUrl, logger })
      : undefined;
  if (notifier !== undefined) await Promise.race([notifier.ready, delay(3000, undefined, { ref: false })]);
  // The tracking writer reports dropped events through the server's logger.
  const tracking = trackingSinkFor(db.knex, { logger });
  // A read replica (DATABASE_READ_URL) serves visitors' cached site reads (server/site/replica/).
  const readDb =
    config.databaseReadUrl === undefined ? undefined : await openReadReplica(config.databaseReadUrl);
  const app = createApp({ db, config, logger, ...(readDb === undefined ? {} : { readDb: readDb.knex }) });
  // Slow senders are cut off (408) after the configured waits, not held open for minutes.
  const server = createServer(serverOptions(config), app).listen(config.port, config.host);
  await once(server, 'listening');
  const mail = startMailWorker({
    db: db.knex,
    transport: configuredTransport(config),
    defaultFrom: config.mailFrom,
    logger,
  });
  const webhooks = startWebhookWorker({
    db: db.knex,
    logger,
    post: createWebhookPoster({ allowPrivateNetworks: config.webhooksAllowPrivateNetworks }),
  });
  const sessions = startSessionSweeper(db.knex, logger);
  // `tessera backup` asks this process for the embedded database's dump (it holds the folder's lock).
  const backupSocket =
    db.kind === 'pglite'
      ? await serveBackupSocket(db, config.dataDir, logger).catch((error: unknown) => {
          logger.warn(
            { err: error },
            'the backup socket could not be opened: tessera backup needs the server stopped',
          );
          return undefined;
        })
      : undefined;
  const dailyBackups =
    config.dailyBackups === undefined
      ? undefined
      : startDailyBackups({
          db: db.knex,
          settings: config.dailyBackups,
          source:
            db.kind === 'pglite' || !config.databaseUrl
              ? pgliteSource(db)
              : pgSource(db.knex, config.databaseUrl),
          files: fileStorageFor(config),
          logger,
        });
  const trackingHousekeeping = startTrackingScheduler(db.knex, logger);
  // Planner statistics and dead rows where no autovacuum sees to them (the embedded database).
  const tableUpkeep = startTableUpkeep(db, logger);
  const { port } = server.address() as AddressInfo;
  const host = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
  let stopping: Promise<void> | undefined;
  let stage = 'serving';
  const graceMs = shutdownGraceMs();
  const lameDuck = lameDuckMs(db.kind === 'pg');
  const stop = () =>
    (stopping ??= (async () => {
      markDraining(db.knex);
      logger.info(
        { graceMs, lameDuckMs: lameDuck },
        'draining: /readyz answers 503, every answer closes its connection',
      );
      closeDevReload(app);
      stage = 'waiting for open connections (lame duck)';
      // Lame duck: the proxy closes its idle connections to this server itself and the others close
      // after their answers, so none is closed under a request on its way; over early when none is left.
      await waitForConnections(server, lameDuck);
      stage = 'waiting for open requests';
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // A kept-alive connection whose request finishes becomes idle: closed then, not after its
      // keep-alive wait. Not at once: a connection the proxy has just opened counts as idle until its
      // request's first bytes are read, and closing it under a request already sent is a 502 the
      // proxy cannot retry (a POST); its request, answered, closes it anyway.
      const idle = setInterval(() => server.closeIdleConnections(), FRESH_CONNECTION_MS);
      const forced = setTimeout(() => {
        logger.warn({ graceMs }, 'requests still open after the grace period: closing their connections');
        server.closeAllConnections();
      }, graceMs);
      forced.unref();
      await closed;
      clearInterval(idle);
      clearTimeout(forced);
      logger.info('open requests finished');
      stage = 'stopping the mail worker';
      await mail.stop();
      stage = 'stopping the webhook worker';
      await webhooks.stop();
      logger.info('mail and webhook workers stopped; unsent claimed jobs handed back');
      stage = 'stopping the session sweeper, tracking housekeeping and table upkeep';
      await sessions.stop();
      await trackingHousekeeping.stop();
      await tableUpkeep.stop();
      stage = 'stopping the backup socket and daily backups';
      await backupSocket?.close();
      await dailyBackups?.stop();
      stage = 'stopping the site-change listener';
      await notifier?.stop();
      stage = 'writing buffered events and performance records';
      // Events and performance records appended by the last requests are written before the database closes.
      await tracking.flush();
      await performanceWriterFor(db.knex, logger).flush();
      logger.info('buffered writes flushed; closing the database');
      stage = 'closing the database';
      await readDb?.close();
      await db.close();
      stage = 'stopped';
      logger.info('stopped');
    })());
  const url = `http://${host}:${port}`;
  return {
    url,
    ...(setupToken === undefined ? {} : { setupUrl: setupAddress(url, setupToken) }),
    db,
    stop,
    stage: () => stage,
  };
}
