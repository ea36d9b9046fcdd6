// 'Customers also bought' (SPEC §2 cart drawer): products bought with the cart's, else from the same store, as small cards.
import { storeMerchandisingOf } from '../../../domain/owner-api/store-merchandising.js';
import type { AlsoBoughtProduct } from '../../../islands/also-bought.js';
import type { Knex } from 'knex';
import { decimalStringToMinorUnits } from '../../../domain/money.js';
import { TABLES } from '../../db/tables.js';
import { loadItemsContext } from './items.js';
import type { SiteData } from './site-data.js';
import { collectionKind } from './site-map.js';
import type { SiteReads } from './site-reads.js';
import type { ItemRecord } from './item-store.js';

/** How many products the section lists. */
export const ALSO_BOUGHT_LIMIT = 4;
/** How many of the store's products are looked through to fill the section (a listing's first page). */
const CANDIDATES = 24;

/** One product of the section, as the cart page and the cart drawer show it: the island's props. */
export type AlsoBoughtCard = AlsoBoughtProduct;

function cents(money: unknown): number {
  const { value, currency } = (money ?? {}) as { value?: unknown; currency?: unknown };
  if (typeof value !== 'string' || typeof currency !== 'string') return 0;
  return Number(decimalStringToMinorUnits(value, currency) ?? 0n);
}

/** A product from `loadItemsContext` as a card. */
export function alsoBoughtCard(item: Record<string, unknown>): AlsoBoughtCard {
  const content = (item.structuredContent ?? {}) as Record<string, unknown>;
  const variants = (Array.isArray(content.variants) ? content.variants : []) as Record<string, unknown>[];
  const prices = variants.map((variant) =>
    cents(variant.onSale === true ? variant.salePriceMoney : variant.priceMoney),
  );
  const image = item.mainImage as { assetUrl?: string; altText?: string; title?: string } | undefined;
  const soldOut = item.soldOut === true;
  const card: AlsoBoughtCard = {
    id: String(item.id),
    title: String(item.title),
    fullUrl: String(item.fullUrl),
    priceCents: prices.length > 0 ? Math.min(...prices) : 0,
    currency: String((content.priceMoney as { currency?: string } | undefined)?.currency ?? 'USD'),
    soldOut,
  };
  if (image?.assetUrl) {
    card.image = { assetUrl: image.assetUrl, altText: image.altText || image.title || card.title };
  }
  const single = variants.length === 1 && item.addToCartByForm !== true && !soldOut;
  if (single && typeof variants[0].sku === 'string') card.sku = variants[0].sku;
  return card;
}

/**
 * Product ids bought in the same orders as `productIds`, most often first (each order counted once),
 * without `productIds` themselves.
 */
export async function boughtTogether(
  db: Knex,
  websiteId: string,
  productIds: readonly string[],
  limit: number = ALSO_BOUGHT_LIMIT,
): Promise<string[]> {
  if (productIds.length === 0) return [];
  const rows = (await db({ mine: TABLES.orderItems })
    .join({ other: TABLES.orderItems }, function joinOrders() {
      this.on('other.website_id', '=', 'mine.website_id').andOn('other.order_id', '=', 'mine.order_id');
    })
    .where('mine.website_id', websiteId)
    .whereIn('mine.product_id', [...productIds])
    .whereNotNull('other.product_id')
    .whereNotIn('other.product_id', [...productIds])
    .groupBy('other.product_id')
    .select('other.product_id as productId')
    .countDistinct({ orders: 'other.order_id' })
    .orderBy([
      { column: 'orders', order: 'desc' },
      { column: 'productId', order: 'asc' },
    ])
    .limit(limit)) as { productId: string }[];
  return rows.map((row) => row.productId);
}

/** What decides the section's products: what to leave out, and what to put first. */
export interface AlsoBoughtChoice {
  exclude: readonly string[];
  /** Product ids to list first, in this order (bought together with the cart's). */
  preferred?: readonly string[];
  /** Category names whose products come next. */
  categories?: readonly string[];
}

/**
 * Up to four published products other than `exclude`: first `preferred` (in that order), then
 * `candidates` sharing a category with `categories`, then the other candidates, in their order.
 */
export function pickAlsoBought(
  candidates: readonly ItemRecord[],
  choice: AlsoBoughtChoice,
  preferred: readonly ItemRecord[] = [],
): ItemRecord[] {
  const excluded = new Set(choice.exclude);
  const categories = new Set(choice.categories ?? []);
  const ranked = [
    ...(choice.preferred ?? []).map((id) => preferred.find((record) => record.id === id)),
    ...candidates.filter((record) => record.categories?.some((name) => categories.has(name))),
    ...candidates,
  ];
  const chosen: ItemRecord[] = [];
  for (const record of ranked) {
    if (record === undefined || record.product_type === null || excluded.has(record.id)) continue;
    if (chosen.some((known) => known.id === record.id)) continue;
    chosen.push(record);
    if (chosen.length === ALSO_BOUGHT_LIMIT) break;
  }
  return chosen;
}

/** The query for a store's first products, the same as its listing's first page (so usually cached). */
export function storeCandidates(
  reads: SiteReads,
  site: SiteData,
  collectionId?: string,
): Promise<readonly ItemRecord[]> {
  const store =
    collectionId === undefined
      ? site.map.collections.find((collection) => collectionKind(collection) === 'products')
      : site.map.collectionById(collectionId);
  if (store === undefined) return Promise.resolve([]);
  return reads.items({
    websiteId: site.website.id,
    collectionId: store.id,
    ordering: store.item_ordering,
    limit: CANDIDATES,
    offset: 0,
  });
}

/** Up to four cards (see {@link pickAlsoBought}), read through `reads`. */
export async function alsoBoughtCards(
  reads: SiteReads,
  site: SiteData,
  choice: AlsoBoughtChoice,
): Promise<AlsoBoughtCard[]> {
  // The store can switch the listed products off (its merchandising defaults).
  if (!storeMerchandisingOf(site.settings?.store_settings).relatedProducts) return [];
  const [preferred, candidates] = await Promise.all([
    choice.preferred?.length ? reads.itemsByIds(site.website.id, choice.preferred) : Promise.resolve([]),
    storeCandidates(reads, site),
  ]);
  const chosen = pickAlsoBought(candidates, choice, preferred);
  const loaded = await loadItemsContext(reads, site, chosen);
  return loaded.items.map(alsoBoughtCard);
}
