// The tracking script in a page (jsdom): the page view it posts after load, by beacon or by fetch with SPEC §9's timeout, silence where tracking is off, commerce events only with the visitor-metrics flag.
/** @vitest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productPageOf, trackAddToCart } from './tracking-commerce.js';
import {
  ANALYTICS_EVENTS_PATH,
  BUTTON_CLICK_PATH,
  BUTTON_RENDER_PATH,
  CENSUS_TIMEOUT_MS,
  FORM_RENDER_PATH,
  OVERLAY_PATH,
  RECORD_HIT_PATH,
  recordHit,
  recordOverlay,
  recordQuickView,
  setTrackingReporter,
  startTracking,
  trackCommerce,
} from './tracking.js';

const beacons: [string, URLSearchParams][] = [];
const reported: unknown[] = [];

function page(attributes: Record<string, string>, classes = 'site'): void {
  document.body.className = classes;
  for (const name of [...document.body.getAttributeNames()]) document.body.removeAttribute(name);
  document.body.className = classes;
  for (const [name, value] of Object.entries(attributes)) document.body.setAttribute(name, value);
}

function withBeacon(): void {
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (path: string, body: URLSearchParams) => {
      beacons.push([path, body]);
      return true;
    },
  });
}

function withoutBeacon(): void {
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: undefined });
}

function fetchCalls() {
  const fetchMock = vi.fn(async () => new Response(null, { status: 202 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The posts fetch was given, in order: the path and the event (RecordHit's form field, else the JSON body). */
function postsOf(calls: ReturnType<typeof fetchCalls>): [string, unknown][] {
  return (calls.mock.calls as unknown as [string, RequestInit][]).map(([path, init]) => [
    path,
    init.body instanceof URLSearchParams ? init.body.get('event') : JSON.parse(String(init.body)),
  ]);
}

