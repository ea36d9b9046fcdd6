// Picks the `tessera` command named on the command line and holds the usage text.
import { CHECK_USAGE, runCheck } from './check.js';
import { EXIT } from './cli-error.js';
import type { Io } from './io.js';
import { RENDER_USAGE, runRender } from './render.js';
import { TEST_USAGE, runTest } from './test.js';

type Command = (argv: string[], io: Io) => Promise<number>;

const COMMANDS: Readonly<Record<string, Command>> = {
  render: runRender,
  check: runCheck,
  test: runTest,
  // The server commands load the whole server; the template commands should not pay for that.
  serve: async (argv, io) => (await import('./serve.js')).runServe(argv, io),
  dev: async (argv, io) => (await import('./dev.js')).runDev(argv, io),
  seed: async (argv, io) => (await import('./seed.js')).runSeed(argv, io),
  import: async (argv, io) => (await import('./import.js')).runImportCommand(argv, io),
  export: async (argv, io) => (await import('./export.js')).runExportCommand(argv, io),
  backup: async (argv, io) => (await import('./backup.js')).runBackupCommand(argv, io),
  restore: async (argv, io) => (await import('./backup.js')).runRestoreCommand(argv, io),
  password: async (argv, io) => (await import('./password.js')).runPassword(argv, io),
};

export const USAGE = `usage:
  ${RENDER_USAGE}
      render TEMPLATE with the JSON data in FILE; HTML to stdout, errors to stderr
  ${CHECK_USAGE}
      compile templates (or a developer-platform theme folder) and report every error and warning
  ${TEST_USAGE}
      run golden case files (folders: every *.html file inside)
  tessera serve [--demo] [--theme DIR]
      run the website server (PORT, default 3000; DATABASE_URL, else the embedded database in DATA_DIR;
      THEME_DIR or --theme: a developer-platform theme folder instead of the built-in theme); a new
      database waits for its setup at the one-time address printed, or --demo loads the demo website
  tessera dev [THEME_DIR]
      the server in development with that theme folder (default the built-in theme); ?format=json on any page
  tessera seed
      reload the demo website into the database
  tessera import FILE [--website ID]
      import a Shopify product CSV or a WordPress/Squarespace export (WXR .xml) into a website (default:
      the default website) and print the report; exit 1 when nothing could be imported. A Tessera
      website archive (.zip, from tessera export) becomes a new website, or replaces website ID
  tessera export [--website ID] --out FILE
      write a website (default: the default website) as one archive: its pages, products, orders,
      customers, forms, lists, design and settings, and its files (docs/ARCHIVE.md); no secrets
  tessera backup --out FILE
      write a consistent snapshot of the database (the embedded one, or PostgreSQL through pg_dump) and
      the stored files to FILE (a tar with a manifest and checksums), also while the server runs
  tessera restore FILE
      restore a backup into an empty data folder (DATA_DIR) or an empty database (DATABASE_URL) and
      an empty file store; refuses a non-empty one
  tessera password --email EMAIL
      set an owner's password (read from the terminal or standard input); their sessions end
  tessera --help

exit codes: 0 ok, 1 template errors or failed cases, 2 bad usage or unreadable input
`;

/**
 * Runs `tessera` with `argv` (the arguments after the program name) and returns the exit code.
 * `--help` prints usage to stdout; no command or an unknown one prints it to stderr and exits 2.
 */
export async function runCli(argv: string[], io: Io): Promise<number> {
  const [name, ...rest] = argv;
  if (name === '--help' || name === '-h' || name === 'help') {
    io.out(USAGE);
    return EXIT.ok;
  }
  const command = name !== undefined && Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (command === undefined) {
    io.err(
      `${name === undefined ? 'tessera: no command given' : `tessera: unknown command '${name}'`}\n${USAGE}`,
    );
    return EXIT.usage;
  }
  return command(rest, io);
}
