// The visitor tracking script: after load, when the browser is idle, one RecordHit page view (SPEC §3 visit fields), a form-render per form block, a button-render per button, button clicks, overlay and quick-view posts, and the commerce events of SPEC §7 when the visitor-metrics flag is on.
import { consoleReporter, type ErrorReporter } from './report-error.js';

/** SPEC §9: a census post gives up after 2,500 ms. */
export const CENSUS_TIMEOUT_MS = 2500;
export const RECORD_HIT_PATH = '/api/census/RecordHit';
export const ANALYTICS_EVENTS_PATH = '/api/census/events';
export const FORM_RENDER_PATH = '/api/census/form-render';
export const BUTTON_RENDER_PATH = '/api/census/button-render';
export const BUTTON_CLICK_PATH = '/api/census/button-click';
export const OVERLAY_PATH = '/api/census/overlay';
export const QUICK_VIEW_PATH = '/api/census/RecordQuickView/';

/** The buttons the census counts (SPEC §7 button-render and button-click): button blocks, a banner's button, the header's. */
export const CENSUS_BUTTONS = '.block--button a[href], .hero__action a[href], a.site-header__button';
/** The product page's rating link to its reviews (SPEC §7 `CommerceShopping_ReviewsVitalsAnchorLink`). */
export const REVIEWS_LINK = 'a[data-tessera-reviews-link]';

/** Where tracking failures go (SPEC §8: to the error reporter, never to the visitor). */
let reporter: ErrorReporter = consoleReporter;

/** Sends tracking failures to the page's error reporter (boot sets it once it has one). */
export function setTrackingReporter(report: ErrorReporter): void {
  reporter = report;
}

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const at = part.indexOf('=');
    if (part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return undefined;
}

/** Whether the page says tracking is off (SPEC §6: not-found, lock screen, member-area denied, search). */
export function trackingOff(doc: Document = document): boolean {
  return doc.body?.getAttribute('data-tracking') === 'off';
}

/** Whether the website's visitor-metrics feature flag is on (SPEC §7: commerce events only then). */
export function visitorMetricsOn(doc: Document = document): boolean {
  return !trackingOff(doc) && doc.body?.getAttribute('data-visitor-metrics') === 'on';
}

function localStorageWorks(): boolean {
  try {
    localStorage.setItem('tessera:probe', '1');
    localStorage.removeItem('tessera:probe');
    return true;
  } catch {
    return false;
  }
}

function attribute(name: string): string | undefined {
  return document.body?.getAttribute(name) ?? undefined;
}

/** SPEC §3 "Visit event" fields of this page. */
export function visitData(): Record<string, unknown> {
  const pageType = Number(attribute('data-page-type'));
  return {
    pagePath: location.pathname,
    url: location.href.slice(0, 2083),
    title: document.title.slice(0, 500),
    referrer: document.referrer.slice(0, 2083) || undefined,
    locale: navigator.language,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    clientDate: Date.now(),
    viewport: { width: innerWidth, height: innerHeight },
    screen: { width: screen.width, height: screen.height },
    itemId: attribute('data-item-id'),
    collectionId: attribute('data-collection-id'),
    pageType: Number.isInteger(pageType) ? pageType : undefined,
    queryString: location.search.slice(1, 2084) || undefined,
    localStorageSupported: localStorageWorks(),
  };
}

/**
 * Posts to a census path: a form body by beacon when the browser has one and `beacon` is not
 * false, else (and for JSON) fetch with keepalive, given up after 2,500 ms. Failures are reported
 * and swallowed. Resolves once the post is done (at once for a beacon); never rejects.
 */
export function postCensus(
  path: string,
  body: URLSearchParams | Record<string, unknown>,
  beacon = true,
): Promise<void> {
  try {
    const crumb = readCookie('crumb');
    if (body instanceof URLSearchParams) {
      if (crumb !== undefined) body.set('crumb', crumb);
      if (beacon && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(path, body))
        return Promise.resolve();
    }
    const json = !(body instanceof URLSearchParams);
    const headers: Record<string, string> = json ? { 'Content-Type': 'application/json' } : {};
    if (crumb !== undefined) headers['X-Csrf-Token'] = crumb;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), CENSUS_TIMEOUT_MS);
    return fetch(path, {
      method: 'POST',
      headers,
      body: json ? JSON.stringify(body) : body,
      credentials: 'same-origin',
      keepalive: true,
      signal: controller.signal,
    })
      .then((res) => {
        if (!res.ok) reporter(new Error(`${path} answered ${res.status}`), 'tracking');
      })
      .catch((error: unknown) => reporter(error, 'tracking'))
      .finally(() => clearTimeout(timer));
  } catch (error) {
    reporter(error, 'tracking');
    return Promise.resolve();
  }
}

/**
 * Posts one RecordHit (form-encoded `event`, `data` JSON, `ss_cvr`), unless the page says tracking
 * is off; by fetch when `beacon` is false, so the returned promise waits for its answer.
 */
export function recordHit(event: string, data: Record<string, unknown>, beacon = true): Promise<void> {
  if (trackingOff()) return Promise.resolve();
  const body = new URLSearchParams({ event, data: JSON.stringify(data) });
  const record = readCookie('ss_cvr');
  if (record !== undefined) body.set('ss_cvr', record);
  return postCensus(RECORD_HIT_PATH, body, beacon);
}

/** Posts a `CommerceShopping_*` event (SPEC §7) when the visitor-metrics flag is on. */
export function trackCommerce(event: string, data: Record<string, unknown>): void {
  if (!visitorMetricsOn()) return;
  void postCensus(ANALYTICS_EVENTS_PATH, { event, data: { pagePath: location.pathname, ...data } });
}