beforeEach(() => {
  beacons.length = 0;
  reported.length = 0;
  setTrackingReporter((error) => reported.push(error));
  document.cookie = 'crumb=crumb-value; path=/';
  document.cookie = 'ss_cvr=visitor-1|1|2|3|4; path=/';
  document.title = 'Walnut Basket';
  withBeacon();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the page view', () => {
  it('is posted once the page has loaded, by beacon, form-encoded with SPEC §3 visit fields, the record and the crumb', async () => {
    vi.useFakeTimers();
    page(
      { 'data-page-type': '50', 'data-item-id': 'basket', 'data-collection-id': 'shop' },
      'site collection-type-products',
    );
    startTracking();
    expect(beacons).toEqual([]);
    await vi.runAllTimersAsync();
    expect(beacons).toHaveLength(1);
    const [path, body] = beacons[0] ?? [];
    expect(path).toBe(RECORD_HIT_PATH);
    expect(body?.get('event')).toBe('page-view');
    expect(body?.get('ss_cvr')).toBe('visitor-1|1|2|3|4');
    expect(body?.get('crumb')).toBe('crumb-value');
    expect(JSON.parse(body?.get('data') ?? '{}')).toMatchObject({
      pagePath: location.pathname,
      title: 'Walnut Basket',
      itemId: 'basket',
      collectionId: 'shop',
      pageType: 50,
      viewport: { width: innerWidth, height: innerHeight },
      localStorageSupported: true,
    });
  });

  it('is not posted where the page says tracking is off', async () => {
    vi.useFakeTimers();
    page({ 'data-page-type': '100', 'data-tracking': 'off' });
    startTracking();
    recordHit('page-view', { pagePath: '/' });
    await vi.runAllTimersAsync();
    expect(beacons).toEqual([]);
  });

  it('without a beacon: fetch with keepalive and the crumb header, given up after 2,500 ms, the failure only reported', async () => {
    vi.useFakeTimers();
    withoutBeacon();
    page({});
    let signal: AbortSignal | undefined;
    const fetchMock = vi.fn((_path: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    recordHit('page-view', { pagePath: '/' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(fetchMock.mock.calls[0]?.[0]).toBe(RECORD_HIT_PATH);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    expect(init?.headers).toEqual({ 'X-Csrf-Token': 'crumb-value' });
    await vi.advanceTimersByTimeAsync(CENSUS_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    expect(reported).toHaveLength(1);
  });

  it('a census answering 500 changes nothing for the visitor: reported, never thrown', async () => {
    withoutBeacon();
    page({});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    expect(() => recordHit('page-view', { pagePath: '/' })).not.toThrow();
    await vi.waitFor(() => expect(reported).toHaveLength(1));
    expect(String(reported[0])).toContain('answered 500');
  });
});

describe('form renders (SPEC §7)', () => {
  afterEach(() => document.querySelectorAll('[data-form-id]').forEach((form) => form.remove()));

  it('each form block on the page is posted once after the page view, as JSON with the record', async () => {
    vi.useFakeTimers();
    page({});
    document.body.insertAdjacentHTML(
      'beforeend',
      '<section data-form-id="form-a"></section><section data-form-id="form-b"></section>',
    );
    const calls = fetchCalls();
    startTracking();
    expect(calls).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    // The page view goes first, by fetch (not beacon), so the form renders follow its visit cookie.
    expect(beacons).toEqual([]);
    expect(postsOf(calls)).toEqual([
      [RECORD_HIT_PATH, 'page-view'],
      [
        FORM_RENDER_PATH,
        { formId: 'form-a', pagePath: location.pathname, visitorCookie: 'visitor-1|1|2|3|4' },
      ],
      [
        FORM_RENDER_PATH,
        { formId: 'form-b', pagePath: location.pathname, visitorCookie: 'visitor-1|1|2|3|4' },
      ],
    ]);
  });

  it('nothing is posted where the page says tracking is off', async () => {
    vi.useFakeTimers();
    page({ 'data-tracking': 'off' });
    document.body.insertAdjacentHTML('beforeend', '<section data-form-id="form-a"></section>');
    const calls = fetchCalls();
    startTracking();
    await vi.runAllTimersAsync();
    expect(calls).not.toHaveBeenCalled();
  });
});

describe('commerce events (SPEC §7)', () => {
  it('are not sent without the visitor-metrics flag', () => {
    page({ 'data-item-id': 'basket' });
    const calls = fetchCalls();
    trackCommerce('CommerceShopping_ViewCart', {});
    trackAddToCart({ shoppingCart: { id: 'cart-1' } }, { itemId: 'basket' }, 'pdp');
    expect(calls).not.toHaveBeenCalled();
  });

  it('add to cart: JSON with the page, the cart, the page kind and the item with its type and store, when the flag is on', () => {
    page({ 'data-item-id': 'basket', 'data-collection-id': 'shop', 'data-visitor-metrics': 'on' });
    const calls = fetchCalls();
    trackAddToCart(
      { shoppingCart: { id: 'cart-1' }, newlyAdded: { itemId: 'basket', productType: 'PHYSICAL' } },
      { itemId: 'basket', title: 'Walnut Basket', collectionName: 'Shop' },
      'pdp',
    );
    const [path, init] = (calls.mock.calls[0] ?? []) as unknown as [string, RequestInit];
    expect(path).toBe(ANALYTICS_EVENTS_PATH);
    expect(JSON.parse(String(init.body))).toEqual({
      event: 'CommerceShopping_AddToCart',
      data: {
        pagePath: location.pathname,
        page_id: 'shop',
        cart_id: 'cart-1',
        product_page: 'pdp',
        product: {
          item_id: 'basket',
          item_type: 'PHYSICAL',
          item_title: 'Walnut Basket',
          item_collection_id: 'shop',
          item_collection_name: 'Shop',
        },
      },
    });
  });

  it('a product page’s visit is sent after the page view when the flag is on', async () => {
    vi.useFakeTimers();
    page(
      { 'data-item-id': 'basket', 'data-visitor-metrics': 'on', 'data-page-type': '50' },
      'site collection-type-products',
    );
    const calls = fetchCalls();
    startTracking();
    await vi.runAllTimersAsync();
    expect(beacons).toEqual([]);
    expect(postsOf(calls)).toEqual([
      [RECORD_HIT_PATH, 'page-view'],
      [
        ANALYTICS_EVENTS_PATH,
        {
          event: 'CommerceShopping_VisitPDP',
          data: { pagePath: location.pathname, product: { item_id: 'basket' } },
        },
      ],
    ]);
  });

  it('a follow-up waits for the page view’s answer: two posts racing would start two visits', async () => {
    vi.useFakeTimers();
    page({ 'data-item-id': 'basket', 'data-visitor-metrics': 'on' }, 'site collection-type-products');
    let answer: (res: Response) => void = () => undefined;
    const calls = vi.fn((path: string) =>
      path === RECORD_HIT_PATH
        ? new Promise<Response>((resolve) => (answer = resolve))
        : Promise.resolve(new Response(null, { status: 202 })),
    );
    vi.stubGlobal('fetch', calls);
    startTracking();
    await vi.advanceTimersByTimeAsync(100);
    expect(calls.mock.calls.map(([path]) => path)).toEqual([RECORD_HIT_PATH]);
    answer(new Response(null, { status: 204 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.mock.calls.map(([path]) => path)).toEqual([RECORD_HIT_PATH, ANALYTICS_EVENTS_PATH]);
  });

  it('a page with nothing to follow its view sends the view by beacon', async () => {
    vi.useFakeTimers();
    page({ 'data-visitor-metrics': 'on' });
    const calls = fetchCalls();
    startTracking();
    await vi.runAllTimersAsync();
    expect(beacons.map(([path]) => path)).toEqual([RECORD_HIT_PATH]);
    expect(calls).not.toHaveBeenCalled();
  });

  it('the cart page sends ViewCart when the flag is on', async () => {
    vi.useFakeTimers();
    page({ 'data-visitor-metrics': 'on', 'data-page-type': '200' });
    const calls = fetchCalls();
    startTracking();
    await vi.runAllTimersAsync();
    expect(postsOf(calls)).toEqual([
      [RECORD_HIT_PATH, 'page-view'],
      [ANALYTICS_EVENTS_PATH, { event: 'CommerceShopping_ViewCart', data: { pagePath: location.pathname } }],
    ]);
  });

  it('remove from cart: the islands’ track service posts it as JSON when the flag is on, nothing without', async () => {
    const { runtimeServices } = await import('./services.js');
    const track = runtimeServices().track;
    const data = {
      cart_id: 'cart-1',
      quantity: 2,
      product: { item_id: 'basket', item_title: 'Walnut Basket' },
    };
    page({ 'data-visitor-metrics': 'on' });
    const calls = fetchCalls();
    track?.('CommerceShopping_RemoveFromCart', data);
    page({});
    track?.('CommerceShopping_RemoveFromCart', data);
    expect(calls).toHaveBeenCalledTimes(1);
    const [path, init] = (calls.mock.calls[0] ?? []) as unknown as [string, RequestInit];
    expect(path).toBe(ANALYTICS_EVENTS_PATH);
    expect(JSON.parse(String(init.body))).toEqual({
      event: 'CommerceShopping_RemoveFromCart',
      data: { pagePath: location.pathname, ...data },
    });
  });

  it('names the page an add came from: a grid is plp, the product’s own page pdp, another block product_block', () => {
    page({ 'data-item-id': 'basket' });
    expect(productPageOf('basket', true)).toBe('plp');
    expect(productPageOf('basket', false)).toBe('pdp');
    expect(productPageOf('mug', false)).toBe('product_block');
  });

  it('an add from a Products block or a store summary on a page is product_block, not plp', () => {
    page({ 'data-collection-id': 'home' });
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div class="page-block" data-block-id="b1"><section class="block block--products"><form id="in-block" data-tessera-add-to-cart="grid"></form></section></div>
       <ul class="product-grid"><li><form id="in-shop" data-tessera-add-to-cart="grid"></form></li></ul>`,
    );
    const inBlock = document.getElementById('in-block') ?? undefined;
    const inShop = document.getElementById('in-shop') ?? undefined;
    expect(productPageOf('mug', true, document, inBlock)).toBe('product_block');
    expect(productPageOf('mug', true, document, inShop)).toBe('plp');
    document.querySelectorAll('.page-block, .product-grid').forEach((element) => element.remove());
  });

  it('a product’s related products send RelatedProductDisplay, RelatedProductClick and, for an add, RelatedProductAddToCart (issue 31)', async () => {
    vi.useFakeTimers();
    page(
      { 'data-item-id': 'mug', 'data-collection-id': 'shop', 'data-visitor-metrics': 'on' },
      'site collection-type-products',
    );
    document.body.insertAdjacentHTML(
      'beforeend',
      `<section class="related-products"><ul class="product-grid">
        <li data-related-item-id="lamp" data-related-item-title="Lamp"><a id="lamp-link" href="/shop/p/lamp"><span>Lamp</span></a></li>
        <li data-related-item-id="tee" data-related-item-title="Tee"><form id="tee-form" data-tessera-add-to-cart="grid"></form></li>
      </ul></section>`,
    );
    const calls = fetchCalls();
    startTracking();
    await vi.runAllTimersAsync();
    const related = [
      { item_id: 'lamp', item_title: 'Lamp' },
      { item_id: 'tee', item_title: 'Tee' },
    ];
    expect(postsOf(calls)).toContainEqual([
      ANALYTICS_EVENTS_PATH,
      {
        event: 'CommerceShopping_RelatedProductDisplay',
        data: { pagePath: location.pathname, products: related },
      },
    ]);
    calls.mockClear();
    document
      .querySelector<HTMLElement>('#lamp-link span')
      ?.addEventListener('click', (event) => event.preventDefault());
    document.querySelector<HTMLElement>('#lamp-link span')?.click();
    expect(postsOf(calls)).toEqual([
      [
        ANALYTICS_EVENTS_PATH,
        {
          event: 'CommerceShopping_RelatedProductClick',
          data: { pagePath: location.pathname, product: related[0] },
        },
      ],
    ]);
    calls.mockClear();
    const form = document.getElementById('tee-form') ?? undefined;
    expect(productPageOf('tee', true, document, form)).toBe('add-on');
    trackAddToCart({ shoppingCart: { id: 'cart-1' } }, { itemId: 'tee', title: 'Tee' }, 'add-on');
    expect(postsOf(calls).map(([, body]) => (body as { event: string }).event)).toEqual([
      'CommerceShopping_AddToCart',
      'CommerceShopping_RelatedProductAddToCart',
    ]);
    document.querySelector('.related-products')?.remove();
  });

  it('the rating link to a product’s reviews sends ReviewsVitalsAnchorLink when the flag is on', async () => {
    vi.useFakeTimers();
    page({ 'data-item-id': 'basket', 'data-collection-id': 'shop', 'data-visitor-metrics': 'on' });
    document.body.insertAdjacentHTML(
      'beforeend',
      '<p id="rating"><a href="#reviews" data-tessera-reviews-link><span>4.5 out of 5</span></a></p>',
    );
    const calls = fetchCalls();
    startTracking();
    await vi.runAllTimersAsync();
    calls.mockClear();
    document.querySelector<HTMLElement>('#rating span')?.click();
    expect(postsOf(calls)).toEqual([
      [
        ANALYTICS_EVENTS_PATH,
        {
          event: 'CommerceShopping_ReviewsVitalsAnchorLink',
          data: { pagePath: location.pathname, page_id: 'shop', product: { item_id: 'basket' } },
        },
      ],
    ]);
    document.getElementById('rating')?.remove();
  });
});

describe('button, overlay and quick-view census posts (SPEC §7)', () => {
  const BUTTONS = `<div class="page-block" data-block-id="block-7"><p class="block block--button"><a class="button" href="/contact" target="_blank">Get in touch<span class="visually-hidden"> (opens in a new window)</span></a></p></div>
    <a class="site-header__button" href="/shop">Shop now</a>`;
  afterEach(() => {
    document.querySelectorAll('.page-block, .site-header__button').forEach((element) => element.remove());
  });

  it('each button on the page is posted once as button-render after the page view, with its text, address and block', async () => {
    vi.useFakeTimers();
    page({ 'data-page-type': '2' });
    document.body.insertAdjacentHTML('beforeend', BUTTONS);
    const calls = fetchCalls();
    startTracking();
    await vi.runAllTimersAsync();
    expect(postsOf(calls)).toEqual([
      [RECORD_HIT_PATH, 'page-view'],
      [
        BUTTON_RENDER_PATH,
        {
          pagePath: location.pathname,
          pageType: 2,
          visitorCookie: 'visitor-1|1|2|3|4',
          buttonText: 'Get in touch',
          buttonUrl: new URL('/contact', location.href).href,
          blockId: 'block-7',
        },
      ],
      [
        BUTTON_RENDER_PATH,
        {
          pagePath: location.pathname,
          pageType: 2,
          visitorCookie: 'visitor-1|1|2|3|4',
          buttonText: 'Shop now',
          buttonUrl: new URL('/shop', location.href).href,
        },
      ],
    ]);
  });

  it('a click on a button posts button-click (by fetch with keepalive, so it outlives the page)', async () => {
    vi.useFakeTimers();
    page({ 'data-page-type': '2' });
    document.body.insertAdjacentHTML('beforeend', BUTTONS);
    const calls = fetchCalls();
    startTracking();
    await vi.runAllTimersAsync();
    calls.mockClear();
    const link = document.querySelector<HTMLAnchorElement>('.site-header__button');
    link?.addEventListener('click', (event) => event.preventDefault(), { once: true });
    link?.click();
    expect(postsOf(calls)).toEqual([
      [
        BUTTON_CLICK_PATH,
        {
          pagePath: location.pathname,
          pageType: 2,
          visitorCookie: 'visitor-1|1|2|3|4',
          buttonText: 'Shop now',
          buttonUrl: new URL('/shop', location.href).href,
        },
      ],
    ]);
    const [, init] = (calls.mock.calls[0] ?? []) as unknown as [string, RequestInit];
    expect(init.keepalive).toBe(true);
  });

  it('overlay and RecordQuickView post the page fields; nothing where tracking is off', async () => {
    page({ 'data-page-type': '1' });
    const calls = fetchCalls();
    const { runtimeServices } = await import('./services.js');
    runtimeServices().census?.overlay({ overlay: 'promo-popup', action: 'shown' });
    recordQuickView('harbor-mug');
    recordQuickView('../../etc');
    page({ 'data-tracking': 'off' });
    recordOverlay({ overlay: 'promo-popup', action: 'shown' });
    recordQuickView('harbor-mug');
    const fields = { pagePath: location.pathname, pageType: 1, visitorCookie: 'visitor-1|1|2|3|4' };
    expect(postsOf(calls)).toEqual([
      [OVERLAY_PATH, { ...fields, event: { overlay: 'promo-popup', action: 'shown' } }],
      ['/api/census/RecordQuickView/harbor-mug', fields],
    ]);
  });
});
