// Fixture `…Key` members become ids; other members, `siteKey` among them, stay as they are.
import { describe, expect, test } from 'vitest';
import { DemoFixtureError } from './fixture-error.js';
import { resolveKeys, type KeyTables } from './key-resolver.js';

const none = new Map<string, string>();
const tables: KeyTables = {
  image: new Map([['hero', 'img-1']]),
  form: none,
  collection: none,
  page: new Map([['home', 'page-1']]),
  mailingList: none,
  product: new Map([
    ['mug', 'p-1'],
    ['tote', 'p-2'],
  ]),
};

describe('resolveKeys', () => {
  test('replaces single keys, lists of keys and prefixed keys, deep inside', () => {
    const value = {
      blocks: [{ imageKey: 'hero', productKeys: ['mug', 'tote'] }],
      homePageKey: 'home',
      siteKey: 'abc',
    };
    expect(resolveKeys(value, tables, 'pages.json')).toEqual({
      blocks: [{ imageId: 'img-1', productIds: ['p-1', 'p-2'] }],
      homePageId: 'page-1',
      siteKey: 'abc',
    });
  });

  test('names the file and member of a key that names nothing', () => {
    const run = () =>
      resolveKeys({ blocks: [{ imageKey: 'missing' }] }, tables, 'pages.json', [0, 'content']);
    expect(run).toThrow(DemoFixtureError);
    expect(run).toThrow('Demo fixture pages.json, [0].content.blocks[0].imageKey: No image "missing".');
  });
});
