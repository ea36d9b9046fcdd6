// Tests a read replica (DATABASE_READ_URL) on PostgreSQL: visitors' site reads go to it, writes never, and a lagging one is bounded.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import type { Knex } from 'knex';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { openReadReplica, READ_REPLICA_APPLICATION_NAME } from '../../server/db/read-replica.js';
import { TABLES } from '../../server/db/tables.js';
import { diskStorage } from '../../server/files/storage/disk-storage.js';
import { createLogger } from '../../server/logger.js';
import { SITE_CACHE_DEFAULTS } from '../../server/site/cache/site-cache.js';
import { invalidateSiteData } from '../../server/site/cache/site-caches.js';
import { signedInOwner } from '../owner/owner-app.js';
import { pageIdsByUrl } from '../owner/owner-data.js';
import { checkoutBody } from '../commerce/orders-fixtures.js';
import { TestBrowser } from '../security/test-browser.js';
import { seedSite, type SiteFixture } from '../site/site-fixture.js';
import { createTestDatabase } from '../support/test-database.js';

const url = process.env.DATABASE_URL || undefined;
/** Short, so the suite sees the window end; the default is 5 s. */
const WINDOW_MS = 1500;

/**
 * What each pool did: the SQL knex reports, and every connection asked of the pool (prepared
 * statements, server/db/prepared-query.ts, run on a connection without a knex query event).
 */
function recorder(knex: Knex): { sql: string[]; acquired: number; clear(): void } {
  const log = {
    sql: [] as string[],
    acquired: 0,
    clear() {
      log.sql.splice(0);
      log.acquired = 0;
    },
  };
  knex.on('query', (query: { sql: string }) => log.sql.push(query.sql));
  const pool = (knex.client as { pool: { on(event: string, listener: () => void): void } }).pool;
  pool.on('acquireRequest', () => (log.acquired += 1));
  return log;
}

const readsPages = (sql: string[]) => sql.some((statement) => /from "PAGES"/i.test(statement));
const writes = (sql: string[]) => sql.filter((statement) => /^\s*(insert|update|delete)\b/i.test(statement));

function appOver(db: Database, readDb: Knex): Express {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-replica-'));
  return createApp({
    db,
    config: testConfig({ dataDir, readAfterWriteMs: WINDOW_MS }),
    logger: createLogger('silent'),
    files: diskStorage(dataDir),
    readDb,
  });
}

const visitorGet = (app: Express, path: string) => request(app).get(path).set('Accept', 'text/html');

