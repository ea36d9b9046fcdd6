// The site's exports for the app to mount, in this order: siteAssets, resolveWebsite, (other routers), createSiteRouter, siteErrorHandler.
// Write paths elsewhere call invalidateSiteData (import it from './site/cache/site-caches.js' to stay clear of the theme).
export { siteAssets, ASSETS_PATH, type SiteAssetsOptions } from './assets.js';
export { invalidateSiteData } from './cache/site-caches.js';
export { siteErrorHandler, type SiteErrorHandlerOptions } from './error-handler.js';
export { createSiteRouter, type SiteRouterOptions } from './routes.js';
export { resolveWebsite } from './website/resolve-website.js';
