// The restore drill (issue 32, acceptance 4): checkouts against a running server, `tessera backup` in the middle of them, `tessera restore` on a second database; every order acknowledged before the backup started is there.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { builtCli, logTail, startAppServer, type AppServer } from '../../bench/cluster-harness/app-server.js';
import { createClusterDatabase, type ClusterDatabase } from '../../bench/cluster-harness/cluster-database.js';
import { checkoutBody, demoProducts, standardShipping } from '../../bench/cluster-harness/demo-store.js';
import { Visitor } from '../../bench/cluster-harness/visitor.js';
import { CART_API_PATH } from '../../server/commerce/cart/api-routes.js';
import { CART_COOKIE } from '../../server/commerce/cart/cart-cookie.js';
import { openDatabase } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { projectRoot } from '../../server/site/render/paths.js';

/** How long the checkouts run: `RESTORE_DRILL_SECONDS` (CI's restore_drill step: 60), else a short run. */
const SECONDS = Number(process.env.RESTORE_DRILL_SECONDS || 8);
/** Buyers at once. */
const WIDTH = 4;
const serverUrl = process.env.DATABASE_URL || undefined;
const built = existsSync(builtCli());
if (!built) console.warn('restore drill skipped: dist/cli/main.js is missing: run npm run build first');

