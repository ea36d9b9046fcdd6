// The ids the demo's rows get, made up front so rows can point at each other before any is inserted.
import { randomUUID } from 'node:crypto';
import type { DemoFixtures } from './load-fixtures.js';
import type { RenderedImage } from './render-images.js';
import type { KeyTables } from './key-resolver.js';

/** Fixture key → row id, per kind of row. Products are keyed by URL id. */
export interface DemoIds {
  websiteId: string;
  ownerId: string;
  collections: Map<string, string>;
  pages: Map<string, string>;
  forms: Map<string, string>;
  mailingLists: Map<string, string>;
  products: Map<string, string>;
}

/** New ids for everything the fixtures define, for the website `websiteId` and owner `ownerId`. */
export function assignIds(fixtures: DemoFixtures, websiteId: string, ownerId: string): DemoIds {
  const ids = (keys: readonly string[]) => new Map(keys.map((key) => [key, randomUUID()]));
  return {
    websiteId,
    ownerId,
    collections: ids(fixtures.collections.map((collection) => collection.key)),
    pages: ids(fixtures.pages.map((page) => page.key)),
    forms: ids(fixtures.forms.map((form) => form.key)),
    mailingLists: ids(fixtures.mailingLists.map((list) => list.key)),
    products: ids(fixtures.products.products.map((product) => product.urlId)),
  };
}

/** The tables `resolveKeys` looks keys up in. */
export function keyTables(ids: DemoIds, images: ReadonlyMap<string, RenderedImage>): KeyTables {
  return {
    image: new Map([...images].map(([key, image]) => [key, image.imageId])),
    form: ids.forms,
    collection: ids.collections,
    page: ids.pages,
    mailingList: ids.mailingLists,
    product: ids.products,
  };
}

/** The id of `key` in `table`; the loader has checked every reference, so a miss is a bug. */
export function idOf(table: ReadonlyMap<string, string>, key: string): string {
  const id = table.get(key);
  if (id === undefined) throw new Error(`Demo seed: no id for "${key}".`);
  return id;
}