describe.skipIf(!url)('a read replica for visitors’ site reads (DATABASE_READ_URL, PostgreSQL)', () => {
  let db: Database;
  let fixture: SiteFixture;
  let schema: string;
  let sameDb: Database;
  let replicaSchema: string;
  let laggingDb: Database;
  let pageIds: Record<string, string>;

  beforeAll(async () => {
    db = await createTestDatabase();
    fixture = await seedSite(db.knex);
    pageIds = await pageIdsByUrl(db.knex, fixture.websiteId);
    schema = (await db.knex.raw('select current_schema() as name')).rows[0].name as string;
    // A replica that is the database itself: which pool answered is told by the queries each ran.
    sameDb = await openReadReplica(url!, { schema, poolSize: 2 });
    // A replica that has not replayed the owner's change: a copy of the rows, in a schema of its own.
    replicaSchema = `replica_${randomBytes(6).toString('hex')}`;
    await db.knex.raw(`create schema "${replicaSchema}"`);
    const tables = await db
      .knex('information_schema.tables')
      .where({ table_schema: schema, table_type: 'BASE TABLE' })
      .pluck('table_name');
    for (const table of tables as string[]) {
      await db.knex.raw(`create table "${replicaSchema}"."${table}" as table "${schema}"."${table}"`);
    }
    await db.knex
      .withSchema(replicaSchema)
      .table(TABLES.pages)
      .where({ website_id: fixture.websiteId, id: pageIds.about })
      .update({ title: 'About us, as the replica has it' });
    laggingDb = await openReadReplica(url!, { schema: replicaSchema, poolSize: 2 });
  }, 60_000);

  afterAll(async () => {
    await sameDb?.close();
    await laggingDb?.close();
    if (replicaSchema !== undefined) await db?.knex.raw(`drop schema if exists "${replicaSchema}" cascade`);
    await db?.close();
  });

  describe('pointed at the database itself', () => {
    let app: Express;
    let primary: ReturnType<typeof recorder>;
    let replica: ReturnType<typeof recorder>;
    let owner: TestBrowser;

    beforeAll(() => {
      app = appOver(db, sameDb.knex);
      primary = recorder(db.knex);
      replica = recorder(sameDb.knex);
    });

    it('serves a visitor’s page from site data read through the read pool, not the primary', async () => {
      primary.clear();
      replica.clear();
      const res = await visitorGet(app, '/about');
      expect(res.status).toBe(200);
      expect(res.text).toContain('About us');
      expect(readsPages(replica.sql)).toBe(true);
      expect(readsPages(primary.sql)).toBe(false);
      expect(writes(replica.sql)).toEqual([]);
    });

    it('adds to a cart, checks out and saves an owner’s change through the primary only', async () => {
      await db.knex(TABLES.shippingOptions).insert({
        website_id: fixture.websiteId,
        id: 'ship-standard',
        name: 'Standard',
        kind: 'flat',
        rate_cents: 500,
      });
      const visitor = new TestBrowser(app);
      await visitor.visit('/api/commerce/shopping-cart');
      primary.clear();
      replica.clear();
      const added = await visitor.send('POST', '/api/commerce/shopping-cart/entries', {
        body: { itemId: fixture.products.basket, sku: 'BASKET-1', quantity: 2 },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      expect(added.body.shoppingCart.entries).toHaveLength(1);
      const ordered = await visitor.send('POST', '/api/commerce/orders', {
        body: checkoutBody(added.body.shoppingCart.id as string),
        headers: { 'Idempotency-Key': 'replica-order-1' },
      });
      expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
      expect(primary.acquired).toBeGreaterThan(0);
      expect(replica.acquired).toBe(0);
      expect(replica.sql).toEqual([]);
      const stock = await db
        .knex(TABLES.productVariants)
        .where({ website_id: fixture.websiteId, sku: 'BASKET-1' })
        .first('qty_in_stock');
      expect(stock.qty_in_stock).toBe(10);

      owner = await signedInOwner(app, db.knex, fixture.websiteId);
      primary.clear();
      replica.clear();
      const saved = await owner.send('PATCH', `/api/owner/pages/${pageIds.contact}`, {
        body: { title: 'Write to us' },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(writes(primary.sql).some((sql) => /update "PAGES"/i.test(sql))).toBe(true);
      // Owners read their own pages straight from the primary.
      const ownPage = await owner.visit('/contact');
      expect(ownPage.text).toContain('Write to us');
      expect(replica.acquired).toBe(0);
      expect(replica.sql).toEqual([]);
    });

    it('refuses writes through the read pool, whose connections say who they are', async () => {
      await expect(
        sameDb
          .knex(TABLES.pages)
          .where({ website_id: fixture.websiteId, id: pageIds.about })
          .update({ title: 'Changed by the replica' }),
      ).rejects.toThrow(/read-only transaction/);
      await expect(sameDb.knex.raw('create table "NOT_ALLOWED" (id int)')).rejects.toThrow(
        /read-only transaction/,
      );
      const { rows } = await sameDb.knex.raw(
        "select current_setting('application_name') as name, current_setting('default_transaction_read_only') as ro",
      );
      expect(rows[0]).toEqual({ name: READ_REPLICA_APPLICATION_NAME, ro: 'on' });
    });
  });

  describe('pointed at a replica that lags', () => {
    let app: Express;
    let owner: TestBrowser;

    beforeAll(async () => {
      app = appOver(db, laggingDb.knex);
      owner = await signedInOwner(app, db.knex, fixture.websiteId);
    });

    /** The title a visitor's About page shows once it settles on `text` (polled: caches and windows of earlier steps expire). */
    async function aboutShows(text: string, withinMs: number): Promise<string> {
      const until = Date.now() + withinMs;
      for (;;) {
        const page = (await visitorGet(app, '/about')).text;
        if (page.includes(text) || Date.now() > until) return page;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }

    it('shows the replica’s data, the owner’s change at once from the primary, then the replica’s again after the window', async () => {
      const settle = WINDOW_MS + SITE_CACHE_DEFAULTS.ttlMs + 2000;
      expect(await aboutShows('About us, as the replica has it', settle)).toContain(
        'About us, as the replica has it',
      );

      const saved = await owner.send('PATCH', `/api/owner/pages/${pageIds.about}`, {
        body: { title: 'About the workshop' },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const changedAt = Date.now();
      const fresh = (await visitorGet(app, '/about')).text;
      expect(fresh).toContain('About the workshop');
      expect(fresh).not.toContain('as the replica has it');
      // Still the primary's while the window lasts, however often the page is asked for.
      const again = (await visitorGet(app, '/about')).text;
      expect(again).toContain('About the workshop');

      // The replica never replays the change here, so once the window and the cached read are over it answers again.
      const later = await aboutShows('About us, as the replica has it', settle);
      expect(later).toContain('About us, as the replica has it');
      expect(Date.now() - changedAt).toBeGreaterThanOrEqual(WINDOW_MS);
    }, 20_000);
  });

  describe('when the replica fails', () => {
    it('reads the visitor’s page from the primary instead, says so once, and passes the replica over for a while', async () => {
      // A replica that answers nothing a page needs (its schema has no tables): every read fails.
      const broken = await openReadReplica(url!, {
        schema: `missing_${randomBytes(6).toString('hex')}`,
        poolSize: 1,
      });
      const warnings: string[] = [];
      const logger = createLogger('silent');
      logger.warn = ((_: unknown, message: string) => {
        warnings.push(message);
      }) as typeof logger.warn;
      try {
        const dataDir = mkdtempSync(join(tmpdir(), 'tessera-replica-'));
        const app = createApp({
          db,
          config: testConfig({ dataDir, readAfterWriteMs: 0 }),
          logger,
          files: diskStorage(dataDir),
          readDb: broken.knex,
        });
        const log = recorder(broken.knex);
        // Nothing cached from the other tests: the page's reads are misses (the window is 0 here).
        invalidateSiteData(fixture.websiteId);
        const first = await visitorGet(app, '/about');
        expect(first.status).toBe(200);
        const about = (await db.knex(TABLES.pages).where({ id: pageIds.about }).first('title')) as {
          title: string;
        };
        expect(first.text).toContain(`<title>${about.title}`);
        expect(warnings).toEqual([
          'the read replica failed a read: visitors read the primary until it is tried again',
        ]);
        // Passed over now: the next pages do not ask it.
        log.clear();
        expect((await visitorGet(app, '/')).status).toBe(200);
        expect(log.sql).toEqual([]);
        expect(warnings).toHaveLength(1);
      } finally {
        await broken.close();
      }
    }, 20_000);
  });
});
