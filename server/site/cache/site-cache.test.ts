// Tests of the site cache: reuse within the period, one load for concurrent misses, invalidation, failures, bounds.
import { describe, expect, it } from 'vitest';
import { deepFreeze } from './deep-freeze.js';
import { SiteCache, SitePeriods, type ExpireBy, type SiteCacheOptions } from './site-cache.js';

/** A cache on a clock the test moves, and a loader counting its calls. */
function setup(options: SiteCacheOptions = {}) {
  let time = 1000;
  const cache = new SiteCache({ ttlMs: 2000, now: () => time, ...options });
  let loads = 0;
  const load =
    <T>(value: T) =>
    async () => {
      loads += 1;
      return value;
    };
  return {
    cache,
    load,
    loads: () => loads,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('SiteCache', () => {
  it('reuses a read for its period, then reads again', async () => {
    const { cache, load, loads, advance } = setup();
    expect(await cache.read('w1', 'settings', load({ title: 'A' }))).toEqual({ title: 'A' });
    advance(1999);
    expect(await cache.read('w1', 'settings', load({ title: 'B' }))).toEqual({ title: 'A' });
    advance(1);
    expect(await cache.read('w1', 'settings', load({ title: 'B' }))).toEqual({ title: 'B' });
    expect(loads()).toBe(2);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 2, entries: 1 });
  });

  it('keeps websites and keys apart', async () => {
    const { cache, load } = setup();
    await cache.read('w1', 'k', load(1));
    expect(await cache.read('w2', 'k', load(2))).toBe(2);
    expect(await cache.read('w1', 'other', load(3))).toBe(3);
    expect(await cache.read('w1', 'k', load(4))).toBe(1);
  });

  it('loads once for page views that miss together', async () => {
    const { cache, load, loads } = setup();
    const values = await Promise.all([1, 2, 3].map(() => cache.read('w1', 'k', load('rows'))));
    expect(values).toEqual(['rows', 'rows', 'rows']);
    expect(loads()).toBe(1);
  });

  it('forgets one website on invalidation, and a load started before it does not come back', async () => {
    const { cache, load } = setup();
    await cache.read('w1', 'k', load('old'));
    await cache.read('w2', 'k', load('other'));
    let finish: (value: string) => void = () => undefined;
    cache.invalidate('w1');
    const slow = cache.read('w1', 'slow', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.invalidate('w1');
    finish('before the write');
    expect(await slow).toBe('before the write');
    expect(await cache.read('w1', 'slow', load('after the write'))).toBe('after the write');
    expect(await cache.read('w1', 'k', load('new'))).toBe('new');
    expect(await cache.read('w2', 'k', load('changed'))).toBe('other');
  });

  it('does not remember a failed read', async () => {
    const { cache, load } = setup();
    await expect(
      cache.read('w1', 'k', async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    await expect(
      cache.read('w1', 'k2', () => {
        throw new Error('thrown before any promise');
      }),
    ).rejects.toThrow('thrown before any promise');
    expect(await cache.read('w1', 'k', load('rows'))).toBe('rows');
    expect(cache.stats()).toMatchObject({ entries: 1 });
  });

  it('freezes what it hands out, so no page view can change what the next one sees', async () => {
    const { cache, load } = setup();
    const rows = await cache.read('w1', 'k', load([{ title: 'A', tags: ['x'] }]));
    expect(() => (rows[0].tags as string[]).push('y')).toThrow(TypeError);
    expect(Object.isFrozen(rows[0])).toBe(true);
  });

  it('lets a load end its entry sooner, and tells a reader when a value expires', async () => {
    const { cache, load, advance } = setup();
    const seen: number[] = [];
    await cache.read('w1', 'data', load('rows'), (at) => seen.push(at));
    advance(500);
    await cache.read('w1', 'data', load('rows'), (at) => seen.push(at));
    expect(seen).toEqual([3000, 3000]);
    await cache.read('w1', 'page', async (expireBy) => {
      expireBy(seen[0]);
      return 'html';
    });
    advance(1499);
    expect(await cache.read('w1', 'page', load('new html'))).toBe('html');
    advance(1);
    expect(await cache.read('w1', 'page', load('new html'))).toBe('new html');
  });

  it('drops expired entries read once, not only when the byte bound pushes them out', async () => {
    const { cache, load, advance } = setup();
    for (let query = 0; query < 100; query++) await cache.read('w1', `search ${query}`, load(query));
    expect(cache.stats().entries).toBe(100);
    advance(2001);
    await cache.read('w1', 'search new', load('new'));
    expect(cache.stats().entries).toBe(1);
    // Entries still in their period stay.
    await cache.read('w1', 'search newer', load('newer'));
    expect(cache.stats().entries).toBe(2);
    expect(cache.stats().bytes).toBeGreaterThan(0);
  });

  it('keeps each website under its byte budget, least recently used first', async () => {
    const { cache, load } = setup({ maxBytesPerWebsite: 30, sizeOf: () => 10 });
    for (const key of ['a', 'b', 'c']) await cache.read('w1', key, load(key));
    await cache.read('w1', 'a', load('a again'));
    await cache.read('w1', 'd', load('d'));
    expect(cache.stats()).toMatchObject({ entries: 3, bytes: 30 });
    expect(await cache.read('w1', 'b', load('b reread'))).toBe('b reread');
    expect(await cache.read('w1', 'a', load('a reread'))).toBe('a');
  });

  it('takes from the least recently used website when all of them are over the total', async () => {
    const { cache, load } = setup({ maxBytes: 40, sizeOf: () => 10 });
    await cache.read('w1', 'a', load('w1 a'));
    await cache.read('w1', 'b', load('w1 b'));
    await cache.read('w2', 'a', load('w2 a'));
    await cache.read('w2', 'b', load('w2 b'));
    await cache.read('w3', 'a', load('w3 a'));
    expect(cache.stats()).toMatchObject({ entries: 4, bytes: 40 });
    expect(await cache.read('w2', 'a', load('w2 a reread'))).toBe('w2 a');
    expect(await cache.read('w1', 'a', load('w1 a reread'))).toBe('w1 a reread');
  });

  it('drops a shared value with the website it belongs to, and values of no website on any invalidation', async () => {
    const { cache, load } = setup();
    const owner = (value: { id?: string }) => value.id;
    await cache.readShared('host:a', load({ id: 'w1' }), owner);
    await cache.readShared('host:b', load({ id: 'w2' }), owner);
    await cache.readShared('host:unknown', load({}), owner);
    cache.invalidate('w2');
    expect(await cache.readShared('host:a', load({ id: 'changed' }), owner)).toEqual({ id: 'w1' });
    expect(await cache.readShared('host:b', load({ id: 'w2 again' }), owner)).toEqual({ id: 'w2 again' });
    expect(await cache.readShared('host:unknown', load({ id: 'w3' }), owner)).toEqual({ id: 'w3' });
  });
});

describe('SiteCache with shared periods', () => {
  it('expires every read of a website together at the end of its period, none older than the period', async () => {
    let time = 50_000;
    const periods = new SitePeriods(2000, () => time);
    const cache = new SiteCache({ periods });
    await cache.read('w1', 'early', async () => 'early 1');
    time += 1990;
    await cache.read('w1', 'late', async () => 'late 1');
    await cache.read('w2', 'other', async () => 'other 1');
    const ends: number[] = [];
    await cache.read(
      'w1',
      'early',
      async () => 'early 2',
      (at) => ends.push(at),
    );
    await cache.read(
      'w1',
      'late',
      async () => 'late 2',
      (at) => ends.push(at),
    );
    await cache.read(
      'w2',
      'other',
      async () => 'other 2',
      (at) => ends.push(at),
    );
    // w2's period started with its first read.
    expect(ends).toEqual([52_000, 52_000, 53_990]);
    time = 52_000;
    expect(await cache.read('w1', 'early', async () => 'early 3')).toBe('early 3');
    expect(await cache.read('w1', 'late', async () => 'late 3')).toBe('late 3');
    expect(periods.endOf('w1')).toBe(54_000);
    // A change ends the period: the next read starts a whole one.
    time = 53_000;
    cache.invalidate('w1');
    expect(periods.endOf('w1')).toBe(55_000);
  });

  it('renders a page built from reads loaded at different moments once a period', async () => {
    let time = 10_000;
    const now = () => time;
    const pagesFor = (alignedPeriods: boolean) => {
      const periods = alignedPeriods ? new SitePeriods(2000, now) : undefined;
      const data = new SiteCache({ ttlMs: 2000, now, periods });
      const pages = new SiteCache({ ttlMs: 2000, now, periods });
      const renders = new Map<string, number>();
      const view = (key: string, reads: string[]) =>
        pages.read('w1', key, async (expireBy: ExpireBy) => {
          renders.set(key, (renders.get(key) ?? 0) + 1);
          for (const read of reads) {
            // Each database read takes 30 ms.
            const load = async () => {
              time += 30;
              return read;
            };
            await data.read('w1', read, load, expireBy);
          }
          return key;
        });
      return { view, renders: (key: string) => renders.get(key) ?? 0 };
    };
    const aligned = pagesFor(true);
    const scattered = pagesFor(false);
    for (const site of [aligned, scattered]) {
      // Another page loads `menu` 1.5 s before the shop is first visited.
      await site.view('/about', ['about', 'menu']);
      time += 1500;
      const start = time;
      for (let step = 0; step < 1000; step += 1) {
        time = Math.max(time, start + step * 10);
        await site.view('/shop', ['menu', 'products']);
      }
      time += 5000;
    }
    // 10 s of requests every 10 ms: rendered once in each of the 5 or 6 periods they span, or
    // each time one of its two reads, loaded 1.5 s apart, runs out.
    expect(aligned.renders('/shop')).toBeLessThanOrEqual(6);
    expect(scattered.renders('/shop')).toBeGreaterThanOrEqual(10);
  });
});

describe('deepFreeze', () => {
  it('freezes nested objects and arrays, and leaves binary data alone', () => {
    const value = deepFreeze({ list: [{ a: 1 }], when: new Date(0), bytes: Buffer.from('x') });
    expect(Object.isFrozen(value.list[0])).toBe(true);
    expect(Object.isFrozen(value.when)).toBe(true);
    expect(Object.isFrozen(value.bytes)).toBe(false);
  });
});