const work = mkdtempSync(join(tmpdir(), 'tessera-drill-'));
const cleanups: (() => Promise<unknown>)[] = [];
// Each drill's server and databases go when it ends: the next drill's server gets the machine's memory.
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs the built `tessera` with `args` and this environment; answers its exit code and output. */
async function tessera(args: string[], env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, [builtCli(), ...args], {
    cwd: projectRoot(),
    // Undefined values (DATABASE_URL for the embedded database) are left out of the child's environment.
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

interface Shop {
  itemId: string;
  sku: string;
  shipping: string;
}

/**
 * Buyers check out against `base` for SECONDS (and until the backup is done); `backup()` starts
 * halfway. Answers the ids of the orders acknowledged (201) before the backup started, and how many
 * came after.
 */
async function checkoutsWithBackupHalfway(base: string, shop: Shop, backup: () => Promise<void>) {
  const acknowledged: string[] = [];
  let before: string[] | undefined;
  let backedUp: Promise<void> | undefined;
  let backupDone = false;
  const started = Date.now();
  const halfway = started + (SECONDS * 1000) / 2;
  const until = started + SECONDS * 1000;
  let next = 0;
  const buyer = async () => {
    // The checkouts go on until the time is up and the backup has finished: it is made under writes.
    while (Date.now() < until || !backupDone) {
      if (backedUp === undefined && Date.now() >= halfway) {
        before = [...acknowledged];
        backedUp = backup().finally(() => (backupDone = true));
      }
      const at = next++;
      const visitor = new Visitor();
      const added = await visitor.post(`${base}${CART_API_PATH}/entries`, {
        itemId: shop.itemId,
        sku: shop.sku,
        quantity: 1,
      });
      expect(added.status).toBe(200);
      const placed = await visitor.post(
        `${base}/api/commerce/orders`,
        checkoutBody(visitor.cookie(CART_COOKIE)!, `drill-${at}@example.com`, shop.shipping),
        { 'Idempotency-Key': `drill-${at}` },
      );
      expect(placed.status, placed.text).toBe(201);
      acknowledged.push(placed.json.order.id as string);
    }
  };
  await Promise.all(Array.from({ length: WIDTH }, buyer));
  await backedUp;
  return { before: before!, after: acknowledged.length - before!.length };
}

/** Every id in `ids` is an order in the restored database `knex` opens. */
async function ordersPresent(open: () => ReturnType<typeof openDatabase>, ids: readonly string[]) {
  const db = await open();
  try {
    const found = await db.knex(TABLES.orders).whereIn('id', ids).pluck('id');
    return new Set(found as string[]);
  } finally {
    await db.close();
  }
}

describe.skipIf(!built || serverUrl === undefined)('the restore drill on PostgreSQL', () => {
  it(
    `keeps every order acknowledged before a backup taken during ${SECONDS} s of checkouts`,
    async () => {
      const source: ClusterDatabase = await createClusterDatabase(serverUrl!);
      cleanups.push(() => source.drop());
      const dataDir = join(work, 'pg-data');
      const server: AppServer = await startAppServer({
        index: 0,
        databaseUrl: source.url,
        dataDir,
        logDir: work,
      });
      cleanups.push(() => server.stop());
      const [product] = await demoProducts(source.knex, { count: 1, stock: 'unlimited' });
      const shop = {
        itemId: product!.itemId,
        sku: product!.sku,
        shipping: await standardShipping(source.knex),
      };
      const file = join(work, 'pg-backup.tar');
      const { before, after } = await checkoutsWithBackupHalfway(server.url, shop, async () => {
        const made = await tessera(['backup', '--out', file], {
          DATABASE_URL: source.url,
          DATA_DIR: dataDir,
        });
        expect(made.code, made.output).toBe(0);
      });
      expect(before.length).toBeGreaterThan(0);
      expect(after).toBeGreaterThan(0);

      const target: ClusterDatabase = await createClusterDatabase(serverUrl!);
      cleanups.push(() => target.drop());
      const restored = await tessera(['restore', file], {
        DATABASE_URL: target.url,
        DATA_DIR: join(work, 'pg-restored'),
      });
      expect(restored.code, restored.output).toBe(0);
      const present = await ordersPresent(() => openDatabase({ url: target.url }), before);
      expect(before.filter((id) => !present.has(id))).toEqual([]);
    },
    (SECONDS + 300) * 1000,
  );
});

describe.skipIf(!built)('the restore drill on the embedded database', () => {
  it(
    `keeps every order acknowledged before a backup taken during ${SECONDS} s of checkouts`,
    async () => {
      const dataDir = join(work, 'embedded-data');
      const common = {
        index: 0,
        databaseUrl: undefined,
        dataDir,
        logDir: work,
        readyTimeoutMs: 300_000,
        env: { LOG_LEVEL: 'warn' },
      };
      // The first start loads the demo; the drill's product and shipping are read while it is stopped
      // (the running server holds the embedded database), then it starts again.
      const first = await startAppServer(common);
      await first.stop();
      const db = await openDatabase({ dataDir: join(dataDir, 'db') });
      let shop: Shop;
      try {
        const [product] = await demoProducts(db.knex, { count: 1, stock: 'unlimited' });
        shop = { itemId: product!.itemId, sku: product!.sku, shipping: await standardShipping(db.knex) };
      } finally {
        await db.close();
      }
      const server = await startAppServer(common);
      cleanups.push(() => server.stop());
      const file = join(work, 'embedded-backup.tar');
      const { before, after } = await checkoutsWithBackupHalfway(server.url, shop, async () => {
        // The running server holds the database: it makes the dump (its backup socket).
        const made = await tessera(['backup', '--out', file], { DATABASE_URL: undefined, DATA_DIR: dataDir });
        expect(made.code, `${made.output}\nthe server's log:\n${logTail(server.logFile, 40)}`).toBe(0);
      });
      expect(before.length).toBeGreaterThan(0);
      expect(after).toBeGreaterThan(0);

      const restoredDir = join(work, 'embedded-restored');
      const restored = await tessera(['restore', file], { DATABASE_URL: undefined, DATA_DIR: restoredDir });
      expect(restored.code, restored.output).toBe(0);
      const present = await ordersPresent(() => openDatabase({ dataDir: join(restoredDir, 'db') }), before);
      expect(before.filter((id) => !present.has(id))).toEqual([]);
    },
    (SECONDS + 600) * 1000,
  );
});
