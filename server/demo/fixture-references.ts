// Checks what one demo file says about another: keys that exist, unique URL ids, SKUs and image keys.
import { DemoFixtureError, type FieldPath, describeField } from './fixture-error.js';
import type { NavItem } from './fixture-site-schema.js';
import { resolveKeys, type KeyTables } from './key-resolver.js';
import type { DemoFixtures } from './load-fixtures.js';
import { resolveDate } from './relative-date.js';

/** A problem in `file` at `path`; the path is described against the file's data. */
function fail(file: string, data: unknown, path: FieldPath, message: string): never {
  throw new DemoFixtureError(file, describeField(path, data), message);
}

/** Fails on the first value seen twice. */
function requireUnique(
  file: string,
  data: unknown,
  values: readonly [FieldPath, string][],
  what: string,
): void {
  const seen = new Set<string>();
  for (const [path, value] of values) {
    if (seen.has(value)) fail(file, data, path, `${what} "${value}" is used twice.`);
    seen.add(value);
  }
}

/**
 * Checks the references between the demo's files.
 *
 * @throws DemoFixtureError at the first broken one.
 */
export function checkReferences(fixtures: DemoFixtures, now: Date): void {
  const { collections, pages, products, posts, gallery, events, forms, mailingLists, navigation } = fixtures;
  const collectionKinds = new Map(collections.map((collection) => [collection.key, collection.kind]));
  const pageKeys = new Set(pages.map((page) => page.key));
  const formKeys = new Set(forms.map((form) => form.key));
  const listKeys = new Set(mailingLists.map((list) => list.key));

  requireUnique(
    'collections.json',
    collections,
    collections.map((c, i) => [[i, 'key'], c.key]),
    'Key',
  );
  requireUnique(
    'pages.json',
    pages,
    pages.map((p, i) => [[i, 'key'], p.key]),
    'Key',
  );
  requireUnique(
    'pages.json',
    pages,
    pages.map((p, i) => [[i, 'urlId'], p.urlId]),
    'URL id',
  );
  requireUnique(
    'forms.json',
    forms,
    forms.map((f, i) => [[i, 'key'], f.key]),
    'Key',
  );
  requireUnique(
    'mailing-lists.json',
    mailingLists,
    mailingLists.map((l, i) => [[i, 'key'], l.key]),
    'Key',
  );
  collections.forEach((collection, index) => {
    const page = pages.find((candidate) => candidate.urlId === collection.urlId);
    if (page !== undefined && page.collection !== collection.key) {
      fail('collections.json', collections, [index, 'urlId'], `Page "${page.key}" already uses this URL.`);
    }
  });
  pages.forEach((page, index) => {
    if (page.collection !== undefined && !collectionKinds.has(page.collection)) {
      fail(
        'pages.json',
        pages,
        [index, 'collection'],
        `No collection "${page.collection}" in collections.json.`,
      );
    }
  });

  const contentFiles = [
    ['products.json', products, 'products', products.products.map((p) => p.urlId)],
    ['posts.json', posts, 'blog', posts.posts.map((p) => p.urlId)],
    ['gallery.json', gallery, 'gallery', gallery.items.map((p) => p.urlId)],
    ['events.json', events, 'events', events.events.map((p) => p.urlId)],
  ] as const;
  for (const [file, data, kind, urlIds] of contentFiles) {
    if (collectionKinds.get(data.collection) !== kind) {
      fail(file, data, ['collection'], `Name a collection of kind "${kind}" from collections.json.`);
    }
    const list = Object.keys(data).find((key) => key !== 'collection' && key !== 'categories') as string;
    requireUnique(
      file,
      data,
      urlIds.map((urlId, index) => [[list, index, 'urlId'], urlId]),
      'URL id',
    );
  }

  const skus = products.products.flatMap((product, index) =>
    product.variants.map((variant, at): [FieldPath, string] => [
      ['products', index, 'variants', at, 'sku'],
      variant.sku,
    ]),
  );
  requireUnique('products.json', products, skus, 'SKU');
  const categoryOrder = new Set(products.categories);
  products.products.forEach((product, index) => {
    const at = (...rest: PropertyKey[]) => ['products', index, ...rest];
    product.categories.forEach((category, position) => {
      if (!categoryOrder.has(category)) {
        fail(
          'products.json',
          products,
          at('categories', position),
          `Add "${category}" to the top-level categories list.`,
        );
      }
    });
    if (product.additionalFieldsForm !== undefined && !formKeys.has(product.additionalFieldsForm)) {
      fail(
        'products.json',
        products,
        at('additionalFieldsForm'),
        `No form "${product.additionalFieldsForm}" in forms.json.`,
      );
    }
    const list = product.merchandising?.mailingList;
    if (list !== undefined && !listKeys.has(list)) {
      fail(
        'products.json',
        products,
        at('merchandising', 'mailingList'),
        `No list "${list}" in mailing-lists.json.`,
      );
    }
  });

  events.events.forEach((event, index) => {
    const zone = fixtures.website.timeZone;
    if (resolveDate(event.end, now, zone) < resolveDate(event.start, now, zone)) {
      fail('events.json', events, ['events', index, 'end'], 'An event ends after it starts.');
    }
  });

  const imageKeys = checkImageKeys(fixtures);
  for (const [menu, items] of Object.entries(navigation)) {
    checkNavItems(navigation, [menu], items, pageKeys, collectionKinds);
  }
  checkKeyReferences(fixtures, imageKeys);
}

