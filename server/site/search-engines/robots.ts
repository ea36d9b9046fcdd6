// The text of /robots.txt: the site open to crawlers but for the editor, the APIs, the cart, checkout and account pages, with its sitemap; or closed to all.
import { MEMBER_PATHS } from '../../../domain/members.js';

/** The paths no crawler should visit: the editor, the APIs, the cart and checkout, orders, and visitors' accounts. */
export const DISALLOWED_PATHS: readonly string[] = [
  '/config',
  '/api/',
  '/cart',
  '/checkout',
  '/commerce/',
  MEMBER_PATHS.account,
  '/members/',
];

/**
 * robots.txt for every crawler. With indexing on it allows the site, disallows
 * {@link DISALLOWED_PATHS} and names the sitemap's absolute address; with indexing off it
 * disallows everything and names no sitemap.
 */
export function robotsTxt(indexing: boolean, sitemapUrl: string): string {
  if (!indexing) return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
