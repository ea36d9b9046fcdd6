// Makes a website from a starting point: draws its pictures, then inserts its rows (and its owner's membership) in the caller's transaction.
import type { Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import type { StartingPoint } from '../../domain/starting-points.js';
import { TABLES } from '../db/tables.js';
import type { BuildContext, Row } from '../demo/build-context.js';
import { catalogRows } from '../demo/catalog-rows.js';
import { galleryRows, postRows, tagRows } from '../demo/content-rows.js';
import { deleteWebsiteFiles } from '../demo/delete-website.js';
import { assignIds, keyTables } from '../demo/demo-ids.js';
import { fileRows } from '../demo/file-rows.js';
import { collectImageJobs } from '../demo/image-jobs.js';
import type { DemoFixtures } from '../demo/load-fixtures.js';
import { renderImages, type RenderedImage } from '../demo/render-images.js';
import {
  collectionRows,
  commerceRows,
  formRows,
  navigationRows,
  pageRows,
  settingsRow,
  websiteRows,
} from '../demo/site-rows.js';
import type { FileStorage } from '../files/storage/file-storage.js';
import { startingPointFixtures, type StartingPointSite } from './starting-point-fixtures.js';

/** A website drawn and ready to insert. */
export interface PreparedWebsite {
  websiteId: string;
  fixtures: DemoFixtures;
  images: ReadonlyMap<string, RenderedImage>;
  /** Deletes the pictures when the transaction that was to insert the rows failed. */
  discard(): Promise<void>;
}

/**
 * Draws the pictures of `point` for a new website (outside any transaction: it takes seconds).
 * Call {@link insertWebsite} with the result, and `discard` if that fails.
 */
export async function prepareWebsite(
  storage: FileStorage,
  point: StartingPoint,
  site: StartingPointSite,
  now = new Date(),
): Promise<PreparedWebsite> {
  const websiteId = randomUUID();
  const fixtures = await startingPointFixtures(point, site, now);
  const images = await renderImages(collectImageJobs(fixtures), { storage, websiteId, sublabel: site.title });
  return { websiteId, fixtures, images, discard: () => deleteWebsiteFiles(storage, websiteId) };
}

/** Options of {@link insertWebsite}. */
export interface InsertWebsiteOptions {
  ownerId: string;
  /** Whether it is the server's default website (served on localhost and IP addresses). */
  isDefault: boolean;
  now?: Date;
}

/**
 * Inserts the prepared website's rows and makes `ownerId` its admin; its sample products, posts,
 * gallery items and pictures are listed in SAMPLE_CONTENT. Returns the website's id.
 */
export async function insertWebsite(
  trx: Knex,
  prepared: PreparedWebsite,
  { ownerId, isDefault, now = new Date() }: InsertWebsiteOptions,
): Promise<string> {
  const { fixtures, images, websiteId } = prepared;
  const ids = assignIds(fixtures, websiteId, ownerId);
  // The content files name their collection even when the starting point has none of that kind.
  for (const file of [fixtures.products, fixtures.posts, fixtures.gallery, fixtures.events]) {
    if (!ids.collections.has(file.collection)) ids.collections.set(file.collection, randomUUID());
  }
  const context: BuildContext = {
    fixtures,
    ids,
    images,
    downloads: new Map(),
    tables: keyTables(ids, images),
    now,
  };
  const site = websiteRows(context);
  const media = fileRows(context);
  // The store's root category is made even without products: only a starting point with a store has one.
  const hasStore = fixtures.collections.some((collection) => collection.key === fixtures.products.collection);
  const catalog = hasStore
    ? catalogRows(context)
    : { items: [], products: [], variants: [], categories: [], categoryProducts: [] };
  const commerce = commerceRows(context);
  // Posts and gallery items get their ids from the database in the demo; here they are listed as samples first.
  const sampleItems = [...catalog.items, ...postRows(context), ...galleryRows(context)].map((item) => ({
    ...item,
    id: item.id ?? randomUUID(),
  }));
  const batches: [string, Row[]][] = [
    [TABLES.websites, site.websites.map((row) => ({ ...row, is_default: isDefault }))],
    [TABLES.websiteDomains, site.domains],
    [TABLES.languages, site.languages],
    [TABLES.memberships, [{ website_id: websiteId, account_id: ownerId, role: fixtures.owner.role }]],
    [TABLES.files, media.files],
    [TABLES.images, media.images],
    [TABLES.tags, tagRows(context)],
    [TABLES.forms, formRows(context)],
    [TABLES.collections, collectionRows(context)],
    [TABLES.pages, pageRows(context)],
    [TABLES.contentItems, sampleItems],
    [TABLES.products, catalog.products],
    [TABLES.productVariants, catalog.variants],
    [TABLES.productCategories, catalog.categories],
    [TABLES.productCategoryProducts, catalog.categoryProducts],
    [TABLES.navigations, navigationRows(context)],
    [TABLES.websiteSettings, [settingsRow(context)]],
    [TABLES.shippingOptions, commerce.shipping],
    [TABLES.commercePreferences, commerce.preferences],
    [
      TABLES.sampleContent,
      [
        ...sampleItems.map((item) => ({ website_id: websiteId, kind: 'content-item', row_id: item.id })),
        ...sampleFiles(context, sampleItems).map((fileId) => ({
          website_id: websiteId,
          kind: 'file',
          row_id: fileId,
        })),
      ],
    ],
  ];
  for (const [table, rows] of batches) {
    for (let start = 0; start < rows.length; start += 200)
      await trx(table).insert(rows.slice(start, start + 200));
  }
  return websiteId;
}

/** The files of the pictures only sample items show (not the logo, the home page's or the about page's). */
function sampleFiles(context: BuildContext, sampleItems: Row[]): string[] {
  const { fixtures, images } = context;
  const pageKeys = new Set([
    fixtures.website.logo.key,
    ...fixtures.pages.flatMap((page) => page.images.map((image) => image.key)),
  ]);
  const sampleKeys = [...images.keys()].filter((key) => !pageKeys.has(key));
  return sampleItems.length === 0 ? [] : sampleKeys.map((key) => images.get(key)!.stored.fileId);
}
