// `tessera dev [THEME_DIR]`: the website server in development mode, pages rendered through a theme folder.
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Logger } from 'pino';
import { loadConfig, type Config } from '../server/config.js';
import { createLogger } from '../server/logger.js';
import { startServer, type RunningServer } from '../server/serve.js';
import type { Io } from './io.js';
import { EXIT } from './cli-error.js';
import { serveUntilSignal } from './serve-until-signal.js';

export const DEV_USAGE = 'tessera dev [THEME_DIR]';

/** Options of {@link startDev}. */
export interface DevOptions {
  /** A developer-platform theme folder (with template.conf); undefined for the built-in theme. */
  themeDir?: string;
  /** Settings besides the theme and development mode; default read from the environment. */
  config?: Config;
  logger?: Logger;
  progress?: (message: string) => void;
}

/**
 * Starts the server as `tessera serve` does, in development mode (templates recompile when a file
 * changes, `?format=json` answers any page's context), with `themeDir` as the site's theme.
 * Small and exported so live reload can hook in around it.
 */
export async function startDev(options: DevOptions = {}): Promise<RunningServer> {
  const base = options.config ?? loadConfig();
  const config: Config = {
    ...base,
    production: false,
    development: true,
    // A theme is developed against content: a new database gets the demo website.
    demo: base.demo ?? true,
    themeDir: options.themeDir === undefined ? undefined : resolve(options.themeDir),
  };
  return startServer(config, options.logger ?? createLogger(config.logLevel), options.progress);
}

/** Why `dir` cannot be a theme folder, or undefined when it can. */
export function themeFolderProblem(dir: string): string | undefined {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return `${dir} is not a folder`;
  if (!existsSync(join(dir, 'template.conf'))) {
    return `${dir} has no template.conf: a theme folder holds template.conf, *.region files, collections/, blocks/, pages/, styles/, scripts/ and assets/`;
  }
  return undefined;
}

/** Serves until SIGINT or SIGTERM, then shuts down cleanly (serve-until-signal.ts). */
export async function runDev(argv: string[], io: Io): Promise<number> {
  if (argv.length > 1 || argv.some((arg) => arg.startsWith('-'))) {
    io.err(`usage: ${DEV_USAGE}\n`);
    return EXIT.usage;
  }
  const themeDir = argv[0];
  if (themeDir !== undefined) {
    const problem = themeFolderProblem(themeDir);
    if (problem !== undefined) {
      io.err(`tessera dev: ${problem}\n`);
      return EXIT.usage;
    }
  }
  io.out('Tessera (development): opening the database…\n');
  const server = await startDev({ themeDir, progress: (message) => io.out(`Tessera: ${message}\n`) });
  return serveUntilSignal(
    server,
    io,
    server.db.kind === 'pg',
    `Tessera is running in development with ${themeDir === undefined ? 'the built-in theme' : `the theme in ${themeDir}`}: open ${server.url} (add ?format=json to a page for its context)\n`,
  );
}
