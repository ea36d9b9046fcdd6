// Checks that an atomic write replaces a file whole or not at all, leaving no temporary file.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomic } from './atomic-write.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tessera-atomic-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('writeFileAtomic', () => {
  it('creates missing folders and replaces an existing file', async () => {
    const path = join(dir, 'a', 'b', 'c.txt');
    await writeFileAtomic(path, Buffer.from('one'));
    await writeFileAtomic(path, Buffer.from('two'), { durable: true });
    expect(await readFile(path, 'utf8')).toBe('two');
    expect(await readdir(join(dir, 'a', 'b'))).toEqual(['c.txt']);
  });

  it('keeps the old file whole when the write fails, and cleans up', async () => {
    const path = join(dir, 'c.txt');
    await writeFile(path, 'old');
    await expect(writeFileAtomic(path, 42 as unknown as Buffer)).rejects.toThrow();
    expect(await readFile(path, 'utf8')).toBe('old');
    expect(await readdir(dir)).toEqual(['c.txt']);
  });
});
