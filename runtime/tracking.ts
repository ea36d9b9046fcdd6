// The visitor tracking script: after load, when the browser is idle, one RecordHit page view (SPEC §3 visit fields), a form-render per form block, and the commerce events of SPEC §7 when the visitor-metrics flag is on.
import { consoleReporter, type ErrorReporter } from './report-error.js';

/** SPEC §9: a census post gives up after 2,500 ms. */
export const CENSUS_TIMEOUT_MS = 2500;
export const RECORD_HIT_PATH = '/api/census/RecordHit';
export const ANALYTICS_EVENTS_PATH = '/api/census/events';
export const FORM_RENDER_PATH = '/api/census/form-render';

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
  if (!visitorMetricsOn()) return posts;
  const page = productPage();
  if (page === 'pdp')
    posts.push(() =>
      trackCommerce('CommerceShopping_VisitPDP', { product: { item_id: attribute('data-item-id') } }),
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
