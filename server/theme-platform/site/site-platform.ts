// The site's theme as a platform site: THEME_DIR when it names one, else the built-in theme (`templates/`), loaded and rendered the same way.
import { resolve } from 'node:path';
import type { AppDeps } from '../../app-deps.js';
import type { AssetManifest } from '../../site/render/asset-manifest.js';
import { defaultThemeDir } from '../../site/render/paths.js';
import { sharedPlatformSite, type PlatformSite } from './platform-page.js';

/** How errors of the built-in theme name its files: `templates/collections/products.item`. */
export const BUILT_IN_LABEL = 'templates';

/** The platform site of `deps.config.themeDir`, or undefined when THEME_DIR names none. */
export function configuredPlatformSite(deps: AppDeps, manifest: AssetManifest): PlatformSite | undefined {
  const dir = deps.config.themeDir;
  if (dir === undefined || dir === '') return undefined;
  return sharedPlatformSite({
    dir: resolve(dir),
    label: dir,
    development: !deps.config.production,
    manifest,
    logger: deps.logger,
  });
}

/**
 * The built-in theme (`dir`, default `templates/`) as a platform site: an ordinary
 * developer-platform theme folder, its own bodies the fallback of its views, its errors named
 * `templates/…`. Recompiled when a file changes outside production.
 */
export function builtInPlatformSite(
  deps: AppDeps,
  manifest: AssetManifest,
  dir: string = defaultThemeDir(),
): PlatformSite {
  return sharedPlatformSite({
    dir: resolve(dir),
    label: BUILT_IN_LABEL,
    development: !deps.config.production,
    manifest,
    logger: deps.logger,
    ownBodies: true,
  });
}

/** The theme every website renders through without an uploaded theme: THEME_DIR, else the built-in one. */
export function defaultPlatformSite(
  deps: AppDeps,
  manifest: AssetManifest,
  builtInDir?: string,
): PlatformSite {
  return configuredPlatformSite(deps, manifest) ?? builtInPlatformSite(deps, manifest, builtInDir);
}

/**
 * Whether `?format=json` / `?format=json-pretty` answers the page's context: for a signed-in
 * member of the website, and for anyone in development (`tessera dev`); others get the page.
 */
export function jsonFormatOf(
  query: Readonly<Record<string, unknown>>,
  allowed: boolean,
): 'json' | 'json-pretty' | undefined {
  if (!allowed) return undefined;
  const format = query.format;
  return format === 'json' || format === 'json-pretty' ? format : undefined;
}
