// The whole app (server/app.ts) over the order suites' store, with its admin signed in: for suites that check what the storefront shows after an owner's change.
import type { Express } from 'express';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../server/app.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { createLogger } from '../../server/logger.js';
import type { TestBrowser } from '../security/test-browser.js';
import { createTestDatabase } from '../support/test-database.js';
import { seedOrderStore, signedInOwner } from './orders-fixtures.js';

/** A test database with the order store (and `prepare`'s rows), the whole app on it, and an admin of SITE signed in. */
export async function openStoreApp(
  name: string,
  prepare?: (db: Database) => Promise<void>,
): Promise<{ db: Database; app: Express; admin: TestBrowser }> {
  const db = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), `tessera-${name}-`));
  await seedOrderStore(db.knex, dataDir);
  await prepare?.(db);
  const app = createApp({
    db,
    config: testConfig({ dataDir, apiRateLimit: 100_000 }),
    logger: createLogger('silent'),
  });
  const admin = await signedInOwner(app, db, 'admin@example.com', 1);
  return { db, app, admin };
}
