// Serves the built runtime (`/assets/*`, with its .br/.gz twins) and the theme's stylesheets (`/theme/*`), hashed files cached for a year.
import { Router } from 'express';
import type { AppDeps } from '../app-deps.js';
import { platformAssets } from '../theme-platform/site/platform-assets.js';
import { configuredPlatformSite } from '../theme-platform/site/site-platform.js';
import { websiteThemeAssets } from '../theme-platform/site/website-theme.js';
import { precompressedStatic, uncompressedPath } from '../http/compression.js';
import { readAssetManifest } from './render/asset-manifest.js';
import { defaultAssetsDir, defaultThemeDir } from './render/paths.js';
import { sharedTheme } from './render/shared-theme.js';
import { THEME_ASSETS_PATH } from './render/theme.js';

/** Where the runtime's files are served. */
export const ASSETS_PATH = '/assets';

/** Options of {@link siteAssets}: the same folders as the site router's. */
export interface SiteAssetsOptions {
  themeDir?: string;
  assetsDir?: string;
}

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
/** esbuild's `[name]-[hash]` file names: the content decides the name, so it never changes under it. */
const HASHED = /-[A-Za-z0-9]{8,}\.[a-z0-9]+$/;
const THEME_FILE = /^\/([A-Za-z0-9_-]+)-([a-f0-9]{12})\.css$/;

/**
 * The static files pages link to: `/assets/<file>` from the runtime build (content-hashed names
 * immutable for a year, anything else revalidated) and `/theme/<name>-<hash>.css` (the theme's
 * current stylesheet: immutable at its current hash; an old hash gets the current file,
 * revalidated). Unknown files are 404s. Mount before the site router. Throws when the runtime
 * has not been built, so `serve` stops with that message.
 */
export function siteAssets(deps: AppDeps, options: SiteAssetsOptions = {}): Router {
  const assetsDir = options.assetsDir ?? defaultAssetsDir();
  const manifest = readAssetManifest(assetsDir);
  const theme = sharedTheme(options.themeDir ?? defaultThemeDir(), !deps.config.production, deps.logger);
  const router = Router();
  const runtime = (fallthrough: boolean) =>
    precompressedStatic(assetsDir, {
      index: false,
      fallthrough,
      setHeaders(res, path) {
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader(
          'Cache-Control',
          HASHED.test(uncompressedPath(path)) ? 'public, max-age=31536000, immutable' : 'public, no-cache',
        );
      },
      maxAge: 0,
    });
  // The runtime's own files first: the boot script and islands every page loads never wait on a
  // website lookup. Then a developer-platform theme's /site.css, /scripts/* and /assets/* (THEME_DIR,
  // else the website's uploaded theme); what neither has is a 404.
  router.use(ASSETS_PATH, runtime(true));
  const platform = configuredPlatformSite(deps, manifest);
  if (platform !== undefined) router.use(platformAssets(() => platform.theme));
  else router.use(websiteThemeAssets(deps, manifest));
  router.use(ASSETS_PATH, runtime(false));

  router.get(`${THEME_ASSETS_PATH}/:file`, (req, res, next) => {
    const match = THEME_FILE.exec(`/${req.params.file}`);
    const sheet =
      match === null
        ? undefined
        : theme
            .stylesheets()
            .find((candidate) => candidate.url.startsWith(`${THEME_ASSETS_PATH}/${match[1]}-`));
    if (sheet === undefined) {
      res.status(404).type('text').set('Cache-Control', 'no-store').send('Not found');
      return;
    }
    const current = sheet.url === `${THEME_ASSETS_PATH}/${req.params.file}`;
    res.set('X-Content-Type-Options', 'nosniff');
    res.type(sheet.type);
    res.sendFile(
      sheet.file,
      { maxAge: current ? ONE_YEAR_MS : 0, immutable: current, lastModified: true },
      (error) => {
        if (error !== undefined && !res.headersSent) next(error);
      },
    );
  });
  return router;
}
