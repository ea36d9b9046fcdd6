// `tessera import FILE [--website ID]` on a real database: a Shopify CSV imported and its report printed, exit 1 for a file that is neither kind or one from which nothing could be imported, and the arguments read.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importArguments, importInto, type ImportTarget } from '../../cli/import.js';
import { bufferIo } from '../../cli/io.js';
import type { Database } from '../../server/db/database.js';
import { diskStorage } from '../../server/files/storage/disk-storage.js';
import { seedSite } from '../site/site-fixture.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';

const SHOPIFY = new URL('../../fixtures/imports/shopify-products.csv', import.meta.url).pathname;

let db: Database;
let target: ImportTarget;
let otherWebsiteId: string;
const folder = mkdtempSync(join(tmpdir(), 'tessera-import-'));

beforeAll(async () => {
  db = await createTestDatabase();
  ({ otherWebsiteId } = await seedSite(db.knex));
  target = { db: db.knex, files: diskStorage(folder), allowPrivateNetworks: false };
}, 60_000);
afterAll(() => db?.close());

describe(`tessera import (${testDatabaseKind()})`, () => {
  it('reads FILE and --website ID, and nothing else', () => {
    expect(importArguments(['a.csv'])).toEqual({ file: 'a.csv' });
    expect(importArguments(['--website', 'w1', 'a.xml'])).toEqual({ file: 'a.xml', websiteId: 'w1' });
    expect(importArguments([])).toBeUndefined();
    expect(importArguments(['a.csv', 'b.csv'])).toBeUndefined();
    expect(importArguments(['a.csv', '--website'])).toBeUndefined();
  });

  it('imports a Shopify CSV into the website named and prints the report', async () => {
    const io = bufferIo();
    expect(await importInto(target, { file: SHOPIFY, websiteId: otherWebsiteId }, io)).toBe(0);
    expect(io.stdout).toContain('Shopify product CSV');
    expect(io.stdout).toContain('product: 3 found, 3 imported, 0 updated, 0 skipped, 0 failed');
    expect(io.stdout).toContain('files not fetched: 11');
    expect(io.stdout).toContain('Row 14: the compare-at price 64.95 is not above the price 95.00');
    expect(io.stdout.trimEnd().endsWith('Imported.')).toBe(true);
  });

  it('exits 1 for a file that is neither kind, and for one from which nothing could be imported', async () => {
    const notes = join(folder, 'notes.txt');
    writeFileSync(notes, 'just some notes\n');
    const io = bufferIo();
    expect(await importInto(target, { file: notes }, io)).toBe(1);
    expect(io.stderr).toContain('neither a Shopify product CSV nor a WordPress or Squarespace export');

    const empty = join(folder, 'no-prices.csv');
    writeFileSync(
      empty,
      'Handle,Title,Option1 Name,Option1 Value,Variant Price\nmug,Mug,Title,Default Title,not a price\n',
    );
    const none = bufferIo();
    expect(await importInto(target, { file: empty }, none)).toBe(1);
    expect(none.stdout).toContain('Row 2: the price "not a price" is not an amount');
    expect(none.stdout.trimEnd().endsWith('Nothing could be imported.')).toBe(true);
  });
});
