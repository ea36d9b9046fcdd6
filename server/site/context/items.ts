// Content items as templates read them (SPEC §3 "Content item fields"), loaded for a whole list at once.
import { storeMerchandisingOf } from '../../../domain/owner-api/store-merchandising.js';
import { buttonLabel } from '../../../domain/button-labels.js';
import { PRODUCT_TYPE } from '../../../domain/enums.js';
import { fromOriginalPrice } from '../../../domain/price-range.js';
import { isOnSale, isSoldOut } from '../../../domain/product-status.js';
import { isQuantityInputShown } from '../../../domain/quantity-rules.js';
import type { ImageAsset } from './images.js';
import { imagesById } from './images.js';
import { mediaItemFields } from './media-blocks.js';
import {
  merchandisingContext,
  optionOrdering,
  productStructuredContent,
  variantContext,
  type VariantContext,
} from './products.js';
import type { SiteData } from './site-data.js';
import { collectionKind, itemPath, type SiteMap } from './site-map.js';
import { storeTexts, type StoreTexts } from './website-context.js';
import type { ItemRecord, VariantRecord } from './item-store.js';
import type { SiteReads } from './site-reads.js';
import type { FormRecord } from './store.js';

/** Items ready for a template, and the merchandising context of the products among them. */
export interface LoadedItems {
  items: Record<string, unknown>[];
  /** `productMerchandisingContext`, keyed by product id. */
  merchandising: Record<string, Record<string, unknown>>;
  /** Every image read, including the `extra` ones asked for. */
  images: ReadonlyMap<string, ImageAsset>;
  /** Every form read, including the `extra` ones asked for. */
  forms: ReadonlyMap<string, FormRecord>;
}

/** Images and forms the page shows besides its items' (page blocks), read in the same queries. */
export interface ExtraRows {
  imageIds?: readonly string[];
  formIds?: readonly string[];
}

/** One product option as the theme's pickers show it: `Size` with its values in first-seen order. */
export interface ProductOption {
  name: string;
  /** The form field of the runtime's contract: `variant-option-Size`. */
  fieldName: string;
  /** Each value, sold out when every variant with it is. */
  values: { value: string; soldOut: boolean }[];
}

const time = (value: Date | null): number | undefined => (value === null ? undefined : value.getTime());

function mediaImageIds(media: unknown): string[] {
  if (!Array.isArray(media)) return [];
  return media
    .map((entry) => (entry as Record<string, unknown>)?.imageId)
    .filter((id): id is string => typeof id === 'string');
}

/**
 * Shapes content item rows for templates with a fixed number of queries, whatever their number: the
 * variants of every product among them (one `whereIn`), then every image they show (main images,
 * variant images, media) and every additional-fields form (one `whereIn` each).
 */
export async function loadItemsContext(
  reads: SiteReads,
  site: SiteData,
  records: readonly ItemRecord[],
  extra: ExtraRows = {},
): Promise<LoadedItems> {
  const websiteId = site.website.id;
  const siteMap = site.map;
  const texts = storeTexts(site.settings);
  const storeDefaults = storeMerchandisingOf(site.settings?.store_settings);
  const productIds = records.filter((record) => record.product_type !== null).map((record) => record.id);
  const variants = await reads.variants(websiteId, productIds);
  const imageIds = [
    ...records.flatMap((record) => [record.main_image_id, ...mediaImageIds(record.media)]),
    ...variants.map((variant) => variant.main_image_id),
    ...(extra.imageIds ?? []),
  ].filter((id): id is string => id !== null);
  const formIds = [
    ...records.map((record) => record.additional_fields_form_id),
    ...(extra.formIds ?? []),
  ].filter((id): id is string => id !== null);
  const [imageRows, formRows] = await Promise.all([
    reads.images(websiteId, imageIds),
    reads.forms(websiteId, formIds),
  ]);
  const images = imagesById(websiteId, imageRows);
  const forms = new Map(formRows.map((form) => [form.id, form]));
  const variantsByProduct = new Map<string, VariantRecord[]>();
  for (const variant of variants) {
    const list = variantsByProduct.get(variant.product_id) ?? [];
    list.push(variant);
    variantsByProduct.set(variant.product_id, list);
  }

  const loaded: LoadedItems = { items: [], merchandising: {}, images, forms };
  for (const record of records) {
    const item = itemContext(record, siteMap, images);
    if (record.product_type !== null) {
      const rows = variantsByProduct.get(record.id) ?? [];
      const ordering = optionOrdering(record, rows);
      const shaped = rows.map((row) => variantContext(row, ordering, images));
      item.structuredContent = productStructuredContent(record, shaped, ordering, forms);
      item.variantOptionOrdering = ordering;
      loaded.merchandising[record.id] = merchandisingContext(record, shaped, storeDefaults);
      addProductFacts(item, record, shaped, ordering, texts);
      // The store's name, which add-to-cart tracking sends as `item_collection_name` (SPEC §7).
      item.collectionTitle = siteMap.collectionById(record.collection_id)?.title ?? '';
    }
    loaded.items.push(item);
  }
  return loaded;
}

/**
 * Facts the theme's product markup reads, beside SPEC's fields: the first variant's money, the
 * sale and sold-out flags, the regular price struck through beside a "from" price on sale
 * (`fromOriginalPriceMoney`), the button's label (SPEC §4's order), whether the quantity input shows
 * (SPEC §5), the option pickers, and `variantChoices` (`[{sku, attributes}]`, the runtime's
 * `data-variants`). Each variant also gets `soldOut`.
 */
