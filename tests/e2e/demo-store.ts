// What the browser suite expects to see, read from the demo store's fixtures (fixtures/demo) rather than copied.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../server/site/render/paths.js';

export interface DemoVariant {
  sku: string;
  attributes: Record<string, string>;
  priceCents: number;
  salePriceCents?: number;
  onSale?: boolean;
  /** A count, or 'unlimited'. */
  stock: number | 'unlimited';
}

export interface DemoProduct {
  urlId: string;
  title: string;
  images: { key: string; alt: string }[];
  optionOrdering: string[];
  variants: DemoVariant[];
}

interface DemoPage {
  key: string;
  urlId: string;
  title: string;
  navigationTitle?: string;
}

function fixture<T>(name: string): T {
  return JSON.parse(readFileSync(join(projectRoot(), 'fixtures', 'demo', name), 'utf8')) as T;
}

const website = fixture<{ title: string; currency: string; language: string }>('website.json');
const products = fixture<{ collection: string; products: DemoProduct[] }>('products.json');
const pages = fixture<DemoPage[]>('pages.json');
const navigation = fixture<{ main: { page?: string; title?: string }[] }>('navigation.json');

/** The site's title, currency and language. */
export const DEMO_SITE = website;

/** A product by its URL slug; throws if the fixtures no longer have it. */
export function demoProduct(urlId: string): DemoProduct & { path: string } {
  const product = products.products.find((candidate) => candidate.urlId === urlId);
  if (product === undefined) throw new Error(`fixtures/demo/products.json has no product ${urlId}`);
  return { ...product, path: `/${products.collection}/p/${urlId}` };
}

/** How many of `variant` can be bought (Infinity when unlimited). */
export function stockOf(variant: DemoVariant): number {
  return variant.stock === 'unlimited' ? Infinity : variant.stock;
}

/** The variants that can be bought now. */
export function inStock(product: DemoProduct): DemoVariant[] {
  return product.variants.filter((variant) => stockOf(variant) > 0);
}

/** The main menu's top-level links as visitors see them: text and path. */
export function mainNavigation(): { text: string; path: string }[] {
  return navigation.main.map((entry) => {
    const page = pages.find((candidate) => candidate.key === entry.page);
    if (page === undefined)
      throw new Error(`navigation.json names page ${entry.page}, which pages.json lacks`);
    return {
      text: entry.title ?? page.navigationTitle ?? page.title,
      path: page.urlId === 'home' ? '/' : `/${page.urlId}`,
    };
  });
}

/** `cents` in the site's currency and language, as the theme shows prices ('$148.00'). */
export function money(cents: number): string {
  return new Intl.NumberFormat(website.language, { style: 'currency', currency: website.currency }).format(
    cents / 100,
  );
}
