// GET /robots.txt, /sitemap.xml and its parts (/sitemap-N.xml past the protocol's 50,000 addresses a file), inside the site router.
import { Router, type Request, type Response } from 'express';
import type { AppDeps } from '../../app-deps.js';
import { crawlerCacheFor } from '../cache/site-caches.js';
import type { UnguardedReads } from '../context/site-reads.js';
import { setPageCacheHeaders } from '../render/cache-headers.js';
import { publicBaseUrl } from '../website/public-base-url.js';
import { websiteRecordOf } from '../website/request-website.js';
import { markNoIndex, siteHiddenFromSearch } from './indexing.js';
import { robotsTxt } from './robots.js';
import { sitemapEntries } from './sitemap-entries.js';
import { sitemapIndexXml, urlsetXml, type SitemapLocation } from './sitemap-xml.js';

/** The sitemap protocol's limit of addresses in one file. */
export const SITEMAP_URL_LIMIT = 50_000;

/** Where the sitemap is. */
export const SITEMAP_PATH = '/sitemap.xml';

/** Options of {@link searchEngineRoutes}. */
export interface SearchEngineOptions {
  deps: Pick<AppDeps, 'db' | 'config'>;
  /** The site's cached reads. */
  reads: (req: Request) => Pick<UnguardedReads, 'siteParts'>;
  /** Addresses per sitemap file before it is split under an index (the protocol's 50,000; tests give fewer). */
  urlLimit?: number;
}

/** A website's sitemap as served: one urlset, or an index and its parts; none when it lists nothing. */
interface SitemapFiles {
  urlsets: string[];
  index?: string;
  /** For the page cache's budget. */
  bytes: number;
}

function latest(locations: readonly SitemapLocation[]): Date | undefined {
  let found: Date | undefined;
  for (const { lastmod } of locations)
    if (lastmod !== undefined && (found === undefined || lastmod > found)) found = lastmod;
  return found;
}

function sendXml(res: Response, xml: string): void {
  setPageCacheHeaders(res, 'public', false);
  res.type('application/xml').send(xml);
}

/**
 * robots.txt and the sitemap. Both follow the site's "search engines may index this site" switch:
 * off, robots.txt disallows everything and the sitemap is a 404. The sitemap's addresses are
 * absolute, from the website's public address (PUBLIC_URL or its primary domain, never the
 * request's Host); it is built once per website and kept until the website changes
 * (`invalidateSiteData`), 10 minutes at most (`crawlerCacheFor`).
 */
export function searchEngineRoutes({
  deps,
  reads,
  urlLimit = SITEMAP_URL_LIMIT,
}: SearchEngineOptions): Router {
  const db = deps.db.knex;
  const built = crawlerCacheFor(db);
  const router = Router();

  async function siteOf(req: Request) {
    const website = websiteRecordOf(req);
    if (website === undefined) throw new Error('The search engine routes need resolveWebsite() before them.');
    const parts = await reads(req).siteParts(website.id);
    return { website, parts, hidden: siteHiddenFromSearch(parts.settings) };
  }

  function sitemapFiles(req: Request): Promise<SitemapFiles> {
    return siteOf(req).then(({ website, parts }) =>
      built.read(website.id, `sitemap:${urlLimit}`, async () => {
        const base = await publicBaseUrl(deps, website);
        const entries = await sitemapEntries(db, website.id, parts);
        const locations = entries.map((entry) => ({
          loc: `${base}${encodeURI(entry.path)}`,
          lastmod: entry.lastmod,
        }));
        const chunks: SitemapLocation[][] = [];
        for (let at = 0; at < locations.length; at += urlLimit)
          chunks.push(locations.slice(at, at + urlLimit));
        const urlsets = chunks.map(urlsetXml);
        const index =
          chunks.length > 1
            ? sitemapIndexXml(
                chunks.map((chunk, number) => ({
                  loc: `${base}/sitemap-${number + 1}.xml`,
                  lastmod: latest(chunk),
                })),
              )
            : undefined;
        const bytes = urlsets.reduce((sum, xml) => sum + xml.length, index?.length ?? 0);
        return index === undefined ? { urlsets, bytes } : { urlsets, index, bytes };
      }),
    );
  }

  router.get('/robots.txt', async (req, res) => {
    const { website, hidden } = await siteOf(req);
    const base = await publicBaseUrl(deps, website);
    setPageCacheHeaders(res, 'public', false);
    res.type('text/plain').send(robotsTxt(!hidden, `${base}${SITEMAP_PATH}`));
  });

  router.get(SITEMAP_PATH, async (req, res) => {
    const { hidden } = await siteOf(req);
    markNoIndex(res, hidden);
    const files = hidden ? undefined : await sitemapFiles(req);
    const xml = files?.index ?? files?.urlsets[0];
    if (xml === undefined) {
      res
        .status(404)
        .set('Cache-Control', 'no-cache')
        .type('text')
        .send('This site lists no pages for search engines.');
      return;
    }
    sendXml(res, xml);
  });

  router.get(/^\/sitemap-(\d{1,6})\.xml$/, async (req, res, next) => {
    const { hidden } = await siteOf(req);
    const files = hidden ? undefined : await sitemapFiles(req);
    const number = Number((req.params as Record<string, string>)[0]);
    const xml = files?.index === undefined ? undefined : files.urlsets[number - 1];
    if (xml === undefined) {
      next();
      return;
    }
    sendXml(res, xml);
  });
  return router;
}