function addProductFacts(
  item: Record<string, unknown>,
  record: ItemRecord,
  variants: VariantContext[],
  ordering: readonly string[],
  texts: StoreTexts,
): void {
  const productType = record.product_type ?? 0;
  const subscribable = record.is_subscribable === true;
  for (const variant of variants) {
    (variant as VariantContext & { soldOut: boolean }).soldOut =
      (productType === PRODUCT_TYPE.physical || productType === PRODUCT_TYPE.service) &&
      !variant.unlimited &&
      variant.qtyInStock <= 0;
  }
  const first = variants[0];
  if (first !== undefined) {
    item.priceMoney = first.priceMoney;
    item.salePriceMoney = first.salePriceMoney;
  }
  item.onSale = isOnSale(item);
  item.soldOut = isSoldOut(item);
  const originalFrom = fromOriginalPrice(item);
  if (originalFrom !== undefined) item.fromOriginalPriceMoney = originalFrom;
  item.variantCount = variants.length;
  item.addToCartLabel = buttonLabel({
    useCustomLabel: record.use_custom_add_button_text === true,
    customLabel: record.custom_add_button_text ?? undefined,
    subscribable,
    addToCartText: texts.addToCartText,
    subscribeText: texts.subscribeText,
  }).text;
  item.showQuantityInput = isQuantityInputShown(
    { productType, subscribable, variants },
    texts.multipleQuantityAllowedForServices,
  );
  // The reference button leaves these to other islands, so the theme's own submit button adds them.
  item.addToCartByForm =
    subscribable || (item.structuredContent as Record<string, unknown>).additionalFieldsForm !== undefined;
  item.variantChoices = variants.map((variant) => ({ sku: variant.sku, attributes: variant.attributes }));
  const options: ProductOption[] =
    variants.length > 1
      ? ordering.map((name) => ({ name, fieldName: `variant-option-${name}`, values: [] }))
      : [];
  for (const option of options) {
    for (const variant of variants as (VariantContext & { soldOut: boolean })[]) {
      const raw = variant.attributes[option.name];
      if (raw === undefined) continue;
      const value = String(raw);
      const known = option.values.find((entry) => entry.value === value);
      if (known === undefined) option.values.push({ value, soldOut: variant.soldOut });
      else known.soldOut &&= variant.soldOut;
    }
  }
  item.productOptions = options.filter((option) => option.values.length > 0);
  item.hasProductOptions = (item.productOptions as ProductOption[]).length > 0;
}

/** One content item row as the item object SPEC §3 names (no product fields). */
export function itemContext(
  record: ItemRecord,
  siteMap: SiteMap,
  images: ReadonlyMap<string, ImageAsset>,
): Record<string, unknown> {
  const collection = siteMap.collectionById(record.collection_id);
  const kind = collection === undefined ? 'blog' : collectionKind(collection);
  const path = collection === undefined ? '' : siteMap.collectionPath(collection);
  const item: Record<string, unknown> = {
    id: record.id,
    collectionId: record.collection_id,
    recordType: record.record_type,
    urlId: record.url_id,
    fullUrl: itemPath(path, kind, record.url_id),
    title: record.title,
    body: record.body,
    excerpt: record.excerpt,
    tags: record.tags ?? [],
    categories: record.categories ?? [],
    addedOn: record.created_at.getTime(),
    updatedOn: record.updated_at.getTime(),
    publishOn: time(record.published_at) ?? record.created_at.getTime(),
    passthrough: record.passthrough,
    commentState: record.comment_state,
    publicCommentCount: record.comment_count,
    likeCount: record.like_count,
  };
  if (record.author_name) item.author = { displayName: record.author_name };
  if (record.external_link) item.externalLink = record.external_link;
  if (record.source_url) item.sourceUrl = record.source_url;
  if (record.promoted_block_type) item.promotedBlockType = record.promoted_block_type;
  if (record.starred) item.starred = true;
  if (record.location !== null) item.location = record.location;
  if (record.start_date !== null) item.startDate = record.start_date.getTime();
  if (record.end_date !== null) item.endDate = record.end_date.getTime();
  if (record.main_image_id !== null) {
    item.mainImageId = record.main_image_id;
    const stored = images.get(record.main_image_id);
    if (stored !== undefined) {
      // An image without alt text or title is described by the item it illustrates.
      const image = stored.title === '' ? { ...stored, title: record.title } : stored;
      item.mainImage = image;
      // The image formatters read an item's own asset fields (`{item|image-srcset}`).
      item.assetUrl = image.assetUrl;
      item.originalSize = image.originalSize;
      item.mediaFocalPoint = image.mediaFocalPoint;
      item.systemDataVariants = image.systemDataVariants;
      item.systemDataId = image.id;
      item.filename = image.filename;
    }
  }
  const media = Array.isArray(record.media) ? record.media : [];
  const gallery = media
    .map((entry) => {
      const imageId = (entry as Record<string, unknown>)?.imageId;
      const image = typeof imageId === 'string' ? images.get(imageId) : undefined;
      return image === undefined ? undefined : { ...(entry as object), ...image, mainImageId: image.id };
    })
    .filter((entry) => entry !== undefined);
  if (gallery.length > 0) item.items = gallery;
  Object.assign(item, mediaItemFields(record, images));
  return item;
}
