// The site's developer-platform theme when THEME_DIR names one: shared by the asset server and the site router.
import { resolve } from 'node:path';
import type { AppDeps } from '../../app-deps.js';
import type { AssetManifest } from '../../site/render/asset-manifest.js';
import { sharedPlatformSite, type PlatformSite } from './platform-page.js';

/** The platform site of `deps.config.themeDir`, or undefined for the built-in theme. */
export function configuredPlatformSite(deps: AppDeps, manifest: AssetManifest): PlatformSite | undefined {
  const dir = deps.config.themeDir;
  if (dir === undefined || dir === '') return undefined;
  return sharedPlatformSite({
    dir: resolve(dir),
    development: !deps.config.production,
    manifest,
    logger: deps.logger,
  });
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
