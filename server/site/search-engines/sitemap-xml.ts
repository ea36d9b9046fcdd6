// The sitemap protocol's two documents (sitemaps.org 0.9): a urlset of pages with their last change, and an index of sitemaps.
import { w3cDateTime, xmlText } from './xml-text.js';

/** The namespace of both documents. */
export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** One address of a sitemap (or one sitemap of an index): absolute, with when it last changed. */
export interface SitemapLocation {
  loc: string;
  lastmod?: Date;
}

function entries(element: 'url' | 'sitemap', locations: readonly SitemapLocation[]): string {
  return locations
    .map(
      (location) =>
        `<${element}><loc>${xmlText(location.loc)}</loc>${
          location.lastmod === undefined ? '' : `<lastmod>${w3cDateTime(location.lastmod)}</lastmod>`
        }</${element}>\n`,
    )
    .join('');
}

/** A `<urlset>` of `urls` (at most 50,000, which the caller splits). */
export function urlsetXml(urls: readonly SitemapLocation[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${entries('url', urls)}</urlset>\n`;
}

/** A `<sitemapindex>` of `sitemaps`. */
export function sitemapIndexXml(sitemaps: readonly SitemapLocation[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries('sitemap', sitemaps)}</sitemapindex>\n`;
}
