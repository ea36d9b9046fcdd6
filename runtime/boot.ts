// The runtime's entry point (/assets/boot-HASH.js): hydrates the page's islands once the DOM is parsed, loads the add-to-cart code where a page sells, reports errors, and after load counts the page view (runtime/tracking.ts) and Core Web Vitals.
import { bindCartIndicators } from './cart-indicator.js';
import { applyFocalPoints } from './focal-points.js';
import { bootIslands } from './islands-boot.js';
import { holdClicksUntil } from './held-clicks.js';
import { createErrorReporter } from './report-error.js';
import { runtimeServices } from './services.js';
import { bindProductTabs } from './product-tabs.js';
import { bindSiteMenus } from './site-menu.js';
import { setTrackingReporter, startTracking } from './tracking.js';

/**
 * What makes a page need the add-to-cart and product-page code: an add-to-cart form or reference
 * button, or a quick-view link (whose dialog brings a product's form in later).
 */
const SELLING = '[data-tessera-add-to-cart], .sqs-add-to-cart-button, [data-tessera-quick-view]';

/**
 * The reference markup's add-to-cart buttons that add-to-cart.ts answers (`{item|add-to-cart-btn}`);
 * those with an additional-fields form or a subscription are left to their islands, which hold
 * their own first click.
 */
const REFERENCE_BUTTON = '.sqs-add-to-cart-button:not(.use-form):not([data-is-subscription])';

/** Set on <html> once the page's runtime code has loaded and started (for tests and styles). */
const READY_ATTRIBUTE = 'data-tessera-runtime';

// Errors go to RecordJavascriptErrors from the first line on: islands', the page's uncaught ones.
const errors = createErrorReporter();
errors.listen(window);

/** The performance collector, in its own chunk, fetched once the page has loaded: nothing on the critical path. */
function collectPerformanceAfterLoad(): void {
  const load = () =>
    setTimeout(() => {
      import('./performance.js').then((module) => module.collectPerformance()).catch(() => undefined);
    }, 0);
  if (document.readyState === 'complete') load();
  else window.addEventListener('load', load, { once: true });
}

function start(): void {
  applyFocalPoints(document);
  bindSiteMenus(document);
  bindProductTabs(document);
  bindCartIndicators(runtimeServices().cart);
  // Each module starts listening when it loads; a page that sells nothing never loads them.
  const selling =
    document.querySelector(SELLING) === null
      ? Promise.resolve()
      : Promise.all([import('./add-to-cart.js'), import('./product-page.js')]);
  // A reference add-to-cart button is in no form: a click before its code arrives is held, not lost.
  holdClicksUntil(document, REFERENCE_BUTTON, selling);
  bootIslands(document, errors.report);
  // SPEC §3's page view, after load when the browser is idle; nothing where the page says tracking is off.
  setTrackingReporter(errors.report);
  startTracking();
  void selling.then(() => document.documentElement.setAttribute(READY_ATTRIBUTE, 'ready'));
}

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', start, { once: true });
} else {
  start();
}
collectPerformanceAfterLoad();
