// `tessera serve`: runs the website server until SIGINT or SIGTERM.
import { resolve } from 'node:path';
import { loadConfig } from '../server/config.js';
import { createLogger } from '../server/logger.js';
import { startServer } from '../server/serve.js';
import type { Io } from './io.js';
import { EXIT } from './cli-error.js';
import { warnOnEndOfLifeNode } from './node-support.js';
import { serveUntilSignal } from './serve-until-signal.js';

/** Serves until a signal arrives, then shuts down gracefully (the database is closed cleanly), within a bound. */
export async function runServe(argv: string[], io: Io): Promise<number> {
  const themeFlag = argv[0] === '--theme' && argv.length === 2 ? argv[1] : undefined;
  if (argv.length > 0 && themeFlag === undefined) {
    io.err(
      `tessera serve takes no arguments but --theme DIR (use PORT, DATABASE_URL, DATA_DIR, THEME_DIR)\n`,
    );
    return EXIT.usage;
  }
  warnOnEndOfLifeNode(io, process.versions.node, new Date());
  const loaded = loadConfig();
  const config = themeFlag === undefined ? loaded : { ...loaded, themeDir: resolve(themeFlag) };
  const logger = createLogger(config.logLevel);
  io.out('Tessera: opening the database…\n');
  const server = await startServer(config, logger, (message) => io.out(`Tessera: ${message}\n`));
  io.out(`Tessera is running: open ${server.url}\n`);
  return serveUntilSignal(server, io, server.db.kind === 'pg');
}
