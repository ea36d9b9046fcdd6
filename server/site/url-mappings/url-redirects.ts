// The site's URL mappings as middleware: a GET or HEAD whose address a mapping names is redirected before any page is looked for.
import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import {
  matchUrlMapping,
  parseUrlMappings,
  urlMappingTable,
  type UrlMappingTable,
} from '../../../domain/url-mappings.js';
import { readUrlMappingsText } from '../../owner/url-mappings/store.js';
import { siteCacheFor } from '../cache/site-caches.js';
import { websiteRecordOf } from '../website/request-website.js';

/**
 * The website's mappings, ready to match: read once and kept in the site cache like the rest of
 * what pages read (dropped by `invalidateSiteData`, which saving them and every import call).
 * Lines that no longer read (none can be saved) are left out.
 */
export function urlMappingTableFor(db: Knex, websiteId: string): Promise<UrlMappingTable> {
  return siteCacheFor(db).read(websiteId, 'url-mappings', async () =>
    urlMappingTable(parseUrlMappings(await readUrlMappingsText(db, websiteId)).mappings),
  );
}

/** Redirects GET and HEAD requests a mapping of the request's website names (the first line that matches). */
export function urlRedirects(db: Knex): RequestHandler {
  return function urlRedirectsMiddleware(req, res, next) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const website = websiteRecordOf(req);
    if (website === undefined) return next();
    const question = req.originalUrl.indexOf('?');
    const query = question < 0 ? '' : req.originalUrl.slice(question + 1);
    urlMappingTableFor(db, website.id).then((table) => {
      const redirect = matchUrlMapping(table, req.path, query);
      if (redirect === undefined) return next();
      res.set('Cache-Control', redirect.status === 301 ? 'public, max-age=300' : 'no-store');
      res.redirect(redirect.status, redirect.location);
    }, next);
  };
}
