// `tessera seed`: reloads the demo website into the configured database.
import { loadConfig } from '../server/config.js';
import { runMigrations } from '../server/db/migrate.js';
import { DEMO_OWNER, seedDemo } from '../server/demo/seed.js';
import { openConfiguredDatabase } from '../server/serve.js';
import { EXIT } from './cli-error.js';
import type { Io } from './io.js';

/** Deletes the demo website's rows and loads the demo again. */
export async function runSeed(argv: string[], io: Io): Promise<number> {
  if (argv.length > 0) {
    io.err('tessera seed takes no arguments (use DATABASE_URL, DATA_DIR)\n');
    return EXIT.usage;
  }
  const config = loadConfig();
  const db = await openConfiguredDatabase(config);
  try {
    await runMigrations(db.knex);
    const started = Date.now();
    await seedDemo(db.knex, { dataDir: config.dataDir, reset: true });
    io.out(
      `Demo website loaded in ${Date.now() - started} ms. Owner: ${DEMO_OWNER.email} / ${DEMO_OWNER.password}\n`,
    );
    return EXIT.ok;
  } finally {
    await db.close();
  }
}
