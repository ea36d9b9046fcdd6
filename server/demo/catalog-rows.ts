// Rows of the demo store: product content items, PRODUCTS, PRODUCT_VARIANTS and the category tree.
import { randomUUID } from 'node:crypto';
import { PRODUCT_TYPE, RECORD_TYPE } from '../../domain/enums.js';
import { idOf } from './demo-ids.js';
import { dateOf, imageIdOf, json, type BuildContext, type Row } from './build-context.js';
import type { ProductFixture } from './fixture-content-schema.js';

/** What a restock block says when the fixture does not say otherwise. */
const DEFAULT_RESTOCK_MESSAGES = {
  buttonText: 'Notify Me',
  CTAText: 'Sign up to be notified when this product is back in stock.',
  placeholderText: 'Email Address',
  mailingListDescription: 'Sign up for our mailing list',
};

const DEFAULT_SCARCITY_TEXT = 'Only {qtyInStock} left in stock';

/** The store's rows. */
export interface CatalogRows {
  items: Row[];
  products: Row[];
  variants: Row[];
  categories: Row[];
  categoryProducts: Row[];
}

/** Every product as a content item (record type store-item), its PRODUCTS row and variants, and categories. */
export function catalogRows(context: BuildContext): CatalogRows {
  const { products: file } = context.fixtures;
  const websiteId = context.ids.websiteId;
  const collectionId = idOf(context.ids.collections, file.collection);
  const rows: CatalogRows = { items: [], products: [], variants: [], categories: [], categoryProducts: [] };

  file.products.forEach((product, position) => {
    const id = idOf(context.ids.products, product.urlId);
    const published = dateOf(context, product.published);
    const imageIds = product.images.map((image) => imageIdOf(context, image.key));
    rows.items.push({
      website_id: websiteId,
      id,
      collection_id: collectionId,
      record_type: RECORD_TYPE['store-item'],
      url_id: product.urlId,
      title: product.title,
      body: product.body,
      excerpt: product.excerpt,
      main_image_id: imageIds[0],
      media: json(imageIds.map((imageId) => ({ type: 'image', imageId }))),
      published_at: published,
      status: 'published',
      like_count: product.likeCount ?? 0,
      tags: product.tags,
      categories: product.categories,
      author_account_id: context.ids.ownerId,
      position,
      created_at: published,
      updated_at: published,
    });
    const variants = variantRows(context, product, id);
    rows.variants.push(...variants);
    rows.products.push({
      website_id: websiteId,
      id,
      product_type: PRODUCT_TYPE[product.type],
      variant_option_ordering: product.optionOrdering,
      additional_fields_form_id:
        product.additionalFieldsForm === undefined
          ? null
          : idOf(context.ids.forms, product.additionalFieldsForm),
      merchandising: json(merchandising(context, product, variants)),
      is_subscribable: product.subscription !== undefined,
      subscription_plan: product.subscription === undefined ? null : json(product.subscription),
      use_custom_add_button_text: product.customAddButtonText !== undefined,
      custom_add_button_text: product.customAddButtonText ?? null,
      digital_file_id: digitalFileId(context, product),
      created_at: published,
      updated_at: published,
    });
  });

  const categoryIds = categoryRows(context, collectionId, rows);
  file.products.forEach((product, position) => {
    const productId = idOf(context.ids.products, product.urlId);
    for (const name of ['', ...product.categories]) {
      rows.categoryProducts.push({
        website_id: websiteId,
        category_id: idOf(categoryIds, name),
        product_id: productId,
        position,
      });
    }
  });
  return rows;
}

