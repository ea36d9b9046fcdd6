// A product page's Product: its name, pictures and description, and an Offer per variant with its price (the sale price while on sale), currency and availability from its stock.
import { compact, plainText, type JsonLd } from './json-ld.js';

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';
const STRIKETHROUGH = 'https://schema.org/StrikethroughPrice';

interface Money {
  value?: unknown;
  currency?: unknown;
}

interface VariantFacts {
  sku?: unknown;
  onSale?: unknown;
  soldOut?: unknown;
  priceMoney?: Money;
  salePriceMoney?: Money;
}

/** The absolute addresses of an item's pictures: its main picture, then the others. */
export function pictureUrls(item: Record<string, unknown>, baseUrl: string): string[] {
  const urls: string[] = [];
  const add = (url: unknown) => {
    if (typeof url === 'string' && url !== '' && !urls.includes(`${baseUrl}${url}`))
      urls.push(`${baseUrl}${url}`);
  };
  add(item.assetUrl);
  for (const entry of Array.isArray(item.items) ? (item.items as Record<string, unknown>[]) : [])
    add(entry.assetUrl);
  return urls;
}

function offer(variant: VariantFacts, url: string): JsonLd | undefined {
  const regular = variant.priceMoney;
  if (typeof regular?.value !== 'string' || typeof regular.currency !== 'string') return undefined;
  const sale = variant.onSale === true && typeof variant.salePriceMoney?.value === 'string';
  return compact({
    '@type': 'Offer',
    url,
    sku: typeof variant.sku === 'string' ? variant.sku : undefined,
    price: sale ? variant.salePriceMoney!.value : regular.value,
    priceCurrency: regular.currency,
    availability: variant.soldOut === true ? OUT_OF_STOCK : IN_STOCK,
    // While on sale, the regular price is what search results strike through.
    priceSpecification: sale
      ? {
          '@type': 'UnitPriceSpecification',
          priceType: STRIKETHROUGH,
          price: regular.value,
          priceCurrency: regular.currency,
        }
      : undefined,
  });
}

/** The Product of a product page's `item` (the page context's, with its variants and reviews). */
export function productLd(
  item: Record<string, unknown>,
  url: string,
  baseUrl: string,
  brand: string,
): JsonLd {
  const content = (item.structuredContent ?? {}) as { variants?: VariantFacts[] };
  const variants = Array.isArray(content.variants) ? content.variants : [];
  const reviews = item.reviews as { count?: unknown; average?: unknown } | undefined;
  const rated =
    typeof reviews?.count === 'number' && reviews.count > 0 && typeof reviews.average === 'number';
  return compact({
    '@type': 'Product',
    '@id': `${url}#product`,
    name: item.title,
    url,
    image: pictureUrls(item, baseUrl),
    description: plainText(item.excerpt) ?? plainText(item.body),
    sku: variants.length === 1 && typeof variants[0].sku === 'string' ? variants[0].sku : undefined,
    brand: brand === '' ? undefined : { '@type': 'Brand', name: brand },
    offers: variants.map((variant) => offer(variant, url)).filter((entry) => entry !== undefined),
    aggregateRating: rated
      ? { '@type': 'AggregateRating', ratingValue: reviews!.average, reviewCount: reviews!.count }
      : undefined,
  });
}