/** The page fields (SPEC §3 "Event payload") and the visitor record every JSON census post carries. */
export function censusPageFields(): Record<string, unknown> {
  const pageType = Number(attribute('data-page-type') ?? Number.NaN);
  return {
    pagePath: location.pathname,
    pageType: Number.isInteger(pageType) ? pageType : undefined,
    visitorCookie: readCookie('ss_cvr'),
  };
}

/** What the census is told of a button: its visible text, where it leads and its block. */
function buttonFields(link: HTMLAnchorElement): Record<string, unknown> {
  const shown = link.cloneNode(true) as HTMLElement;
  for (const hidden of shown.querySelectorAll('.visually-hidden')) hidden.remove();
  return {
    buttonText: (shown.textContent ?? '').trim().slice(0, 500),
    buttonUrl: link.href.slice(0, 2083),
    blockId: link.closest<HTMLElement>('[data-block-id]')?.dataset.blockId,
  };
}

/** SPEC §7 button-render: one post per button on the page. */
function recordButtonRenders(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(CENSUS_BUTTONS))
    void postCensus(BUTTON_RENDER_PATH, { ...censusPageFields(), ...buttonFields(link) });
}

/** SPEC §7 overlay: an overlay's event (the promotion popup shown, signed up to, closed) and the page. */
export function recordOverlay(event: Record<string, string | number | boolean | null>): void {
  if (trackingOff()) return;
  void postCensus(OVERLAY_PATH, { ...censusPageFields(), event });
}

/** SPEC §7 RecordQuickView: a product's quick view opened on this page. */
export function recordQuickView(itemId: string): void {
  if (trackingOff() || !/^[\w-]{1,100}$/.test(itemId)) return;
  void postCensus(`${QUICK_VIEW_PATH}${itemId}`, censusPageFields());
}

/** A product's own related products under it (collections/products.item): one card each. */
const RELATED_CARD = '.related-products [data-related-item-id]';

/** SPEC §7's item details of a related product's card. */
function relatedItem(card: HTMLElement): Record<string, unknown> {
  return { item_id: card.dataset.relatedItemId, item_title: card.dataset.relatedItemTitle };
}

/**
 * Clicks the census hears, on the whole document: a counted button (button-click, SPEC §7) and,
 * with the visitor-metrics flag, the rating link to a product's reviews and a related product's link.
 */
function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest<HTMLAnchorElement>(CENSUS_BUTTONS);
  if (button) void postCensus(BUTTON_CLICK_PATH, { ...censusPageFields(), ...buttonFields(button) }, false);
  const related = target?.closest('a')?.closest<HTMLElement>(RELATED_CARD);
  if (related) trackCommerce('CommerceShopping_RelatedProductClick', { product: relatedItem(related) });
  if (target?.closest(REVIEWS_LINK))
    trackCommerce('CommerceShopping_ReviewsVitalsAnchorLink', {
      page_id: attribute('data-collection-id'),
      product: { item_id: attribute('data-item-id') },
    });
}

/** SPEC §7 form-render: one post per form block on the page (the views the owner's form conversion counts). */
function recordFormRenders(): void {
  const record = readCookie('ss_cvr');
  for (const form of document.querySelectorAll<HTMLElement>('[data-form-id]')) {
    const formId = form.dataset.formId;
    if (formId)
      void postCensus(FORM_RENDER_PATH, { formId, pagePath: location.pathname, visitorCookie: record });
  }
}

/** Which product page this is: a product's own page, a products collection's list, or neither. */
function productPage(): 'pdp' | 'plp' | undefined {
  if (!document.body?.classList.contains('collection-type-products')) return undefined;
  return attribute('data-item-id') === undefined ? 'plp' : 'pdp';
}

/** Runs `task` after the load event, when the browser is idle (or soon after, without requestIdleCallback). */
function afterLoad(task: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(task, { timeout: 3000 })
      : setTimeout(task, 1);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/** The census posts that follow this page's view: its form renders and, with metrics on, its visit event. */
function followUps(): (() => void)[] {
  const posts: (() => void)[] = [];
  if (document.querySelector('[data-form-id]') !== null) posts.push(recordFormRenders);
  if (document.querySelector(CENSUS_BUTTONS) !== null) posts.push(recordButtonRenders);
  if (!visitorMetricsOn()) return posts;
  const page = productPage();
  if (page === 'pdp')
    posts.push(() =>
      trackCommerce('CommerceShopping_VisitPDP', { product: { item_id: attribute('data-item-id') } }),
    );
  const related = [...document.querySelectorAll<HTMLElement>(RELATED_CARD)];
  if (page === 'pdp' && related.length > 0)
    posts.push(() =>
      trackCommerce('CommerceShopping_RelatedProductDisplay', { products: related.map(relatedItem) }),
    );
  if (page === 'plp')
    posts.push(() =>
      trackCommerce('CommerceShopping_VisitPLP', { page_id: attribute('data-collection-id') }),
    );
  // SPEC §2: page type 200 is the cart page.
  if (attribute('data-page-type') === '200') posts.push(() => trackCommerce('CommerceShopping_ViewCart', {}));
  return posts;
}

/**
 * Starts tracking the page: the page view, then the posts that follow it. Those wait for the page
 * view's answer (it is sent by fetch then, not by beacon): the page view is what starts a visit
 * and sets the visit cookie (SPEC §4), and a post racing it would start a second visit.
 */
export function startTracking(): void {
  if (trackingOff()) return;
  document.addEventListener('click', onClick);
  afterLoad(() => {
    const posts = followUps();
    if (posts.length === 0) {
      void recordHit('page-view', visitData());
      return;
    }
    void recordHit('page-view', visitData(), false).then(() => {
      for (const post of posts) post();
    });
  });
}