function variantRows(context: BuildContext, product: ProductFixture, productId: string): Row[] {
  const currency = context.fixtures.website.currency;
  return product.variants.map((variant, position) => ({
    website_id: context.ids.websiteId,
    id: randomUUID(),
    product_id: productId,
    sku: variant.sku,
    attributes: json(variant.attributes),
    option_values: json(
      product.optionOrdering.map((optionName) => ({ optionName, value: variant.attributes[optionName] })),
    ),
    price_cents: variant.priceCents,
    sale_price_cents: variant.salePriceCents ?? 0,
    currency,
    on_sale: variant.onSale ?? false,
    qty_in_stock: variant.stock === 'unlimited' ? 0 : variant.stock,
    unlimited: variant.stock === 'unlimited',
    main_image_id: variant.image === undefined ? null : imageIdOf(context, variant.image),
    position,
    shipping: json(variant.shipping ?? {}),
  }));
}

/**
 * SPEC §3's merchandising context, every field present. Scarcity views list the stocked variants
 * (product-wide when there is one variant); restock views list the sold-out variants, hidden until
 * picked when the product has options.
 */
function merchandising(context: BuildContext, product: ProductFixture, variantRows: readonly Row[]): Row {
  const settings = product.merchandising ?? {};
  const hasOptions = product.optionOrdering.length > 0;
  const tracked = product.variants
    .map((variant, index) => ({ variant, id: variantRows[index].id, stock: variant.stock }))
    .filter((entry): entry is typeof entry & { stock: number } => entry.stock !== 'unlimited');
  const scarcityEnabled = settings.scarcityEnabled ?? false;
  const restock = settings.restockNotifications ?? false;
  return {
    scarcityEnabled,
    scarcityTemplateViews: scarcityEnabled
      ? tracked
          .filter((entry) => entry.stock > 0)
          .map((entry) => ({
            qtyInStock: entry.stock,
            ...(hasOptions ? { attributes: entry.variant.attributes } : {}),
          }))
      : [],
    scarcityText: settings.scarcityText ?? DEFAULT_SCARCITY_TEXT,
    scarcityShownByDefault: settings.scarcityShownByDefault ?? false,
    customSoldOutText: settings.customSoldOutText ?? '',
    restockNotificationViews: restock
      ? tracked
          .filter((entry) => entry.stock === 0)
          .map((entry) => ({ variantId: entry.id, hiddenByDefault: hasOptions }))
      : [],
    restockNotificationMessages: settings.restockNotificationMessages ?? DEFAULT_RESTOCK_MESSAGES,
    mailingListSignUpEnabled: settings.mailingListSignUpEnabled ?? false,
    mailingListOptInByDefault: settings.mailingListOptInByDefault ?? false,
    mailingListId:
      settings.mailingList === undefined ? null : idOf(context.ids.mailingLists, settings.mailingList),
  };
}

function digitalFileId(context: BuildContext, product: ProductFixture): string | null {
  const file = product.digitalFile;
  if (file === undefined) return null;
  if (file.kind === 'image') {
    const image = context.images.get(file.image.key);
    if (image === undefined) throw new Error(`Demo seed: download "${file.image.key}" was not drawn.`);
    return image.stored.fileId;
  }
  const download = context.downloads.get(product.urlId);
  if (download === undefined) throw new Error(`Demo seed: download of "${product.urlId}" was not written.`);
  return download.fileId;
}

/**
 * The ROOT category ("All", holding every product) and one category per name in the fixture's
 * order; returns their ids by name ('' for the root).
 */
function categoryRows(context: BuildContext, collectionId: string, rows: CatalogRows): Map<string, string> {
  const ids = new Map<string, string>();
  const rootId = randomUUID();
  ids.set('', rootId);
  const base = {
    website_id: context.ids.websiteId,
    collection_id: collectionId,
    page_rendering: 'LIST_VIEW',
  };
  rows.categories.push({
    ...base,
    id: rootId,
    parent_category_id: null,
    display_name: 'All',
    type: 'ROOT',
    display_index: 0,
  });
  context.fixtures.products.categories.forEach((name, index) => {
    const id = randomUUID();
    ids.set(name, id);
    rows.categories.push({
      ...base,
      id,
      parent_category_id: rootId,
      display_name: name,
      type: 'CATEGORY',
      display_index: index,
    });
  });
  return ids;
}
