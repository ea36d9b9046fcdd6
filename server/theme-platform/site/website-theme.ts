// The theme a request's website renders through: THEME_DIR when set, else the website's active uploaded theme (unpacked, with its tweaks), else the built-in theme.
import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../../app-deps.js';
import { findThemeSource, readThemeZip } from '../../owner/themes/theme-store.js';
import { siteCacheFor } from '../../site/cache/site-caches.js';
import type { AssetManifest } from '../../site/render/asset-manifest.js';
import { hostName } from '../../site/website/host.js';
import { websiteRecordOf } from '../../site/website/request-website.js';
import { hostWebsiteLookup } from '../../site/website/resolve-website.js';
import type { WebsiteRecord } from '../../site/website/store.js';
import { ensureUnpackedTheme } from '../theme-zip-cache.js';
import { platformAssets, SITE_CSS_PATH } from './platform-assets.js';
import { createPlatformSite, type PlatformSite } from './platform-page.js';
import { builtInPlatformSite, configuredPlatformSite } from './site-platform.js';

/** The platform site a website's pages render through; undefined for the built-in theme. */
export type WebsitePlatformSite = (
  website: Pick<WebsiteRecord, 'id' | 'active_theme_id'> | undefined,
) => Promise<PlatformSite | undefined>;

/** Uploaded themes' sites kept at once (each holds its compiled templates and CSS). */
const MAX_UPLOADED_SITES = 64;
const uploadedSites = new Map<string, PlatformSite>();

/** The site of an unpacked theme folder with these tweaks, made once and kept (the least recently used go first). */
function uploadedSite(deps: AppDeps, manifest: AssetManifest, dir: string, tweaks: Record<string, string>) {
  const sorted = Object.fromEntries(Object.entries(tweaks).sort(([a], [b]) => a.localeCompare(b)));
  const key = `${dir}\n${manifest.boot}\n${JSON.stringify(sorted)}`;
  let site = uploadedSites.get(key);
  if (site !== undefined) {
    uploadedSites.delete(key);
  } else {
    // The folder is named by the zip's hash and never changes: no development rechecks.
    site = createPlatformSite({ dir, development: false, manifest, logger: deps.logger, tweaks: sorted });
  }
  uploadedSites.set(key, site);
  while (uploadedSites.size > MAX_UPLOADED_SITES) uploadedSites.delete(uploadedSites.keys().next().value!);
  return site;
}

/**
 * The per-request choice of theme. `THEME_DIR` (`tessera dev`, `serve --theme`) overrides every
 * website. Else a website on the built-in theme (`active_theme_id` null, read with the website
 * row) costs nothing more; one on an uploaded theme costs one read of its hash and tweaks, kept
 * in the site cache until `invalidateSiteData` of the website (activating a theme, saving tweaks),
 * and its folder is unpacked from the database into `<data>/themes/<hash>/` when this server
 * lacks it.
 */
export function websitePlatformSites(deps: AppDeps, manifest: AssetManifest): WebsitePlatformSite {
  const configured = configuredPlatformSite(deps, manifest);
  const db = deps.db.knex;
  return async (website) => {
    if (configured !== undefined) return configured;
    const themeId = website?.active_theme_id;
    if (website === undefined || themeId === undefined || themeId === null) return undefined;
    const cache = siteCacheFor(db);
    // What a page view needs of it: the zip's hash and the tweaks (the zip is read only to unpack it).
    const active = await cache.read(
      website.id,
      `active-theme:${themeId}`,
      async () => (await findThemeSource(db, website.id, themeId)) ?? null,
    );
    if (active === null) return undefined;
    const dir = await ensureUnpackedTheme(deps.config.dataDir, active.contentHash, () =>
      readThemeZip(db, website.id, themeId),
    );
    return uploadedSite(deps, manifest, dir, active.tweaks);
  };
}

/** The platform site a website's pages render through, whichever theme that is. */
export type WebsiteTheme = (
  website: Pick<WebsiteRecord, 'id' | 'active_theme_id'> | undefined,
) => Promise<PlatformSite>;

/**
 * The theme a website's pages render through, for every page the server makes: the site
 * router's, the checkout and order pages, a form shown again, the error pages. THEME_DIR, else the
 * website's uploaded theme (see {@link websitePlatformSites}), else the built-in theme in
 * `builtInDir` (default `templates/`). As Squarespace did for its system pages, a page the theme
 * has no template for is Tessera's body as `{squarespace.main-content}` inside the theme's layout.
 */
export function websiteTheme(deps: AppDeps, manifest: AssetManifest, builtInDir?: string): WebsiteTheme {
  const builtIn = builtInPlatformSite(deps, manifest, builtInDir);
  const uploadedOrConfigured = websitePlatformSites(deps, manifest);
  return async (website) => (await uploadedOrConfigured(website)) ?? builtIn;
}

const THEME_FILE_PATH = /^\/(scripts|assets)\//;

/**
 * The files of a website's theme (`/site.css`, `/scripts/*`, `/assets/*`) for the asset server,
 * which runs before `resolveWebsite`: for those paths only, the website is looked up from the
 * Host header as resolveWebsite does (through the same cache). A website on the built-in theme
 * gets `builtIn`'s `/site.css` (at any hash: its current one); other paths go on to the next
 * handler. Not mounted when THEME_DIR is set (the asset server serves that folder itself).
 */
export function websiteThemeAssets(
  deps: AppDeps,
  manifest: AssetManifest,
  builtIn: PlatformSite,
): RequestHandler {
  const siteFor = websitePlatformSites(deps, manifest);
  // Made on the first theme file asked for: a server whose asset paths are never asked for needs no cache.
  let lookup: ReturnType<typeof hostWebsiteLookup> | undefined;
  const routers = new WeakMap<PlatformSite, Router>();
  return async function websiteThemeAssetsMiddleware(req, res, next) {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      !(req.path === SITE_CSS_PATH || THEME_FILE_PATH.test(req.path))
    ) {
      next();
      return;
    }
    try {
      const website =
        websiteRecordOf(req) ??
        (await (lookup ??= hostWebsiteLookup(deps))(hostName(req.get('host')))).website;
      const uploaded = await siteFor(website);
      if (uploaded === undefined && req.path !== SITE_CSS_PATH) {
        next();
        return;
      }
      const site = uploaded ?? builtIn;
      let router = routers.get(site);
      if (router === undefined) {
        const theme = site.theme;
        router = platformAssets(() => theme);
        routers.set(site, router);
      }
      router(req, res, next);
    } catch (error) {
      next(error);
    }
  };
}
