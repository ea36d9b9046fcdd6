// Checks the disk cache: one creation for concurrent asks, nothing written on failure, stale files remade.
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskCache } from './disk-cache.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tessera-disk-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('createDiskCache', () => {
  it('creates a missing file once for concurrent asks and leaves no temporary file', async () => {
    const cache = createDiskCache();
    const path = join(dir, 'a', 'b.bin');
    let calls = 0;
    const create = async () => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return Buffer.from('made');
    };
    await Promise.all(Array.from({ length: 10 }, () => cache.ensure(path, 0, create)));
    expect(calls).toBe(1);
    expect(await readFile(path, 'utf8')).toBe('made');
    expect(await readdir(join(dir, 'a'))).toEqual(['b.bin']);
  });

  it('does not create a file that is fresh', async () => {
    const cache = createDiskCache();
    const path = join(dir, 'c.bin');
    await cache.ensure(path, 0, async () => Buffer.from('first'));
    await cache.ensure(path, 0, async () => Buffer.from('second'));
    expect(await readFile(path, 'utf8')).toBe('first');
  });

  it('remakes a file older than its source', async () => {
    const cache = createDiskCache();
    const path = join(dir, 'd.bin');
    await cache.ensure(path, 0, async () => Buffer.from('old'));
    const later = (await stat(path)).mtimeMs + 1000;
    await cache.ensure(path, later, async () => Buffer.from('new'));
    expect(await readFile(path, 'utf8')).toBe('new');
  });

  it('writes nothing when creation fails, tells every waiter, and tries again next time', async () => {
    const cache = createDiskCache();
    const path = join(dir, 'e.bin');
    const failing = async (): Promise<Buffer> => {
      throw new Error('resize failed');
    };
    const results = await Promise.allSettled([
      cache.ensure(path, 0, failing),
      cache.ensure(path, 0, failing),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await readdir(dir)).toEqual([]);
    await cache.ensure(path, 0, async () => Buffer.from('ok'));
    expect(await readFile(path, 'utf8')).toBe('ok');
  });
});
