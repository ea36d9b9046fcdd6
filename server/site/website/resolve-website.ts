// Middleware: which website a request is for, from its Host header (SPEC: the default one on localhost).
import type { RequestHandler } from 'express';
import type { AppDeps } from '../../app-deps.js';
import { siteCacheFor } from '../cache/site-caches.js';
import { barePage } from '../render/bare-page.js';
import { hostName, isDirectHost } from './host.js';
import { rememberWebsite } from './request-website.js';
import { findDefaultWebsite, findWebsiteForHost, type HostMatch, type WebsiteRecord } from './store.js';

/** The public texts of a request no website answers. */
export const NO_WEBSITE_TEXTS = {
  unknownHostTitle: 'Website not found',
  unknownHostMessage: 'No website is published at this address.',
  noWebsiteTitle: 'No website yet',
  noWebsiteMessage: 'This server has no website yet. Run `tessera seed` to load the demo website.',
} as const;

/** The cache key of the website every direct host (localhost, an IP address) gets. */
const DEFAULT_WEBSITE_KEY = 'default-website';

/** What a request's Host header leads to: its website, or none, and whether the host was unknown. */
export interface HostWebsite {
  website: WebsiteRecord | undefined;
  unknownHost: boolean;
}

/**
 * The website a Host header names, as {@link resolveWebsite} decides it: the default website for
 * `localhost` and IP addresses and (outside production) for a host no website claims. Lookups are
 * kept in the site cache per host name (see resolveWebsite). For the asset server, which runs
 * before resolveWebsite and needs the website only for some paths.
 */
export function hostWebsiteLookup({
  db,
  config,
}: Pick<AppDeps, 'db' | 'config'>): (host: string) => Promise<HostWebsite> {
  const cache = siteCacheFor(db.knex);
  const defaultWebsite = (): Promise<WebsiteRecord | undefined> =>
    cache.readShared(
      DEFAULT_WEBSITE_KEY,
      () => findDefaultWebsite(db.knex),
      (found) => found?.id,
    );
  const websiteForHost = (host: string): Promise<HostMatch | undefined> =>
    cache.readShared(
      `host:${host}`,
      () => findWebsiteForHost(db.knex, host),
      (found) => (found?.matched === true ? found.website.id : undefined),
    );
  return async (host) => {
    if (isDirectHost(host)) return { website: await defaultWebsite(), unknownHost: false };
    const found = await websiteForHost(host);
    const unknownHost = found === undefined || !found.matched;
    return { website: unknownHost && config.production ? undefined : found?.website, unknownHost };
  };
}

/**
 * Sets `req.website` from the `Host` header, through WEBSITE_DOMAINS. Requests to `localhost` or an
 * IP address get the default website (WEBSITES.is_default); so does a host no website claims,
 * except in production, where that is a 404 (a plain page, or JSON under `/api`). Lookups are kept
 * in the site cache per host name, dropped by `invalidateSiteData` of the website found (or of any
 * website, for a host that found none of its own).
 */
export function resolveWebsite({ db, config }: Pick<AppDeps, 'db' | 'config'>): RequestHandler {
  const lookup = hostWebsiteLookup({ db, config });

  return async function resolveWebsiteMiddleware(req, res, next) {
    try {
      const { website, unknownHost } = await lookup(hostName(req.get('host')));
      if (website !== undefined) {
        rememberWebsite(req, website);
        next();
        return;
      }
      const [title, message] =
        unknownHost && config.production
          ? [NO_WEBSITE_TEXTS.unknownHostTitle, NO_WEBSITE_TEXTS.unknownHostMessage]
          : [NO_WEBSITE_TEXTS.noWebsiteTitle, NO_WEBSITE_TEXTS.noWebsiteMessage];
      res.status(404).set('Cache-Control', 'no-store');
      if (req.path.startsWith('/api/') || req.path === '/api') {
        res.json({ error: 'not-found', message });
      } else {
        res.type('html').send(barePage(title, message));
      }
    } catch (error) {
      next(error);
    }
  };
}