/** Resolves every `…Key` member against the keys themselves, so a dangling one fails before any work. */
function checkKeyReferences(fixtures: DemoFixtures, imageKeys: ReadonlySet<string>): void {
  const identity = (keys: Iterable<string>) => new Map([...keys].map((key) => [key, key]));
  const tables: KeyTables = {
    image: identity(imageKeys),
    form: identity(fixtures.forms.map((form) => form.key)),
    collection: identity(fixtures.collections.map((collection) => collection.key)),
    page: identity(fixtures.pages.map((page) => page.key)),
    mailingList: identity(fixtures.mailingLists.map((list) => list.key)),
    product: identity(fixtures.products.products.map((product) => product.urlId)),
  };
  resolveKeys(fixtures.settings, tables, 'settings.json');
  fixtures.forms.forEach((form, index) =>
    resolveKeys(form.storage, tables, 'forms.json', [index, 'storage']),
  );
  fixtures.pages.forEach((page, index) =>
    resolveKeys(page.content, tables, 'pages.json', [index, 'content']),
  );
}

/** Fails on an image key used twice; returns them all. */
function checkImageKeys(fixtures: DemoFixtures): Set<string> {
  const seen = new Map<string, string>();
  const add = (file: string, data: unknown, path: FieldPath, key: string) => {
    const other = seen.get(key);
    if (other !== undefined) fail(file, data, path, `Image key "${key}" is also used in ${other}.`);
    seen.set(key, file);
  };
  add('website.json', fixtures.website, ['logo', 'key'], fixtures.website.logo.key);
  fixtures.pages.forEach((page, index) =>
    page.images.forEach((image, at) =>
      add('pages.json', fixtures.pages, [index, 'images', at, 'key'], image.key),
    ),
  );
  fixtures.products.products.forEach((product, index) => {
    product.images.forEach((image, at) =>
      add('products.json', fixtures.products, ['products', index, 'images', at, 'key'], image.key),
    );
    if (product.digitalFile?.kind === 'image') {
      const path = ['products', index, 'digitalFile', 'image', 'key'];
      add('products.json', fixtures.products, path, product.digitalFile.image.key);
    }
  });
  fixtures.posts.posts.forEach((post, index) =>
    add('posts.json', fixtures.posts, ['posts', index, 'image', 'key'], post.image.key),
  );
  fixtures.gallery.items.forEach((item, index) =>
    add('gallery.json', fixtures.gallery, ['items', index, 'image', 'key'], item.image.key),
  );
  fixtures.events.events.forEach((event, index) =>
    add('events.json', fixtures.events, ['events', index, 'image', 'key'], event.image.key),
  );
  return new Set(seen.keys());
}

function checkNavItems(
  data: unknown,
  path: PropertyKey[],
  items: readonly NavItem[],
  pageKeys: ReadonlySet<string>,
  collections: ReadonlyMap<string, string>,
): void {
  items.forEach((item, index) => {
    const here = [...path, index];
    if (item.page !== undefined && !pageKeys.has(item.page)) {
      fail('navigation.json', data, [...here, 'page'], `No page "${item.page}" in pages.json.`);
    }
    if (item.collection !== undefined && !collections.has(item.collection)) {
      fail(
        'navigation.json',
        data,
        [...here, 'collection'],
        `No collection "${item.collection}" in collections.json.`,
      );
    }
    if (item.items !== undefined) checkNavItems(data, [...here, 'items'], item.items, pageKeys, collections);
  });
}
