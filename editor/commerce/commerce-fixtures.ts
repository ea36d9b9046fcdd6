// Products and stores as the fake owner API answers them in the Commerce screen tests.
import { defaultMerchandising } from '../../domain/owner-api/product-merchandising.js';
import type { ProductSummary, ProductView } from '../../domain/owner-api/products.js';

/** A row of the products table. */
export function productSummary(
  id: string,
  title: string,
  change: Partial<ProductSummary> = {},
): ProductSummary {
  return {
    id,
    storeId: 's1',
    title,
    kind: 'physical',
    enabled: true,
    soldOut: false,
    variantCount: 1,
    stock: 4,
    lowestPriceCents: 2500,
    highestPriceCents: 2500,
    currency: 'USD',
    imageUrl: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    featured: false,
    position: 0,
    variants: Array.from({ length: change.variantCount ?? 1 }, (_, index) => ({
      id: `${id}-v${index + 1}`,
      sku: `${id.toUpperCase()}-${index + 1}`,
      attributes: ((change.variantCount ?? 1) > 1 ? { Size: `Size ${index + 1}` } : {}) as Record<
        string,
        string
      >,
      priceCents: change.lowestPriceCents ?? 2500,
      salePriceCents: 0,
      onSale: false,
      stock: change.stock === undefined ? 4 : change.stock,
    })),
    ...change,
  };
}

/** A stored product with one variant. */
export function productView(id: string, title: string, change: Partial<ProductView> = {}): ProductView {
  return {
    id,
    storeId: 's1',
    kind: 'physical',
    title,
    description: '',
    urlSlug: 'walnut-board',
    url: '/shop/p/walnut-board',
    enabled: true,
    tags: [],
    categories: [],
    seo: { title: '', description: '' },
    imageIds: [],
    imageUrl: null,
    images: [],
    digitalFileId: null,
    digitalFileName: null,
    subscription: null,
    options: [],
    variants: [
      {
        id: 'v1',
        sku: 'BOARD-1',
        attributes: {},
        priceCents: 4500,
        salePriceCents: 0,
        onSale: false,
        stock: 3,
        weight: null,
        imageId: null,
        imageUrl: null,
      },
    ],
    merchandising: defaultMerchandising(),
    featured: false,
    currency: 'USD',
    version: 1,
    updatedAt: '2026-11-20T10:00:00.000Z',
    updatedBy: null,
    ...change,
  };
}

/** The one store of the tests. */
export const STORES = { stores: [{ id: 's1', title: 'Shop', urlId: 'shop', productCount: 2 }] };
