// Tests that a change made by one process drops the page another process cached, through the notice (not the cache's expiry), on PostgreSQL.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database.js';
import { createLogger } from '../../server/logger.js';
import { invalidateSiteData } from '../../server/site/cache/site-caches.js';
import {
  startSiteChangeNotifier,
  type SiteChangeNotifier,
} from '../../server/cluster/site-change-notifier.js';

const url = process.env.DATABASE_URL || undefined;

describe.skipIf(!url)('two processes on one PostgreSQL (DATABASE_URL)', () => {
  let child: string;
  let db: Database;
  let notifier: SiteChangeNotifier;
  beforeAll(async () => {
    // The other process runs the same modules, bundled (the test runner's TypeScript loader is not in
    // it) next to node_modules, where its packages are found.
    child = join(process.cwd(), 'node_modules', '.cache', 'tessera-tests', `cache-child-${process.pid}.mjs`);
    await build({
      entryPoints: [join(import.meta.dirname, 'cache-child.ts')],
      outfile: child,
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      logLevel: 'silent',
    });
    db = await openDatabase({ url });
    notifier = startSiteChangeNotifier({ knex: db.knex, url: url!, logger: createLogger('silent') });
    await notifier.ready;
  }, 60_000);
  afterAll(async () => {
    await notifier?.stop();
    await db?.close();
    if (child !== undefined) rmSync(child, { force: true });
  });

  test('an owner’s change through this process re-renders the page the other process cached, at once', async () => {
    const websiteId = randomUUID();
    const proc = spawn(process.execPath, [child, url!, websiteId], {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    const exited = new Promise<number | null>((resolve) => proc.once('close', resolve));
    const cached = new Promise<void>((resolve, reject) => {
      proc.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('cached\n')) resolve();
      });
      void exited.then((code) =>
        reject(new Error(`the other process ended (${code}) before caching: ${out}`)),
      );
    });
    await cached;
    invalidateSiteData(websiteId);
    expect(await exited).toBe(0);
    const [, renders, noticed] = /renders (\d+) noticed (true|false)/.exec(out) ?? [];
    expect(Number(renders)).toBe(2);
    // Dropped by the notice, not by the cache's own expiry (how soon is bench material).
    expect(noticed).toBe('true');
  }, 30_000);
});
