// Tests cache invalidation across app servers: batching of notices, and on PostgreSQL two handles hearing each other.
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { createLogger } from '../logger.js';
import { invalidateSiteData, siteCacheFor } from '../site/cache/site-caches.js';
import { SITE_CHANGED_CHANNEL } from './site-change-messages.js';
import { startSiteChangeNotifier, type SiteChangeNotifier } from './site-change-notifier.js';

const url = process.env.DATABASE_URL || undefined;
const logger = createLogger('silent');
/** Nothing listens there: the listener keeps retrying in the background, which these tests do not need. */
const NOWHERE = 'postgres://postgres@127.0.0.1:1/nowhere';

function fakePool(): { knex: Knex; sent: string[] } {
  const sent: string[] = [];
  const raw = vi.fn(async (_sql: string, [channel, payload]: [string, string]) => {
    expect(channel).toBe(SITE_CHANGED_CHANNEL);
    sent.push(payload);
  });
  return { knex: { raw } as unknown as Knex, sent };
}

test('changes made during one tick go out as one notice, after the tick', async () => {
  const { knex, sent } = fakePool();
  const notifier = startSiteChangeNotifier({ knex, url: NOWHERE, logger, sender: 'me' });
  try {
    invalidateSiteData('w1');
    invalidateSiteData('w2');
    invalidateSiteData('w1');
    expect(sent).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    await notifier.flush();
    expect(sent).toEqual(['me w1,w2']);
  } finally {
    await notifier.stop();
  }
  invalidateSiteData('w3');
  await new Promise((resolve) => setImmediate(resolve));
  expect(sent).toEqual(['me w1,w2']);
});

test('stopping sends what is still queued', async () => {
  const { knex, sent } = fakePool();
  const notifier = startSiteChangeNotifier({ knex, url: NOWHERE, logger, sender: 'me' });
  notifier.publish('w9');
  await notifier.stop();
  expect(sent).toEqual(['me w9']);
});

/** Resolves when `check` holds, polling every 10 ms; fails after waiting `ms` (a bound on the wait, not a figure). */
async function within(ms: number, check: () => boolean): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.skipIf(!url)('two app servers on one PostgreSQL (DATABASE_URL)', () => {
  let a: Database;
  let b: Database;
  let notifierA: SiteChangeNotifier;
  let notifierB: SiteChangeNotifier;
  const heardByA: string[] = [];
  const heardByB: string[] = [];
  let clearedB = 0;
  const senderB = `test-b.${process.pid}.${Date.now()}`;

  beforeAll(async () => {
    a = await openDatabase({ url });
    b = await openDatabase({ url });
    // Each side drops only its own handle's cache, as a separate process would: in one test process
    // the in-process invalidation would otherwise reach both.
    notifierA = startSiteChangeNotifier({
      knex: a.knex,
      url: url!,
      logger,
      drop: (id) => heardByA.push(id),
    });
    notifierB = startSiteChangeNotifier({
      knex: b.knex,
      url: url!,
      logger,
      announce: false,
      sender: senderB,
      drop: (id) => {
        heardByB.push(id);
        siteCacheFor(b.knex).invalidate(id);
      },
      dropAll: () => {
        clearedB += 1;
        siteCacheFor(b.knex).clear();
      },
    });
    await Promise.all([notifierA.ready, notifierB.ready]);
  });
  afterAll(async () => {
    await notifierA?.stop();
    await notifierB?.stop();
    await a?.close();
    await b?.close();
  });

  test('a change through one server drops the other’s cached read', async () => {
    const websiteId = crypto.randomUUID();
    let reads = 0;
    const read = () => siteCacheFor(b.knex).read(websiteId, 'page', async () => ++reads);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    notifierA.publish(websiteId);
    await within(10_000, () => heardByB.includes(websiteId));
    expect(await read()).toBe(2);
  });

  test('invalidateSiteData reaches the other server, and a server ignores its own notice', async () => {
    const websiteId = crypto.randomUUID();
    invalidateSiteData(websiteId);
    await within(10_000, () => heardByB.includes(websiteId));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heardByA).not.toContain(websiteId);
  });

  test('after its listening connection is cut, a server listens again and drops every cache', async () => {
    const websiteId = crypto.randomUUID();
    await siteCacheFor(b.knex).read(websiteId, 'page', async () => 'old');
    await a.knex.raw(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'tessera-listener ' || ?`,
      [senderB],
    );
    await within(10_000, () => clearedB > 0);
    expect(await siteCacheFor(b.knex).read(websiteId, 'page', async () => 'new')).toBe('new');
    const after = crypto.randomUUID();
    notifierA.publish(after);
    await within(10_000, () => heardByB.includes(after));
  });
});
