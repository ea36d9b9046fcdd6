// The product editor's rules: create, read, save, duplicate and delete a product with its variants in one transaction each, refusing what the database would not keep.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { PRODUCT_TYPE, RECORD_TYPE } from '../../../../domain/enums.js';
import { OWNER_INPUT_MESSAGE } from '../../../../domain/owner-messages.js';
import {
  PRODUCT_MESSAGES,
  type ProductInput,
  type ProductListQuery,
  type ProductList,
  type ProductView,
  type StoreSummary,
} from '../../../../domain/owner-api/products.js';
import { cleanSlug, uniqueSlug } from '../../../../domain/store-slug.js';
import { notValidPageUrl } from '../../../../domain/owner-messages.js';
import { stockChangedMessage } from '../../../commerce/inventory/inventory-errors.js';
import { notifyRestocked } from '../../../restock/notify-restocked.js';
import { TABLES } from '../../../db/tables.js';
import { HttpError, badRequest, notFound } from '../../../http/http-error.js';
import type { RequestWebsite } from '../../../http/request-context.js';
import { invalidateSiteData } from '../../../site/cache/site-caches.js';
import { itemPath } from '../../../site/context/site-map.js';
import { recordChange, stampColumns, type Actor } from '../../api/actor.js';
import { versionConflict } from '../../api/versions.js';
import { imageRefs } from '../../collections/image-refs.js';
import { itemCollection } from '../../collections/item-reads.js';
import { urlIdTaken, urlIdsLike } from '../../collections/item-store.js';
import { sanitizeRichText } from '../../sanitize/rich-text.js';
import { ensureTagNames, lockTagNames } from '../../tags/tag-store.js';
import { merchandisingColumns, relatedProblems, storeRestockDefault } from './merchandising.js';
import { defaultMerchandising } from '../../../../domain/owner-api/product-merchandising.js';
import { linkCategories } from './product-categories.js';
import {
  existingFileIds,
  productHolds,
  selectProduct,
  selectPageVariants,
  selectProductPage,
  selectStore,
  selectStores,
  selectVariants,
  skusTakenElsewhere,
} from './product-store.js';
import { countsStock, productSummary, productView } from './product-view.js';
import { likeText } from '../../../db/like-pattern.js';

/** Who changes products of which website. */
export interface ProductWriter {
  website: RequestWebsite;
  actor: Actor;
  /** Told when restock sign-ups could not be sent after a save raised stock (the save stands). */
  onNotifyError?: (error: unknown) => void;
}

const productNotFound = () => notFound(PRODUCT_MESSAGES.productNotFound);

/** The website's stores, oldest first. */
export async function listStores(db: Knex, websiteId: string): Promise<StoreSummary[]> {
  return (await selectStores(db, websiteId)).map((row) => ({
    id: row.id,
    title: row.title,
    urlId: row.url_id,
    productCount: Number(row.product_count),
  }));
}

