// A product's rows as the owner API shows them, and a products-table row; the PRODUCT_TYPE numbers by kind.
import { PRODUCT_TYPE } from '../../../../domain/enums.js';
import { merchandisingOf } from '../../../../domain/owner-api/product-merchandising.js';
import type {
  ProductKind,
  ProductOption,
  ProductSummary,
  ProductView,
} from '../../../../domain/owner-api/products.js';
import { readSubscriptionPlan } from '../../../commerce/subscriptions/subscription-plan.js';
import type { ImageRef } from '../../collections/image-refs.js';
import type { ProductRow, ProductSummaryRow, VariantRow } from './product-store.js';

/** The kind of a PRODUCT_TYPE number (an unknown one reads as physical). */
export function kindOf(productType: number): ProductKind {
  const found = Object.entries(PRODUCT_TYPE).find(([, code]) => code === Number(productType));
  return (found?.[0] ?? 'physical') as ProductKind;
}

/** Whether a product kind counts stock (physical products and services). */
export function countsStock(kind: ProductKind): boolean {
  return kind === 'physical' || kind === 'service';
}

/**
 * The options of a product: those the editor saved (`structured_content.options`), else the
 * option names in order with the values its variants use, in the variants' order.
 */
export function optionsOf(row: ProductRow, variants: readonly VariantRow[]): ProductOption[] {
  const saved = row.structured_content?.options;
  if (Array.isArray(saved)) return saved as ProductOption[];
  return (row.variant_option_ordering ?? []).map((name) => ({
    name,
    values: [
      ...new Set(variants.map((variant) => variant.attributes?.[name]).filter((v): v is string => !!v)),
    ],
  }));
}

/** What shaping a product needs besides its rows. */
export interface ProductViewContext {
  url: string;
  currency: string;
  /** The product's and its variants' pictures by id. */
  images: ReadonlyMap<string, ImageRef>;
  /** The file manager's name of the digital file, when there is one. */
  digitalFileName: string | null;
}

/** One product for the editor. */
export function productView(
  row: ProductRow,
  variants: readonly VariantRow[],
  context: ProductViewContext,
): ProductView {
  const seo = (row.structured_content?.seo ?? {}) as { title?: string; description?: string };
  const media = Array.isArray(row.media) ? row.media : [];
  const imageIds = media.flatMap((entry) => (typeof entry.imageId === 'string' ? [entry.imageId] : []));
  if (imageIds.length === 0 && row.main_image_id !== null) imageIds.push(row.main_image_id);
  return {
    id: row.id,
    storeId: row.collection_id,
    kind: kindOf(row.product_type),
    title: row.title,
    description: row.body,
    urlSlug: row.url_id,
    url: context.url,
    enabled: row.status === 'published',
    tags: row.tags ?? [],
    categories: row.categories ?? [],
    seo: { title: seo.title ?? '', description: seo.description ?? '' },
    imageIds,
    imageUrl: imageIds[0] === undefined ? null : (context.images.get(imageIds[0])?.url ?? null),
    images: imageIds.map((id) => ({
      id,
      url: context.images.get(id)?.url ?? null,
      altText: context.images.get(id)?.altText ?? '',
    })),
    digitalFileId: row.digital_file_id,
    digitalFileName: row.digital_file_id === null ? null : context.digitalFileName,
    subscription: row.is_subscribable ? (readSubscriptionPlan(row.subscription_plan) ?? null) : null,
    options: optionsOf(row, variants),
    variants: variants.map((variant) => ({
      id: variant.id,
      sku: variant.sku,
      attributes: variant.attributes ?? {},
      priceCents: Number(variant.price_cents),
      salePriceCents: Number(variant.sale_price_cents),
      onSale: variant.on_sale,
      stock: variant.unlimited ? null : variant.qty_in_stock,
      weight: typeof variant.shipping?.weight === 'number' ? variant.shipping.weight : null,
      imageId: variant.main_image_id,
      imageUrl:
        variant.main_image_id === null ? null : (context.images.get(variant.main_image_id)?.url ?? null),
    })),
    merchandising: merchandisingOf(row.merchandising, {
      useCustom: row.use_custom_add_button_text === true,
      text: row.custom_add_button_text,
    }),
    featured: row.starred,
    currency: context.currency,
    version: row.version,
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedBy: row.updated_by,
  };
}

/** One row of the products table. */
export function productSummary(
  row: ProductSummaryRow,
  currency: string,
  images: ReadonlyMap<string, ImageRef>,
  variants: readonly VariantRow[] = [],
): ProductSummary {
  const kind = kindOf(row.product_type);
  const unlimited = row.any_unlimited === true;
  const stock = unlimited ? null : Number(row.stock ?? 0);
  return {
    id: row.id,
    storeId: row.collection_id,
    title: row.title,
    kind,
    enabled: row.status === 'published',
    soldOut: countsStock(kind) && stock === 0,
    variantCount: Number(row.variant_count),
    stock,
    lowestPriceCents: Number(row.low ?? 0),
    highestPriceCents: Number(row.high ?? 0),
    currency,
    imageUrl: row.main_image_id === null ? null : (images.get(row.main_image_id)?.url ?? null),
    updatedAt: new Date(row.updated_at).toISOString(),
    featured: row.starred,
    position: Number(row.position),
    variants: variants.map((variant) => ({
      id: variant.id,
      sku: variant.sku,
      attributes: variant.attributes ?? {},
      priceCents: Number(variant.price_cents),
      salePriceCents: Number(variant.sale_price_cents),
      onSale: variant.on_sale,
      stock: variant.unlimited ? null : variant.qty_in_stock,
    })),
  };
}
