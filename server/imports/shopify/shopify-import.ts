// Importing Shopify's product CSV: the preview (products, variants, problems row by row, nothing written) and the import itself, through the product editor's own create and save.
import type * as CsvParseSync from 'csv-parse/sync';
import type { Knex } from 'knex';
import { findCurrency } from '../../../domain/currencies.js';
import { emptyReport, recordEntry, type ImportReport } from '../../../domain/imports/import-report.js';
import {
  readShopifyProducts,
  slugOfHandle,
  type ShopifyCatalogue,
  type ShopifyProduct,
  type ShopifyRow,
} from '../../../domain/imports/shopify-products.js';
import { productBodySchema, type ProductInput } from '../../../domain/owner-api/products.js';
import { createStore } from '../../commerce/stores/service.js';
import { TABLES } from '../../db/tables.js';
import { HttpError } from '../../http/http-error.js';
import { createProduct, listStores, updateProduct } from '../../owner/commerce/products/product-service.js';
import { selectVariants } from '../../owner/commerce/products/product-store.js';
import { importRemoteFile } from '../import-files.js';
import type { ImportContext } from '../import-context.js';
import { importedId, rememberImported } from '../import-records.js';
import { lazyPackage } from '../../lazy-module.js';

/** csv-parse, loaded with the first product CSV (server/lazy-module.ts): imports only. */
const loadCsvParse = lazyPackage<typeof CsvParseSync>('csv-parse/sync');

const SOURCE = 'shopify';

/** The rows of a CSV text with their line numbers; throws an Error naming the line when it is no CSV. */
export function csvRows(text: string): { columns: string[]; rows: ShopifyRow[] } {
  const records = loadCsvParse().parse(text, {
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    info: true,
  }) as unknown as { record: string[]; info: { lines: number } }[];
  const [header, ...rest] = records;
  if (header === undefined) return { columns: [], rows: [] };
  const columns = header.record.map((name) => name.trim());
  const rows = rest.map(({ record, info }) => {
    const cells: Record<string, string> = {};
    columns.forEach((column, index) => {
      cells[column] = record[index] ?? '';
    });
    // A quoted cell may span lines: its row starts where the record's last line ends, less its own lines.
    return { line: info.lines - (record.join(',').match(/\n/g)?.length ?? 0), cells };
  });
  return { columns, rows };
}

/** The store currency's decimals (2 when unknown). */
function digitsOf(currency: string): number {
  return findCurrency(currency)?.fractionDigits ?? 2;
}

/** The file read, nothing written. */
export function readShopifyCsv(text: string, currency: string): ShopifyCatalogue {
  return readShopifyProducts(csvRows(text).rows, digitsOf(currency));
}

/** What the editor shows before anything is written. */
export interface ShopifyPreview {
  products: number;
  variants: number;
  catalogue: ShopifyCatalogue;
}

/** Counts and problems of a Shopify CSV, read without writing anything. */
export function previewShopifyCsv(text: string, currency: string): ShopifyPreview {
  const catalogue = readShopifyCsv(text, currency);
  return {
    products: catalogue.products.length,
    variants: catalogue.products.reduce((sum, product) => sum + product.variants.length, 0),
    catalogue,
  };
}

/** The store products go in: the website's first, else a new "Shop". */
async function storeFor(context: ImportContext): Promise<string> {
  const stores = await listStores(context.db, context.website.id);
  if (stores[0] !== undefined) return stores[0].id;
  const created = await createStore(context.db, context.website.id, { title: 'Shop', addToNavigation: true });
  return created.store.id;
}

/** The product, if one of the store already has the handle's address (made by hand or by another tool). */
async function productAt(
  db: Knex,
  websiteId: string,
  storeId: string,
  slug: string,
): Promise<string | undefined> {
  const row = (await db(TABLES.contentItems)
    .join(TABLES.products, function joinProduct() {
      this.on(`${TABLES.products}.website_id`, `${TABLES.contentItems}.website_id`).andOn(
        `${TABLES.products}.id`,
        `${TABLES.contentItems}.id`,
      );
    })
    .where({
      [`${TABLES.contentItems}.website_id`]: websiteId,
      [`${TABLES.contentItems}.collection_id`]: storeId,
      [`${TABLES.contentItems}.url_id`]: slug,
    })
    .first(`${TABLES.contentItems}.id as id`)) as { id: string } | undefined;
  return row?.id;
}

