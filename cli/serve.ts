// `tessera serve [--demo] [--theme DIR]`: runs the website server until SIGINT or SIGTERM.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.js';
import { createLogger } from '../server/logger.js';
import { startHeapPagePool } from '../server/runtime/heap-page-pool.js';
import { DemoPasswordRefusal, startServer } from '../server/serve.js';
import type { Io } from './io.js';
import { EXIT } from './cli-error.js';
import { warnOnEndOfLifeNode } from './node-support.js';
import { serveUntilSignal } from './serve-until-signal.js';

/** The usage line of `tessera serve`. */
export const SERVE_USAGE = 'tessera serve [--demo] [--theme DIR]';

/**
 * Serves until a signal arrives, then shuts down gracefully (the database is closed cleanly), within
 * a bound. `--demo` loads the demo website into a new database (`npm start`); without it a new
 * database waits for its setup at the one-time address printed here.
 */
export async function runServe(argv: string[], io: Io): Promise<number> {
  let flags: { demo?: boolean; theme?: string };
  try {
    flags = parseArgs({
      args: argv,
      options: { demo: { type: 'boolean' }, theme: { type: 'string' } },
      allowPositionals: false,
    }).values;
  } catch {
    io.err(
      `usage: ${SERVE_USAGE} (use PORT, DATABASE_URL, DATA_DIR, THEME_DIR; --demo loads the demo website into a new database)\n`,
    );
    return EXIT.usage;
  }
  warnOnEndOfLifeNode(io, process.versions.node, new Date());
  const loaded = { ...loadConfig(), demo: flags.demo === true };
  const config = flags.theme === undefined ? loaded : { ...loaded, themeDir: resolve(flags.theme) };
  const logger = createLogger(config.logLevel);
  io.out('Tessera: opening the database…\n');
  let server;
  try {
    server = await startServer(config, logger, (message) => io.out(`Tessera: ${message}\n`));
  } catch (error) {
    if (!(error instanceof DemoPasswordRefusal)) throw error;
    io.err(`Tessera: ${error.message}`);
    return EXIT.failed;
  }
  if (server.setupUrl !== undefined) {
    io.out(`Tessera: set up this server at ${server.setupUrl}\n`);
  }
  // The process's memory follows what it holds, not its highest moment (server/runtime/heap-page-pool.ts).
  const heapPagePool = startHeapPagePool({ logger });
  try {
    return await serveUntilSignal(
      server,
      io,
      server.db.kind === 'pg',
      `Tessera is running: open ${server.url}\n`,
    );
  } finally {
    heapPagePool.stop();
  }
}
