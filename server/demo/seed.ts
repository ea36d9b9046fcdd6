// Loads the demo website (fixtures/demo) into a database: pictures first, then every row in one transaction.
import { invalidateSiteData } from '../site/cache/site-caches.js';
import type { Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import { TABLES } from '../db/tables.js';
import { defaultWebsiteId } from './is-seeded.js';
export { isSeeded } from './is-seeded.js';
import { defaultFileStorage } from '../files/storage/configured-storage.js';
import type { FileStorage } from '../files/storage/file-storage.js';
import type { BuildContext, Row } from './build-context.js';
import { catalogRows } from './catalog-rows.js';
import { eventRows, galleryRows, postRows, tagRows } from './content-rows.js';
import { deleteWebsiteFiles, deleteWebsiteRows } from './delete-website.js';
import { insertWeightShipping } from './demo-weight-shipping.js';
import { assignIds, keyTables } from './demo-ids.js';
import { storePdf, type StoredDownload } from './digital-files.js';
import { fileRows } from './file-rows.js';
import { collectImageJobs } from './image-jobs.js';
import { loadDemoFixtures, type DemoFixtures } from './load-fixtures.js';
import { hashOwnerPassword, upsertOwnerAccount } from './owner-account.js';
import { renderImages } from './render-images.js';
import {
  collectionRows,
  commerceRows,
  formRows,
  mailingListRows,
  navigationRows,
  pageRows,
  settingsRow,
  websiteRows,
} from './site-rows.js';

export { DemoFixtureError } from './fixture-error.js';

export { DEMO_OWNER } from './demo-owner.js';

/** Options of {@link seedDemo}. */
export interface SeedOptions {
  /** The data folder; pictures go to `<dataDir>/files/<websiteId>/…` unless `storage` is given. */
  dataDir: string;
  /**
   * The file store for pictures and downloads. Unset: the one the environment names
   * (`FILES_S3_BUCKET`…, as the server's configuration reads it), else the disk under `dataDir`.
   */
  storage?: FileStorage;
  /** Delete the demo website (the default one, and any owning the demo's hosts) and load it again. */
  reset?: boolean;
  /** Another copy of the fixtures (tests); default `fixtures/demo`. */
  fixturesDir?: string;
  /** The clock relative fixture dates count from; default now. */
  now?: Date;
  /** Pictures drawn at once (default 2). */
  concurrency?: number;
}

/** What {@link seedDemo} did. */
export interface SeedResult {
  /** False when a default website already existed and `reset` was not asked for: nothing was done. */
  seeded: boolean;
  websiteId: string;
  /** Rows inserted per table. */
  counts: Record<string, number>;
  ms: number;
}

/**
 * Loads the demo website. Checks the fixtures first (a bad one throws a `DemoFixtureError`
 * naming the file and field), draws and stores the pictures, then inserts every row in one
 * transaction. Without `reset` it does nothing when a default website exists; with `reset` it
 * deletes that website's rows and files and loads the demo afresh. If the transaction fails, the
 * pictures it would have used are deleted.
 */
export async function seedDemo(db: Knex, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const fixtures = await loadDemoFixtures(options.fixturesDir, now);
  if (!options.reset) {
    const existing = await defaultWebsiteId(db);
    if (existing !== undefined)
      return { seeded: false, websiteId: existing, counts: {}, ms: performance.now() - started };
  }

  const websiteId = randomUUID();
  const storage = options.storage ?? defaultFileStorage(options.dataDir);
  const files = { storage, websiteId };
  let replaced: string[] = [];
  let counts: Record<string, number>;
  try {
    const [passwordHash, images, downloads] = await Promise.all([
      hashOwnerPassword(fixtures.owner.password),
      renderImages(collectImageJobs(fixtures), {
        ...files,
        sublabel: fixtures.website.title,
        concurrency: options.concurrency,
      }),
      storeDownloads(fixtures, files),
    ]);
    counts = await db.transaction(async (trx) => {
      if (options.reset) replaced = await deleteDemoWebsites(trx, fixtures);
      const ownerId = await upsertOwnerAccount(trx, fixtures.owner, passwordHash);
      const ids = assignIds(fixtures, websiteId, ownerId);
      const context: BuildContext = { fixtures, ids, images, downloads, tables: keyTables(ids, images), now };
      return insertAll(trx, context);
    });
  } catch (error) {
    await deleteWebsiteFiles(storage, websiteId);
    throw error;
  }
  // Pages served from the site cache must not show the website that was just replaced.
  for (const id of [...replaced, websiteId]) invalidateSiteData(id);
  await Promise.all(replaced.map((id) => deleteWebsiteFiles(storage, id)));
  return { seeded: true, websiteId, counts, ms: performance.now() - started };
}

/** Deletes the default website and any website answering on one of the demo's hosts; returns their ids. */
async function deleteDemoWebsites(trx: Knex, fixtures: DemoFixtures): Promise<string[]> {
  const hosts = fixtures.website.domains.map((domain) => domain.host);
  const ids = (await trx(TABLES.websites)
    .where({ is_default: true })
    .orWhereIn('id', trx(TABLES.websiteDomains).select('website_id').whereIn('host', hosts))
    .pluck('id')) as string[];
  for (const id of ids) await deleteWebsiteRows(trx, id);
  return ids;
}

/** The PDF downloads of digital products, by product URL id (image downloads are drawn with the pictures). */
async function storeDownloads(
  fixtures: DemoFixtures,
  files: { storage: FileStorage; websiteId: string },
): Promise<Map<string, StoredDownload>> {
  const downloads = new Map<string, StoredDownload>();
  for (const product of fixtures.products.products) {
    const file = product.digitalFile;
    if (file?.kind !== 'pdf') continue;
    downloads.set(
      product.urlId,
      await storePdf({ ...files, filename: file.filename, title: file.title, pages: file.pages }),
    );
  }
  return downloads;
}

/** Inserts every row, parents before children; returns the number of rows per table. */
async function insertAll(trx: Knex, context: BuildContext): Promise<Record<string, number>> {
  const site = websiteRows(context);
  const lists = mailingListRows(context);
  const media = fileRows(context);
  const catalog = catalogRows(context);
  const commerce = commerceRows(context);
  const membership = {
    website_id: context.ids.websiteId,
    account_id: context.ids.ownerId,
    role: context.fixtures.owner.role,
  };
  const batches: [string, Row[]][] = [
    [TABLES.websites, site.websites],
    [TABLES.websiteDomains, site.domains],
    [TABLES.languages, site.languages],
    [TABLES.memberships, [membership]],
    [TABLES.files, media.files],
    [TABLES.images, media.images],
    [TABLES.tags, tagRows(context)],
    [TABLES.mailingLists, lists.lists],
    [TABLES.mailingListSubscribers, lists.subscribers],
    [TABLES.forms, formRows(context)],
    [TABLES.collections, collectionRows(context)],
    [TABLES.pages, pageRows(context)],
    [
      TABLES.contentItems,
      [...catalog.items, ...postRows(context), ...galleryRows(context), ...eventRows(context)],
    ],
    [TABLES.products, catalog.products],
    [TABLES.productVariants, catalog.variants],
    [TABLES.productCategories, catalog.categories],
    [TABLES.productCategoryProducts, catalog.categoryProducts],
    [TABLES.navigations, navigationRows(context)],
    [TABLES.websiteSettings, [settingsRow(context)]],
    [TABLES.shippingOptions, commerce.shipping],
    [TABLES.taxRules, commerce.taxes],
    [TABLES.coupons, commerce.coupons],
    [TABLES.commercePreferences, commerce.preferences],
  ];
  const counts: Record<string, number> = {};
  for (const [table, rows] of batches) {
    // PostgreSQL takes at most 65535 parameters per statement; 200 rows stay far below it.
    for (let start = 0; start < rows.length; start += 200)
      await trx(table).insert(rows.slice(start, start + 200));
    counts[table] = rows.length;
  }
  await insertWeightShipping(trx, context);
  return counts;
}
