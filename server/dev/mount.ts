// Live reload and the error overlay mounted on the app in development (`tessera dev`), for the built-in theme.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Express } from 'express';
import type { AppDeps } from '../app-deps.js';
import { pageCacheFor } from '../site/cache/site-caches.js';
import { defaultAssetsDir, defaultThemeDir } from '../site/render/paths.js';
import { sharedTheme } from '../site/render/shared-theme.js';
import { createDevReload, type DevReload, type DevThemeSource } from './dev-events.js';
import { attachDevReload } from './dev-pages.js';
import { builtInThemeSource } from './theme-sources.js';

/** Options of {@link mountDevReload}: the same folders as the site router's. */
export interface DevReloadMountOptions {
  themeDir?: string;
  assetsDir?: string;
  /** Another theme than the built-in one in `themeDir` (a developer-platform folder: theme-sources.ts). */
  source?: { theme: object; source: DevThemeSource };
}

const mounted = new WeakMap<object, DevReload>();

/**
 * The browser script from the runtime build (`dev` in dist/public/assets/manifest.json, built from
 * runtime/dev-reload.ts), read at each request. Throws a message that says how to fix a missing build.
 */
export function devClientScript(assetsDir: string): Buffer {
  const manifestFile = join(assetsDir, 'manifest.json');
  let dev: unknown;
  try {
    dev = (JSON.parse(readFileSync(manifestFile, 'utf8')) as { dev?: unknown }).dev;
  } catch {
    dev = undefined;
  }
  if (typeof dev !== 'string') {
    throw new Error(`${manifestFile} names no live-reload script. Run \`npm run build\` again.`);
  }
  return readFileSync(join(assetsDir, basename(dev)));
}

/**
 * Mounts `GET /__tessera/dev.js` and `GET /__tessera/dev-events` on `app` and makes every page the
 * theme renders link the script: saving a theme file reloads open pages (swaps their stylesheets
 * when only CSS changed) and errors show over the page. Rendered pages kept for visitors are
 * dropped at each save. Call before the site's routers, only in development; `closeDevReload(app)`
 * stops watching.
 */
export function mountDevReload(app: Express, deps: AppDeps, options: DevReloadMountOptions = {}): DevReload {
  const dir = options.themeDir ?? defaultThemeDir();
  const assetsDir = options.assetsDir ?? defaultAssetsDir();
  const builtIn =
    options.source === undefined ? sharedTheme(dir, !deps.config.production, deps.logger) : undefined;
  const theme = options.source?.theme ?? builtIn!;
  const source = options.source?.source ?? builtInThemeSource(builtIn!, dir);
  const dev = createDevReload({
    theme: source,
    clientScript: () => devClientScript(assetsDir),
    onChange: (change) => {
      pageCacheFor(deps.db.knex).clear();
      deps.logger.info({ files: change.files }, 'theme files changed');
    },
    onError: (error) => deps.logger.error({ err: error }, 'the theme could not be checked after a change'),
  });
  const detach = attachDevReload(theme, dev);
  app.use(dev.router);
  const close = dev.close;
  const closing: DevReload = {
    ...dev,
    close() {
      detach();
      close();
    },
  };
  mounted.set(app, closing);
  return closing;
}

/** Stops the live reload mounted on `app`, if any: its watcher and open streams. */
export function closeDevReload(app: object): void {
  mounted.get(app)?.close();
  mounted.delete(app);
}