/** The product editor's input for a product of the file, its pictures by URL already stored. */
function productInput(
  product: ShopifyProduct,
  images: ReadonlyMap<string, string>,
  existingVariants: ReadonlyMap<string, string>,
): ProductInput {
  const imageIds = product.images.flatMap((image) => images.get(image.src) ?? []).slice(0, 30);
  return productBodySchema.parse({
    kind: product.kind,
    title: product.title.slice(0, 200),
    description: product.descriptionHtml,
    urlSlug: slugOfHandle(product.handle) || undefined,
    enabled: product.enabled,
    tags: product.tags,
    categories: product.type === '' ? [] : [product.type],
    seo: product.seo,
    imageIds,
    options: product.options,
    variants: product.variants.map((variant) => ({
      ...(existingVariants.has(variant.sku.toLowerCase())
        ? { id: existingVariants.get(variant.sku.toLowerCase()) }
        : {}),
      sku: variant.sku,
      attributes: variant.attributes,
      priceCents: variant.priceCents,
      salePriceCents: variant.salePriceCents,
      onSale: variant.onSale,
      stock: variant.stock,
      weight: variant.weight,
      imageId: variant.imageSrc === null ? null : (images.get(variant.imageSrc) ?? null),
    })),
  });
}

function reasonOf(error: unknown): string {
  if (error instanceof HttpError) {
    const fields = Object.entries(error.fields ?? {}).map(([field, message]) => `${field}: ${message}`);
    return fields.length > 0 ? `${error.message} ${fields.join('; ')}` : error.message;
  }
  return (error as Error).message;
}

/**
 * Imports the products of a Shopify CSV into the website's store (a new "Shop" when it has none):
 * each handle one product, created, or saved over the one an earlier import made (or one already
 * at the handle's address), so running it again makes no duplicates; images fetched when reachable.
 */
export async function importShopifyCsv(context: ImportContext, text: string): Promise<ImportReport> {
  const report = emptyReport('shopify-csv');
  const { products, problems } = readShopifyCsv(text, context.website.currency);
  report.problems.push(...problems.map(({ line, message, severity }) => ({ line, message, severity })));
  for (const problem of problems) {
    if (problem.severity === 'error' && !products.some((product) => product.handle === problem.handle))
      if (problem.handle !== '' && !report.entries.some((entry) => entry.source === problem.handle))
        recordEntry(report, {
          type: 'product',
          source: problem.handle,
          title: problem.handle,
          outcome: 'skipped',
          reason: problem.message,
        });
  }
  if (products.length === 0) return report;
  const storeId = await storeFor(context);
  const writer = { website: context.website, actor: context.actor };
  let done = 0;
  await context.onProgress?.(0, products.length);
  for (const product of products) {
    const images = new Map<string, string>();
    for (const image of product.images) {
      const { report: line, stored } = await importRemoteFile(
        { ...context, websiteId: context.website.id, source: SOURCE },
        image.src,
        image.alt,
      );
      report.files.push(line);
      if (stored?.imageId != null) images.set(image.src, stored.imageId);
    }
    const key = { source: SOURCE, key: `product:${product.handle}` };
    const slug = slugOfHandle(product.handle);
    try {
      const known =
        (await importedId(context.db, context.website.id, key, 'product')) ??
        (await productAt(context.db, context.website.id, storeId, slug));
      const exists =
        known !== undefined &&
        (await context
          .db(TABLES.products)
          .where({ website_id: context.website.id, id: known })
          .first('id')) !== undefined;
      const variants = new Map<string, string>();
      if (exists)
        for (const variant of await selectVariants(context.db, context.website.id, known))
          variants.set(variant.sku.toLowerCase(), variant.id);
      const input = productInput(product, images, variants);
      const view = exists
        ? await updateProduct(context.db, writer, known, input)
        : await createProduct(context.db, writer, storeId, input);
      await rememberImported(context.db, context.website.id, key, 'product', view.id);
      recordEntry(report, {
        type: 'product',
        source: product.handle,
        title: product.title,
        outcome: exists ? 'updated' : 'imported',
        address: view.url,
        ...(product.status === 'active' ? {} : { reason: `${product.status}: hidden from the site` }),
      });
    } catch (error) {
      recordEntry(report, {
        type: 'product',
        source: product.handle,
        title: product.title,
        outcome: 'failed',
        reason: reasonOf(error),
      });
    }
    done += 1;
    await context.onProgress?.(done, products.length);
  }
  return report;
}
