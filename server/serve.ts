// Starts Tessera: opens and migrates the database, seeds the demo on first run, listens, shuts down cleanly.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { createApp } from './app.js';
import type { Config } from './config.js';
import { closeDevReload } from './dev/mount.js';
import { openDatabase, type Database } from './db/database.js';
import { databaseTemplate, TEMPLATE_DIR } from './db/database-template.js';
import { runMigrations } from './db/migrate.js';
import { isSeeded, seedDemo } from './demo/seed.js';
import { projectRoot } from './site/render/paths.js';
import { serverOptions } from './http/server-timeouts.js';
import { createLogger } from './logger.js';
import { startSessionSweeper } from './accounts/sessions/sweeper.js';
import { configuredTransport } from './mail/transport.js';
import { startMailWorker } from './mail/worker.js';
import { createWebhookPoster } from './automation/poster.js';
import { startWebhookWorker } from './automation/worker.js';
import { trackingSinkFor } from './tracking/event-writer.js';
import { performanceWriterFor } from './tracking/performance-writer.js';
import { startTrackingScheduler } from './tracking/scheduler.js';

export interface RunningServer {
  url: string;
  db: Database;
  /** Stops accepting connections, finishes open requests (up to a few seconds) and closes the database. */
  stop(): Promise<void>;
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
  try {
    await runMigrations(db.knex);
    if (!(await isSeeded(db.knex))) {
      logger.info('first run: loading the demo website');
      progress('first run: loading the demo website (pictures at every size take a minute)…');
      await seedDemo(db.knex, { dataDir: config.dataDir });
    }
    progress(`database ready (${db.kind === 'pg' ? 'PostgreSQL' : `embedded, in ${config.dataDir}`})`);
  } catch (error) {
    await db.close();
    throw error;
  }
  // The tracking writer reports dropped events through the server's logger.
  const tracking = trackingSinkFor(db.knex, { logger });
  const app = createApp({ db, config, logger });
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
  const trackingHousekeeping = startTrackingScheduler(db.knex, logger);
  const { port } = server.address() as AddressInfo;
  const host = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      closeDevReload(app);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const forced = setTimeout(() => server.closeAllConnections(), 5000);
      await closed;
      clearTimeout(forced);
      await mail.stop();
      await webhooks.stop();
      await sessions.stop();
      await trackingHousekeeping.stop();
      // Events and performance records appended by the last requests are written before the database closes.
      await tracking.flush();
      await performanceWriterFor(db.knex, logger).flush();
      await db.close();
    })());
  return { url: `http://${host}:${port}`, db, stop };
}
