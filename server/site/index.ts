// The site's exports for the app to mount, in this order: siteAssets, resolveWebsite, (other routers), createSiteRouter, siteErrorHandler.
export { siteAssets, ASSETS_PATH, type SiteAssetsOptions } from './assets.js';
export { siteErrorHandler, type SiteErrorHandlerOptions } from './error-handler.js';
export { createSiteRouter, type SiteRouterOptions } from './routes.js';
export { resolveWebsite } from './website/resolve-website.js';
