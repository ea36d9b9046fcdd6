// @vitest-environment jsdom
// Tests the product page's Description and Reviews tabs: ARIA tabs by click and keys, the rating link opening Reviews, and SPEC §7's CommerceShopping_ReviewsTab sent when the visitor chooses Reviews with the visitor-metrics flag on.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindProductTabs } from './product-tabs.js';
import { ANALYTICS_EVENTS_PATH } from './tracking.js';

/** The product page's markup as templates/collections/products.item renders it with reviews and a description. */
const PAGE = `<p class="product-detail__rating"><a href="#reviews" data-tessera-reviews-link><span>4.5 out of 5</span></a></p>
<div class="product-tabs" data-tessera-product-tabs>
  <div class="product-tabs__list" role="tablist" aria-label="About this product" hidden>
    <button class="product-tabs__tab" type="button" role="tab" id="product-tab-description" aria-controls="product-description" aria-selected="true">Description</button>
    <button class="product-tabs__tab" type="button" role="tab" id="product-tab-reviews" aria-controls="reviews" aria-selected="false" tabindex="-1" data-tessera-reviews-tab>Reviews (2)</button>
  </div>
  <div class="product-detail__description product-tabs__panel rich-text" id="product-description"><p>Woven by hand.</p></div>
  <section class="product-reviews" id="reviews" aria-labelledby="reviews-title"><h2 id="reviews-title">Reviews</h2><p>Lovely basket.</p></section>
</div>`;

function fetchCalls() {
  const fetchMock = vi.fn(async () => new Response(null, { status: 202 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON posts fetch was given: path and body. */
function posts(calls: ReturnType<typeof fetchCalls>): [string, unknown][] {
  return (calls.mock.calls as unknown as [string, RequestInit][]).map(([path, init]) => [
    path,
    JSON.parse(String(init.body)),
  ]);
}

function page(metrics: boolean): void {
  for (const name of [...document.body.getAttributeNames()]) document.body.removeAttribute(name);
  document.body.setAttribute('data-item-id', 'basket');
  document.body.setAttribute('data-collection-id', 'shop');
  if (metrics) document.body.setAttribute('data-visitor-metrics', 'on');
  document.body.innerHTML = PAGE;
  bindProductTabs(document);
}

const tab = (name: string) =>
  Array.from(document.querySelectorAll<HTMLElement>('[role="tab"]')).find((element) =>
    element.textContent?.startsWith(name),
  )!;
const description = () => document.getElementById('product-description')!;
const reviews = () => document.getElementById('reviews')!;

beforeEach(() => {
  history.replaceState(null, '', '/shop/p/walnut-basket');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the product tabs', () => {
  it('shows the tab list with Description chosen and its panel alone shown', () => {
    fetchCalls();
    page(false);
    expect(document.querySelector<HTMLElement>('[role="tablist"]')!.hidden).toBe(false);
    expect(tab('Description').getAttribute('aria-selected')).toBe('true');
    expect(description().hidden).toBe(false);
    expect(description().getAttribute('role')).toBe('tabpanel');
    expect(description().getAttribute('aria-labelledby')).toBe('product-tab-description');
    expect(reviews().hidden).toBe(true);
    expect(reviews().getAttribute('aria-labelledby')).toBe('product-tab-reviews');
  });

  it('chooses a tab by click and by arrow keys, the focus following', () => {
    fetchCalls();
    page(false);
    tab('Reviews').click();
    expect(tab('Reviews').getAttribute('aria-selected')).toBe('true');
    expect(tab('Reviews').tabIndex).toBe(0);
    expect(tab('Description').tabIndex).toBe(-1);
    expect(reviews().hidden).toBe(false);
    expect(description().hidden).toBe(true);
    tab('Reviews').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(tab('Description').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Description'));
    expect(description().hidden).toBe(false);
  });

  it('sends ReviewsTab with the page and product when the visitor chooses Reviews, with the flag on', () => {
    const calls = fetchCalls();
    page(true);
    expect(calls).not.toHaveBeenCalled();
    tab('Reviews').click();
    tab('Reviews').click();
    const sent = {
      event: 'CommerceShopping_ReviewsTab',
      data: { pagePath: '/shop/p/walnut-basket', page_id: 'shop', product: { item_id: 'basket' } },
    };
    expect(posts(calls)).toEqual([[ANALYTICS_EVENTS_PATH, sent]]);
    tab('Reviews').dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
    tab('Description').dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    expect(posts(calls)).toEqual([
      [ANALYTICS_EVENTS_PATH, sent],
      [ANALYTICS_EVENTS_PATH, sent],
    ]);
  });

  it('sends nothing without the visitor-metrics flag', () => {
    const calls = fetchCalls();
    page(false);
    tab('Reviews').click();
    expect(calls).not.toHaveBeenCalled();
  });

  it('opens Reviews from the rating link without counting it as a tab choice', () => {
    const calls = fetchCalls();
    page(true);
    document.querySelector<HTMLElement>('[data-tessera-reviews-link] span')!.click();
    expect(tab('Reviews').getAttribute('aria-selected')).toBe('true');
    expect(reviews().hidden).toBe(false);
    expect(posts(calls).map(([, body]) => (body as { event: string }).event)).not.toContain(
      'CommerceShopping_ReviewsTab',
    );
  });
});
