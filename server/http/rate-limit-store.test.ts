// PostgresRateLimitStore: counting per key and window in RATE_LIMIT_COUNTERS, on PGlite and on a server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Options } from 'express-rate-limit';
import { openThrowawayDatabase } from '../db/throwaway-database.js';
import type { Database } from '../db/database.js';
import { TABLES } from '../db/tables.js';
import { PostgresRateLimitStore } from './rate-limit-store.js';

let db: Database;

beforeAll(async () => {
  db = await openThrowawayDatabase({ url: process.env.DATABASE_URL || undefined });
});

afterAll(() => db?.close());

function store(prefix: string, windowMs = 60_000, syncMs = 0, maxLocalKeys?: number): PostgresRateLimitStore {
  const made = new PostgresRateLimitStore(db.knex, prefix, syncMs, maxLocalKeys);
  made.init({ windowMs } as Options);
  return made;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`PostgresRateLimitStore (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  it('counts hits per key, with the reset time at the end of the window', async () => {
    const counter = store('count');
    const before = Date.now();
    expect((await counter.increment('1.2.3.4')).totalHits).toBe(1);
    const second = await counter.increment('1.2.3.4');
    expect(second.totalHits).toBe(2);
    expect(second.resetTime!.getTime()).toBeGreaterThanOrEqual(before + 60_000 - 2_000);
    expect(second.resetTime!.getTime()).toBeLessThanOrEqual(Date.now() + 60_000 + 2_000);
    expect((await counter.increment('5.6.7.8')).totalHits).toBe(1);
    const row = await db.knex(TABLES.rateLimitCounters).where({ key: 'count:1.2.3.4' }).first();
    expect(row.hits).toBe(2);
  });

  it('keeps the counters of two prefixes apart', async () => {
    await store('a').increment('k');
    expect((await store('b').increment('k')).totalHits).toBe(1);
  });

  it('counts every one of many simultaneous hits (one atomic upsert each)', async () => {
    const counter = store('race');
    await Promise.all(Array.from({ length: 25 }, () => counter.increment('k')));
    expect((await counter.get('k'))?.totalHits).toBe(25);
  });

  it('starts a new window once the old one has ended', async () => {
    const counter = store('window', 300);
    await counter.increment('k');
    await counter.increment('k');
    await sleep(400);
    expect(await counter.get('k')).toBeUndefined();
    expect((await counter.increment('k')).totalHits).toBe(1);
  });

  it('decrements, never below zero, and resets one key or all of its prefix', async () => {
    const counter = store('reset');
    await counter.increment('k');
    await counter.decrement('k');
    await counter.decrement('k');
    expect((await counter.get('k'))?.totalHits).toBe(0);
    await counter.increment('other');
    await counter.resetKey('other');
    expect(await counter.get('other')).toBeUndefined();
    await counter.increment('x');
    await store('kept').increment('x');
    await counter.resetAll();
    expect(await counter.get('x')).toBeUndefined();
    expect((await store('kept').get('x'))?.totalHits).toBe(1);
  });

  it('sweeps its own finished windows', async () => {
    const counter = store('sweep', 100);
    await counter.increment('old');
    await sleep(150);
    await counter.sweep();
    expect(await db.knex(TABLES.rateLimitCounters).where({ key: 'sweep:old' })).toEqual([]);
  });

  describe('writing behind (syncMs)', () => {
    const written = async (key: string) =>
      (await db.knex(TABLES.rateLimitCounters).where({ key }).first())?.hits as number | undefined;

    it('answers every hit with its exact count at once, and writes all of them behind, in one write within syncMs', async () => {
      const counter = store('behind', 60_000, 200);
      const totals = [];
      for (let hit = 0; hit < 5; hit++) totals.push((await counter.increment('k')).totalHits);
      expect(totals).toEqual([1, 2, 3, 4, 5]);
      // Nothing is written on a hit's path.
      expect(await written('behind:k')).toBeUndefined();
      expect((await counter.get('k'))?.totalHits).toBe(5);
      await sleep(300);
      await counter.settled();
      expect(await written('behind:k')).toBe(5);
      expect((await counter.increment('k')).totalHits).toBe(6);
      await counter.settled();
      expect(await written('behind:k')).toBe(6);
    });

    it("sees another server's hits once its own write comes back", async () => {
      const one = store('servers', 60_000, 100);
      const two = store('servers', 60_000, 100);
      await one.increment('k');
      await one.increment('k');
      await one.settled();
      // Two's first hit is answered before its write: it knows only itself; the write brings one's hits.
      expect((await two.increment('k')).totalHits).toBe(1);
      await two.settled();
      expect((await two.increment('k')).totalHits).toBe(4);
      // One has not heard of two's hits until its own next write comes back (two's last is not written yet).
      expect((await one.increment('k')).totalHits).toBe(3);
      await one.settled();
      expect((await one.increment('k')).totalHits).toBe(5);
      await Promise.all([one.settled(), two.settled()]);
      expect(await written('servers:k')).toBe(6);
    });

    it('counts many simultaneous hits once each, and a burst of keys in one write', async () => {
      const counter = store('behind-race', 60_000, 100);
      const totals = await Promise.all(Array.from({ length: 25 }, () => counter.increment('k')));
      expect(totals.map((info) => info.totalHits).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 25 }, (_, at) => at + 1),
      );
      const keys = await Promise.all(Array.from({ length: 40 }, (_, at) => counter.increment(`v${at}`)));
      expect(keys.map((info) => info.totalHits)).toEqual(Array.from({ length: 40 }, () => 1));
      await counter.settled();
      await sleep(150);
      expect((await counter.increment('k')).totalHits).toBe(26);
      await counter.settled();
      expect(await written('behind-race:k')).toBe(26);
      expect(await written('behind-race:v39')).toBe(1);
    });

    it('answers hits while the database fails, and writes them once it is back', async () => {
      const counter = store('behind-failing', 60_000, 50);
      const failing = new PostgresRateLimitStore(
        { client: { config: {} }, raw: () => Promise.reject(new Error('down')) } as unknown as typeof db.knex,
        'behind-failing',
        50,
      );
      failing.init({ windowMs: 60_000 } as Options);
      expect((await failing.increment('k')).totalHits).toBe(1);
      await failing.settled();
      expect((await failing.increment('k')).totalHits).toBe(2);
      await failing.settled();
      expect(await written('behind-failing:k')).toBeUndefined();
      expect((await counter.increment('k')).totalHits).toBe(1);
    });

    it('forgets the hits of a window that has ended', async () => {
      const counter = store('behind-window', 200, 100);
      await counter.increment('k');
      await counter.increment('k');
      await counter.settled();
      await sleep(250);
      expect((await counter.increment('k')).totalHits).toBe(1);
      await counter.settled();
      expect(await written('behind-window:k')).toBe(1);
    });

    it('decrements unwritten hits first, and resets forget them', async () => {
      const counter = store('behind-reset', 60_000, 60_000);
      await counter.increment('k');
      await counter.increment('k');
      await counter.decrement('k');
      expect((await counter.get('k'))?.totalHits).toBe(1);
      await counter.resetKey('k');
      expect(await counter.get('k')).toBeUndefined();
      expect((await counter.increment('k')).totalHits).toBe(1);
    });

    it('remembers at most maxLocalKeys keys however many addresses come within a window, and still counts them in the database', async () => {
      const counter = store('behind-bound', 60_000, 60_000, 10);
      for (let address = 0; address < 50; address++) {
        await counter.increment(`10.0.0.${address}`);
        // Keys with unwritten hits are kept until their write: write every few keys, as the timer would.
        if (address % 5 === 4) await counter.settled();
        expect(counter.localKeyCount).toBeLessThanOrEqual(10 + 5);
      }
      await counter.settled();
      await counter.increment('10.0.0.99');
      expect(counter.localKeyCount).toBeLessThanOrEqual(10);
      await counter.settled();
      // A forgotten key's next hit brings back its total from the database.
      expect(await written('behind-bound:10.0.0.0')).toBe(1);
      await counter.increment('10.0.0.0');
      await counter.settled();
      expect((await counter.get('10.0.0.0'))?.totalHits).toBe(2);
    });
  });
});