/** One page of the products table. */
export async function listProducts(
  db: Knex,
  website: RequestWebsite,
  query: ProductListQuery,
): Promise<ProductList> {
  const { rows, total } = await selectProductPage(db, website.id, query);
  const images = await imageRefs(
    db,
    website.id,
    rows.map((row) => row.main_image_id),
  );
  const variants = await selectPageVariants(
    db,
    website.id,
    rows.map((row) => row.id),
  );
  const variantsOf = (id: string) => variants.filter((variant) => variant.product_id === id);
  return {
    products: rows.map((row) => productSummary(row, website.currency, images, variantsOf(row.id))),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One product; 404 when it is not the website's. */
export async function getProduct(db: Knex, website: RequestWebsite, id: string): Promise<ProductView> {
  const row = await selectProduct(db, website.id, id);
  if (row === undefined) throw productNotFound();
  const variants = await selectVariants(db, website.id, id);
  const collection = await itemCollection(db, website.id, row.collection_id);
  const media = Array.isArray(row.media) ? row.media : [];
  const images = await imageRefs(db, website.id, [
    row.main_image_id,
    ...media.map((entry) => entry.imageId),
    ...variants.map((variant) => variant.main_image_id),
  ]);
  const file =
    row.digital_file_id === null
      ? undefined
      : await db(TABLES.files)
          .where({ website_id: website.id, id: row.digital_file_id })
          .first<{ name: string; filename: string } | undefined>('name', 'filename');
  return productView(row, variants, {
    url: itemPath(collection.path, collection.kind, row.url_id),
    currency: website.currency,
    images,
    digitalFileName: file === undefined ? null : file.name || file.filename,
  });
}

/** The problems of `input` only the database can see: images, file and SKUs, by field. */
async function storedProblems(
  trx: Knex,
  websiteId: string,
  input: ProductInput,
  productId: string | null,
): Promise<Record<string, string>> {
  const problems: Record<string, string> = {};
  const imageIds = [...input.imageIds, ...input.variants.flatMap((variant) => variant.imageId ?? [])];
  const images = await imageRefs(trx, websiteId, imageIds);
  input.imageIds.forEach((id, index) => {
    if (!images.has(id)) problems[`imageIds.${index}`] = PRODUCT_MESSAGES.imageNotFound;
  });
  for (const imageId of Object.keys(input.imageAltTexts ?? {})) {
    if (!input.imageIds.includes(imageId))
      problems[`imageAltTexts.${imageId}`] = PRODUCT_MESSAGES.altTextNotPicture;
  }
  input.variants.forEach((variant, index) => {
    if (variant.imageId !== null && !images.has(variant.imageId))
      problems[`variants.${index}.imageId`] = PRODUCT_MESSAGES.imageNotFound;
  });
  if (input.kind === 'digital' && input.digitalFileId !== null) {
    const files = await existingFileIds(trx, websiteId, [input.digitalFileId]);
    if (!files.has(input.digitalFileId)) problems.digitalFileId = PRODUCT_MESSAGES.fileNotFound;
  }
  const taken = await skusTakenElsewhere(
    trx,
    websiteId,
    input.variants.map((variant) => variant.sku),
    productId,
  );
  input.variants.forEach((variant, index) => {
    if (taken.has(variant.sku)) problems[`variants.${index}.sku`] = PRODUCT_MESSAGES.skuTaken;
  });
  Object.assign(
    problems,
    await relatedProblems(trx, websiteId, productId, input.merchandising?.relatedProductIds ?? []),
  );
  return problems;
}

function refuse(problems: Record<string, string>): void {
  if (Object.keys(problems).length > 0) throw badRequest(OWNER_INPUT_MESSAGE, problems);
}

/** Saves the alt text `input` gives its pictures on the pictures themselves (IMAGES.alt_text), changed ones only. */
async function writeAltTexts(trx: Knex, websiteId: string, input: ProductInput): Promise<void> {
  for (const [imageId, altText] of Object.entries(input.imageAltTexts ?? {})) {
    await trx(TABLES.images)
      .where({ website_id: websiteId, id: imageId })
      .whereRaw('coalesce(alt_text, ?) <> ?', ['', altText])
      .update({ alt_text: altText });
  }
}

/** CONTENT_ITEMS columns of `input` (tags and categories as the tag manager spells them). */
async function itemColumns(
  trx: Knex,
  writer: ProductWriter,
  input: ProductInput,
  publishedAt: Date | string | null,
): Promise<Record<string, unknown>> {
  const websiteId = writer.website.id;
  return {
    title: input.title,
    body: sanitizeRichText(input.description),
    status: input.enabled ? 'published' : 'draft',
    published_at: input.enabled ? (publishedAt ?? trx.fn.now()) : publishedAt,
    tags: await ensureTagNames(trx, websiteId, 'tag', input.tags, writer.actor.accountId),
    categories: await ensureTagNames(trx, websiteId, 'category', input.categories, writer.actor.accountId),
    structured_content: JSON.stringify({ seo: input.seo, options: input.options }),
    main_image_id: input.imageIds[0] ?? null,
    media: JSON.stringify(input.imageIds.map((imageId) => ({ type: 'image', imageId }))),
    ...(input.featured === undefined ? {} : { starred: input.featured }),
  };
}

/** PRODUCTS columns of `input`. */
function productColumns(input: ProductInput): Record<string, unknown> {
  return {
    product_type: PRODUCT_TYPE[input.kind],
    variant_option_ordering: input.options.map((option) => option.name),
    is_subscribable: input.subscription !== null,
    subscription_plan: input.subscription === null ? null : JSON.stringify(input.subscription),
    digital_file_id: input.kind === 'digital' ? input.digitalFileId : null,
  };
}

/** A variant's stock: a count, or null for unlimited. */
type StockValue = number | null;

/** The variants whose stock went up or became unlimited (their restock sign-ups are told). */
type Restocked = string[];

const moreAvailable = (before: StockValue, after: StockValue) =>
  after === null ? before !== null : before !== null && after > before;

/**
 * Writes the variants: those with a known `id` are updated in place (carts and restock sign-ups
 * keep pointing at them), the others inserted, and the product's variants not named deleted.
 * SKUs are first moved aside, so two variants may swap theirs. A variant sent with `stockRead`
 * keeps its stored stock when the owner left it alone, and is refused (409 `stock-changed`, by
 * field) when someone or an order changed it since it was read. Returns the variants now more
 * available than before.
 */
async function writeVariants(
  trx: Knex,
  websiteId: string,
  currency: string,
  productId: string,
  input: ProductInput,
  removedPictures: ReadonlySet<string> = new Set(),
): Promise<Restocked> {
  const stored = new Map(
    (
      (await trx(TABLES.productVariants)
        .where({ website_id: websiteId, product_id: productId })
        .forUpdate()
        .select('id', 'qty_in_stock', 'unlimited')) as {
        id: string;
        qty_in_stock: number;
        unlimited: boolean;
      }[]
    ).map((row) => [row.id, (row.unlimited ? null : row.qty_in_stock) as StockValue]),
  );
  const stocked = countsStock(input.kind);
  const changed: Record<string, string> = {};
  input.variants.forEach((variant, index) => {
    if (variant.id === undefined || !stored.has(variant.id) || variant.stockRead === undefined) return;
    const now = stored.get(variant.id) as StockValue;
    if (stocked && variant.stock !== variant.stockRead && now !== variant.stockRead)
      changed[`variants.${index}.stock`] = stockChangedMessage({
        qtyInStock: now ?? 0,
        unlimited: now === null,
      });
  });
  if (Object.keys(changed).length > 0)
    throw new HttpError(
      409,
      'stock-changed',
      'Someone else changed the stock of a variant first. Check it and save again.',
      changed,
    );
  const kept = input.variants.flatMap((variant) =>
    variant.id !== undefined && stored.has(variant.id) ? [variant.id] : [],
  );
  await trx(TABLES.productVariants)
    .where({ website_id: websiteId, product_id: productId })
    .whereNotIn('id', kept)
    .delete();
  if (kept.length > 0)
    await trx(TABLES.productVariants)
      .where({ website_id: websiteId, product_id: productId })
      .update({ sku: trx.raw(`'~moving~' || id`) });
  const restocked: Restocked = [];
  for (const [position, variant] of input.variants.entries()) {
    const stock: StockValue = stocked ? variant.stock : null;
    const columns: Record<string, unknown> = {
      sku: variant.sku,
      attributes: JSON.stringify(variant.attributes),
      option_values: JSON.stringify(
        input.options.map((option) => ({ optionName: option.name, value: variant.attributes[option.name] })),
      ),
      price_cents: variant.priceCents,
      sale_price_cents: variant.salePriceCents,
      on_sale: variant.onSale,
      currency,
      qty_in_stock: stock ?? 0,
      unlimited: stock === null,
      // A picture removed from the product falls back to none (the product's cover), rather than
      // pointing at a picture the product no longer shows.
      main_image_id:
        variant.imageId !== null && removedPictures.has(variant.imageId) ? null : variant.imageId,
      position,
      shipping: JSON.stringify(variant.weight === null ? {} : { weight: variant.weight }),
    };
    if (variant.id !== undefined && stored.has(variant.id)) {
      const before = stored.get(variant.id) as StockValue;
      const untouched = stocked && variant.stockRead !== undefined && variant.stock === variant.stockRead;
      if (untouched) {
        delete columns.qty_in_stock;
        delete columns.unlimited;
      } else if (moreAvailable(before, stock)) restocked.push(variant.id);
      await trx(TABLES.productVariants)
        .where({ website_id: websiteId, id: variant.id })
        .update({ ...columns, updated_at: trx.fn.now() });
    } else
      await trx(TABLES.productVariants).insert({
        website_id: websiteId,
        id: randomUUID(),
        product_id: productId,
        ...columns,
      });
  }
  return restocked;
}

/** The pictures the product had before this save that `input` no longer holds. */
function removedPictures(
  existing: { main_image_id: string | null; media: unknown },
  input: ProductInput,
): Set<string> {
  const media = Array.isArray(existing.media) ? (existing.media as { imageId?: string }[]) : [];
  const before = [existing.main_image_id, ...media.map((entry) => entry.imageId)];
  return new Set(before.filter((id): id is string => typeof id === 'string' && !input.imageIds.includes(id)));
}

/** A URL id for a new product of the store: the one typed (refused when taken), else from the title. */
async function newUrlId(
  trx: Knex,
  websiteId: string,
  storeId: string,
  input: ProductInput,
  problems: Record<string, string>,
): Promise<string> {
  if (input.urlSlug !== undefined) {
    if (await urlIdTaken(trx, websiteId, storeId, input.urlSlug))
      problems.urlSlug = notValidPageUrl(input.urlSlug);
    return input.urlSlug;
  }
  const base = cleanSlug(input.title) || 'product';
  return uniqueSlug(base, await urlIdsLike(trx, websiteId, storeId, base));
}

/** Adds a product to a store (201), with its variants, categories and tags. */
export async function createProduct(
  db: Knex,
  writer: ProductWriter,
  storeId: string,
  input: ProductInput,
): Promise<ProductView> {
  const websiteId = writer.website.id;
  const id = await db.transaction(async (trx) => {
    await lockTagNames(trx, websiteId);
    if ((await selectStore(trx, websiteId, storeId)) === undefined)
      throw badRequest(OWNER_INPUT_MESSAGE, { storeId: PRODUCT_MESSAGES.storeNotFound });
    const problems = await storedProblems(trx, websiteId, input, null);
    const urlId = await newUrlId(trx, websiteId, storeId, input, problems);
    refuse(problems);
    const next = await trx(TABLES.contentItems)
      .where({ website_id: websiteId, collection_id: storeId })
      .max({ position: 'position' })
      .first();
    const productId = randomUUID();
    await trx(TABLES.contentItems).insert({
      website_id: websiteId,
      id: productId,
      collection_id: storeId,
      record_type: RECORD_TYPE['store-item'],
      url_id: urlId,
      position: Number(next?.position ?? -1) + 1,
      author_account_id: writer.actor.accountId,
      updated_by_account_id: writer.actor.accountId,
      ...(await itemColumns(trx, writer, input, null)),
    });
    const merchandising =
      input.merchandising ??
      defaultMerchandising({ restockNotifications: await storeRestockDefault(trx, websiteId) });
    await trx(TABLES.products).insert({
      website_id: websiteId,
      id: productId,
      ...merchandisingColumns(null, merchandising),
      ...productColumns(input),
    });
    await writeVariants(trx, websiteId, writer.website.currency, productId, input);
    await writeAltTexts(trx, websiteId, input);
    await linkCategories(trx, websiteId, storeId, productId, input.categories);
    await recordChange(trx, writer.actor, {
      websiteId,
      action: 'create',
      entity: 'product',
      entityId: productId,
      summary: input.title,
    });
    return productId;
  });
  invalidateSiteData(websiteId);
  return getProduct(db, writer.website, id);
}

/**
 * Saves the whole product. With `version` (If-Match) a save over a newer version is refused
 * with 412; the item row is locked for the check, so two saves never both win.
 */
export async function updateProduct(
  db: Knex,
  writer: ProductWriter,
  id: string,
  input: ProductInput,
  version?: number,
): Promise<ProductView> {
  const websiteId = writer.website.id;
  const restocked = await db.transaction(async (trx) => {
    await lockTagNames(trx, websiteId);
    const existing = await selectProduct(trx, websiteId, id, true);
    if (existing === undefined) throw productNotFound();
    if (version !== undefined && version !== existing.version) throw versionConflict(existing.version);
    const problems = await storedProblems(trx, websiteId, input, id);
    if (input.urlSlug !== undefined && input.urlSlug !== existing.url_id) {
      if (await urlIdTaken(trx, websiteId, existing.collection_id, input.urlSlug, id))
        problems.urlSlug = notValidPageUrl(input.urlSlug);
    }
    refuse(problems);
    await trx(TABLES.contentItems)
      .where({ website_id: websiteId, id })
      .update({
        ...(await itemColumns(trx, writer, input, existing.published_at)),
        ...(input.urlSlug === undefined ? {} : { url_id: input.urlSlug }),
        ...stampColumns(trx, writer.actor),
      });
    await trx(TABLES.products)
      .where({ website_id: websiteId, id })
      .update({
        ...productColumns(input),
        ...(input.merchandising === undefined
          ? {}
          : merchandisingColumns(existing.merchandising, input.merchandising)),
        updated_at: trx.fn.now(),
      });
    const more = await writeVariants(
      trx,
      websiteId,
      writer.website.currency,
      id,
      input,
      removedPictures(existing, input),
    );
    await writeAltTexts(trx, websiteId, input);
    await linkCategories(trx, websiteId, existing.collection_id, id, input.categories);
    await recordChange(trx, writer.actor, {
      websiteId,
      action: 'update',
      entity: 'product',
      entityId: id,
      summary: input.title,
    });
    return more;
  });
  invalidateSiteData(websiteId);
  if (restocked.length > 0) {
    // As the inventory screen does: people waiting for a variant hear when more can be bought.
    await notifyRestocked(db, websiteId, restocked).catch((error: unknown) => writer.onNotifyError?.(error));
  }
  return getProduct(db, writer.website, id);
}

/** A SKU no variant of the website has yet: `<sku>-COPY`, then `-COPY-2`, … */
async function copySkus(db: Knex, websiteId: string, skus: readonly string[]): Promise<string[]> {
  const rows: { sku: string }[] = await db(TABLES.productVariants)
    .where('website_id', websiteId)
    .where((where) => {
      for (const sku of skus) where.orWhereLike('sku', `${likeText(sku)}-COPY%`);
    })
    .select('sku');
  const used = new Set(rows.map((row) => row.sku));
  return skus.map((sku) => {
    let candidate = `${sku}-COPY`;
    for (let n = 2; used.has(candidate); n += 1) candidate = `${sku}-COPY-${n}`;
    used.add(candidate);
    return candidate;
  });
}

/**
 * A copy of a product in the same store (201): "<title> (copy)", disabled until the owner enables
 * it, its SKUs suffixed `-COPY`, and no stock (the original's units are not the copy's).
 */
export async function duplicateProduct(db: Knex, writer: ProductWriter, id: string): Promise<ProductView> {
  const original = await getProduct(db, writer.website, id);
  const skus = await copySkus(
    db,
    writer.website.id,
    original.variants.map((variant) => variant.sku),
  );
  return createProduct(db, writer, original.storeId, {
    kind: original.kind,
    title: `${original.title} (copy)`.slice(0, 200),
    description: original.description,
    enabled: false,
    tags: original.tags,
    categories: original.categories,
    seo: original.seo,
    imageIds: original.imageIds,
    digitalFileId: original.digitalFileId,
    subscription: original.subscription,
    options: original.options,
    merchandising: original.merchandising,
    variants: original.variants.map((variant, index) => ({
      sku: skus[index],
      attributes: variant.attributes,
      priceCents: variant.priceCents,
      salePriceCents: variant.salePriceCents,
      onSale: variant.onSale,
      stock: variant.stock === null ? null : 0,
      weight: variant.weight,
      imageId: variant.imageId,
    })),
  });
}

/** The words of a refused delete: what holds the product, and what to do instead. */
export function productInUseMessage(holds: { carts: number; orders: number }): string {
  const parts: string[] = [];
  if (holds.carts > 0) parts.push(`${holds.carts} open ${holds.carts === 1 ? 'cart' : 'carts'}`);
  if (holds.orders > 0) parts.push(`${holds.orders} unfulfilled ${holds.orders === 1 ? 'order' : 'orders'}`);
  return `This product is in ${parts.join(' and ')}, so it cannot be deleted yet. Fulfil the orders, or disable the product so no one else can buy it.`;
}

/** Deletes a product and its variants; 409 with why while an open cart or an unfulfilled order holds it. */
export async function deleteProduct(db: Knex, writer: ProductWriter, id: string): Promise<void> {
  const websiteId = writer.website.id;
  await db.transaction(async (trx) => {
    const existing = await selectProduct(trx, websiteId, id, true);
    if (existing === undefined) throw productNotFound();
    const holds = await productHolds(trx, websiteId, id);
    if (holds.carts > 0 || holds.orders > 0)
      throw new HttpError(409, 'product-in-use', productInUseMessage(holds), undefined, holds);
    await trx(TABLES.contentItems).where({ website_id: websiteId, id }).delete();
    await recordChange(trx, writer.actor, {
      websiteId,
      action: 'delete',
      entity: 'product',
      entityId: id,
      summary: existing.title,
    });
  });
  invalidateSiteData(websiteId);
}
