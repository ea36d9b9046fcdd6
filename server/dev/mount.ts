// Live reload and the error overlay mounted on the app in development (`tessera dev`), for the theme the site renders.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Express } from 'express';
import type { AppDeps } from '../app-deps.js';
import { pageCacheFor } from '../site/cache/site-caches.js';
import { defaultAssetsDir, defaultThemeDir } from '../site/render/paths.js';
import { readAssetManifest } from '../site/render/asset-manifest.js';
import {
  BUILT_IN_LABEL,
  builtInPlatformSite,
  configuredPlatformSite,
} from '../theme-platform/site/site-platform.js';
import { createDevReload, type DevReload, type DevThemeSource } from './dev-events.js';
import { devReloadScope } from './dev-pages.js';
import { platformThemeSource } from './theme-sources.js';

/** Options of {@link mountDevReload}: the same folders as the site router's. */
export interface DevReloadMountOptions {
  /** The built-in theme's folder (default `templates/`); `THEME_DIR` (config.themeDir) goes first. */
  themeDir?: string;
  assetsDir?: string;
  /** Another theme than the one the configuration names (theme-sources.ts adapts a platform theme). */
  source?: DevThemeSource;
}

const mounted = new WeakMap<object, DevReload>();

/**
 * The theme the site renders: the developer-platform folder `THEME_DIR` names (its errors named
 * as `tessera check THEME_DIR` names them), else the built-in theme in `themeDir`.
 */
function developedTheme(deps: AppDeps, themeDir: string | undefined, assetsDir: string): DevThemeSource {
  const manifest = readAssetManifest(assetsDir);
  const platform = configuredPlatformSite(deps, manifest);
  if (platform !== undefined && deps.config.themeDir !== undefined) {
    const label = deps.config.themeDir;
    return platformThemeSource(platform.theme, resolve(label), label);
  }
  const dir = resolve(themeDir ?? defaultThemeDir());
  return platformThemeSource(builtInPlatformSite(deps, manifest, dir).theme, dir, BUILT_IN_LABEL);
}

/**
 * The browser script's URL from the runtime build (`dev` in dist/public/assets/manifest.json, built
 * from runtime/dev-reload.ts), read at each request. Throws a message that says how to fix a missing build.
 */
export function devClientUrl(assetsDir: string): string {
  const manifestFile = join(assetsDir, 'manifest.json');
  let dev: unknown;
  try {
    dev = (JSON.parse(readFileSync(manifestFile, 'utf8')) as { dev?: unknown }).dev;
  } catch {
    dev = undefined;
  }
  if (typeof dev !== 'string' || !/^\/assets\/[\w.-]+\.js$/.test(dev)) {
    throw new Error(`${manifestFile} names no live-reload script. Run \`npm run build\` again.`);
  }
  return dev;
}

/**
 * Mounts `GET /__tessera/dev.js` and `GET /__tessera/dev-events` on `app` and makes every page it
 * renders after them link the script (server/dev/dev-pages.ts): saving a theme file reloads open pages (swaps their stylesheets
 * when only CSS changed) and errors show over the page. Rendered pages kept for visitors are
 * dropped at each save. Call before the site's routers, only in development; `closeDevReload(app)`
 * stops watching.
 */
export function mountDevReload(app: Express, deps: AppDeps, options: DevReloadMountOptions = {}): DevReload {
  const assetsDir = options.assetsDir ?? defaultAssetsDir();
  const source = options.source ?? developedTheme(deps, options.themeDir, assetsDir);
  const dev = createDevReload({
    theme: source,
    clientUrl: () => devClientUrl(assetsDir),
    onChange: (change) => {
      pageCacheFor(deps.db.knex).clear();
      deps.logger.info({ files: change.files }, 'theme files changed');
    },
    onError: (error) => deps.logger.error({ err: error }, 'the theme could not be checked after a change'),
  });
  app.use(devReloadScope(dev));
  app.use(dev.router);
  mounted.set(app, dev);
  return dev;
}

/** Stops the live reload mounted on `app`, if any: its watcher and open streams. */
export function closeDevReload(app: object): void {
  mounted.get(app)?.close();
  mounted.delete(app);
}
