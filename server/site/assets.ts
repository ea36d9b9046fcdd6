// Serves the built runtime (`/assets/*`, with its .br/.gz twins) and the theme's files (`/site.css`, `/scripts/*`, `/assets/*`), hashed files cached for a year.
import { Router } from 'express';
import type { AppDeps } from '../app-deps.js';
import { platformAssets, SITE_CSS_PATH } from '../theme-platform/site/platform-assets.js';
import { builtInPlatformSite, configuredPlatformSite } from '../theme-platform/site/site-platform.js';
import { websiteThemeAssets } from '../theme-platform/site/website-theme.js';
import { precompressedStatic, uncompressedPath } from '../http/compression.js';
import { readAssetManifest } from './render/asset-manifest.js';
import { defaultAssetsDir, defaultThemeDir } from './render/paths.js';

/** Where the runtime's files are served. */
export const ASSETS_PATH = '/assets';

/** Options of {@link siteAssets}: the same folders as the site router's. */
export interface SiteAssetsOptions {
  themeDir?: string;
  assetsDir?: string;
}

/** esbuild's `[name]-[hash]` file names: the content decides the name, so it never changes under it. */
const HASHED = /-[A-Za-z0-9]{8,}\.[a-z0-9]+$/;

/**
 * The static files pages link to: `/assets/<file>` from the runtime build (content-hashed names
 * immutable for a year, anything else revalidated) and the theme's own files (platform-assets.ts:
 * `/site.css?v=HASH`, immutable at its current hash, `/scripts/*`, `/assets/*`). The built-in
 * theme's stylesheet at its own hash is answered without looking the website up. Unknown files
 * are 404s. Mount before the site router. Throws when the runtime has not been built, so `serve`
 * stops with that message.
 */
export function siteAssets(deps: AppDeps, options: SiteAssetsOptions = {}): Router {
  const assetsDir = options.assetsDir ?? defaultAssetsDir();
  const manifest = readAssetManifest(assetsDir);
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
  else {
    // The built-in theme's /site.css at the hash its pages link: the same bytes for every website on it.
    const builtIn = builtInPlatformSite(deps, manifest, options.themeDir ?? defaultThemeDir());
    const builtInCss = platformAssets(() => builtIn.theme);
    router.get(SITE_CSS_PATH, (req, res, next) => {
      const linked = new URL(builtIn.theme.stylesheets()[0].url, 'http://theme.invalid').searchParams.get(
        'v',
      );
      if (linked !== null && req.query.v === linked) builtInCss(req, res, next);
      else next();
    });
    router.use(websiteThemeAssets(deps, manifest, builtIn));
  }
  router.use(ASSETS_PATH, runtime(false));

  return router;
}
