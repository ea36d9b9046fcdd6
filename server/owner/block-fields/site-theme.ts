// The developer-platform theme the live site renders for the owner's website, as the block-area list needs it: THEME_DIR's, the website's active uploaded theme, or none (the built-in theme).
import type { Request } from 'express';
import type { AppDeps } from '../../app-deps.js';
import { readAssetManifest, type AssetManifest } from '../../site/render/asset-manifest.js';
import { defaultAssetsDir } from '../../site/render/paths.js';
import { websiteRecordOf } from '../../site/website/request-website.js';
import type { PlatformTheme } from '../../theme-platform/platform-theme.js';
import { websitePlatformSites, type WebsitePlatformSite } from '../../theme-platform/site/website-theme.js';

/** The per-website choice of theme, made once per app (its uploaded themes' sites are kept). */
const choosers = new WeakMap<AppDeps, WebsitePlatformSite>();

/**
 * The built runtime's manifest. Listing block areas renders nothing, so an app whose runtime is
 * not built (some test apps) still gets an answer; the site router, made first, has already
 * given THEME_DIR's shared site the real one.
 */
function manifestOrNone(): AssetManifest {
  try {
    return readAssetManifest(defaultAssetsDir());
  } catch {
    return { boot: '', css: '' };
  }
}

/**
 * The platform theme the request's website renders through, chosen as its pages choose it
 * (server/theme-platform/site/website-theme.ts): THEME_DIR's, else its active uploaded theme;
 * undefined for the built-in theme.
 */
export async function liveSiteTheme(deps: AppDeps, req: Request): Promise<PlatformTheme | undefined> {
  let siteFor = choosers.get(deps);
  if (siteFor === undefined) {
    siteFor = websitePlatformSites(deps, manifestOrNone());
    choosers.set(deps, siteFor);
  }
  return (await siteFor(websiteRecordOf(req)))?.theme;
}
