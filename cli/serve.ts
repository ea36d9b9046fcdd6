// `tessera serve`: runs the website server until SIGINT or SIGTERM.
import { loadConfig } from '../server/config.js';
import { createLogger } from '../server/logger.js';
import { startServer } from '../server/serve.js';
import type { Io } from './io.js';
import { EXIT } from './cli-error.js';

/** Serves until a signal arrives, then shuts down gracefully (the database is closed cleanly). */
export async function runServe(argv: string[], io: Io): Promise<number> {
  if (argv.length > 0) {
    io.err(`tessera serve takes no arguments (use PORT, DATABASE_URL, DATA_DIR)\n`);
    return EXIT.usage;
  }
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  io.out('Tessera: opening the database…\n');
  const server = await startServer(config, logger, (message) => io.out(`Tessera: ${message}\n`));
  io.out(`Tessera is running: open ${server.url}\n`);
  await new Promise<void>((resolve) => {
    const onSignal = (signal: string) => {
      io.out(`\n${signal} received: shutting down…\n`);
      resolve();
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  });
  await server.stop();
  io.out('Stopped; the database was closed cleanly.\n');
  return EXIT.ok;
}
