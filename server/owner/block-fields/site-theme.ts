// The developer-platform theme the live site renders, as the owner's block-area list needs it: THEME_DIR's (or none, for the built-in theme).
import type { AppDeps } from '../../app-deps.js';
import { readAssetManifest } from '../../site/render/asset-manifest.js';
import { defaultAssetsDir } from '../../site/render/paths.js';
import type { RequestWebsite } from '../../http/request-context.js';
import type { PlatformTheme } from '../../theme-platform/platform-theme.js';
import { configuredPlatformSite } from '../../theme-platform/site/site-platform.js';

/**
 * The platform theme `website`'s pages render through: the one THEME_DIR names (shared with the
 * site router, so it is compiled once), or undefined for the built-in theme.
 */
export function liveSiteTheme(deps: AppDeps, _website: RequestWebsite): PlatformTheme | undefined {
  if (deps.config.themeDir === undefined || deps.config.themeDir === '') return undefined;
  return configuredPlatformSite(deps, readAssetManifest(defaultAssetsDir()))?.theme;
}
