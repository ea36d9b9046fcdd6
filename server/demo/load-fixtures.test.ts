// The demo fixtures load, and a broken one fails with a message naming its file and field.
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { DemoFixtureError } from './fixture-error.js';
import { findDemoFixturesDir, loadDemoFixtures } from './load-fixtures.js';

// The tests break fixtures in arbitrary places, so their JSON is edited untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A copy of the demo fixtures with one file changed by `edit`. */
function brokenCopy(file: string, edit: (data: Json) => void): string {
  const folder = mkdtempSync(join(tmpdir(), 'tessera-fixtures-'));
  folders.push(folder);
  cpSync(findDemoFixturesDir(), folder, { recursive: true });
  const path = join(folder, file);
  const data = JSON.parse(readFileSync(path, 'utf8'));
  edit(data);
  writeFileSync(path, JSON.stringify(data));
  return folder;
}

async function loadError(folder: string): Promise<DemoFixtureError> {
  const error = await loadDemoFixtures(folder).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(DemoFixtureError);
  return error as DemoFixtureError;
}

describe('loadDemoFixtures', () => {
  test('loads the demo as committed', async () => {
    const fixtures = await loadDemoFixtures();
    expect(fixtures.products.products.length).toBeGreaterThanOrEqual(24);
    expect(fixtures.website.timeZone).toBe('America/New_York');
  });

  test('names the file, the field and the product of a value of the wrong type', async () => {
    const folder = brokenCopy('products.json', (data) => {
      data.products[0].variants[1].priceCents = '148.00';
    });
    const error = await loadError(folder);
    expect(error.file).toBe('products.json');
    expect(error.field).toBe('products[0].variants[1].priceCents (in wool-camp-blanket)');
    expect(error.message).toMatch(
      /^Demo fixture products\.json, products\[0\]\.variants\[1\]\.priceCents \(in wool-camp-blanket\): .*number/,
    );
  });

  test('rejects an unknown form field type and a misspelt member', async () => {
    const badType = brokenCopy('forms.json', (data) => {
      data[0].fields[2].type = 'colour';
    });
    expect((await loadError(badType)).field).toBe('[0].fields[2].type (in contact)');
    const misspelt = brokenCopy('events.json', (data) => {
      data.events[0].startDate = data.events[0].start;
    });
    const error = await loadError(misspelt);
    expect(error.field).toBe('events[0] (in summer-knot-night)');
    expect(error.message).toContain('startDate');
  });

  test('rejects rules the schema knows: sale prices, subscriptions, dates', async () => {
    const sale = brokenCopy('products.json', (data) => {
      data.products[0].variants[0].onSale = true;
    });
    expect((await loadError(sale)).message).toContain('needs a sale price below its price');
    const subscription = brokenCopy('products.json', (data) => {
      data.products.find((product: Json) => product.type === 'digital').subscription = {
        billingPeriod: { value: 1, unit: 'MONTH' },
        numBillingCycles: 0,
      };
    });
    expect((await loadError(subscription)).message).toContain('Only physical and service products');
    const date = brokenCopy('posts.json', (data) => {
      data.posts[0].published = 'last Tuesday';
    });
    expect((await loadError(date)).field).toBe('posts[0].published (in how-to-season-cast-iron)');
  });

  test('rejects references to things no file defines', async () => {
    const form = brokenCopy('products.json', (data) => {
      data.products[0].additionalFieldsForm = 'monogram';
    });
    expect((await loadError(form)).message).toContain('No form "monogram" in forms.json');
    const image = brokenCopy('pages.json', (data) => {
      data[0].content.blocks[0].imageKey = 'no-such-picture';
    });
    const error = await loadError(image);
    expect(error.file).toBe('pages.json');
    expect(error.field).toBe('[0].content.blocks[0].imageKey');
    const sku = brokenCopy('products.json', (data) => {
      data.products[1].variants[0].sku = data.products[0].variants[0].sku;
    });
    expect((await loadError(sku)).message).toContain('SKU "HP-BLKT-NAVY" is used twice');
  });

  test('reports a missing file and a file that is not JSON', async () => {
    const missing = brokenCopy('events.json', () => {});
    unlinkSync(join(missing, 'events.json'));
    expect((await loadError(missing)).message).toMatch(/^Demo fixture events\.json, whole file: cannot read/);
    const garbled = brokenCopy('owner.json', () => {});
    writeFileSync(join(garbled, 'owner.json'), '{ "email": ');
    expect((await loadError(garbled)).message).toMatch(
      /^Demo fixture owner\.json, whole file: not valid JSON/,
    );
  });
});
