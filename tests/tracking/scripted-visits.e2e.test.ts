// Issue 17, acceptance 1 in Chromium: a scripted set of visits (two new visitors, one of them back after their visit ended, a search, a 404, a signed-in owner, a purchase); the cookies, the stored events and the owner's Analytics screen (figures, pages, sources, devices, countries, products, funnel, revenue) equal what the script implies.
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TABLES } from '../../server/db/tables.js';
import { hasChromium, islandsHydrated } from '../e2e/browser.js';
import { useBrowserSuite } from '../e2e/browser-suite.js';
import { fillCheckout } from '../e2e/checkout-form.js';
import { demoProduct } from '../e2e/demo-store.js';
import { signInToEditor } from '../e2e/editor-session.js';
import { testDatabaseKind } from '../support/test-database.js';
import {
  analyticsFigures,
  analyticsTable,
  flushTracking,
  openAnalytics,
  setVisitorMetrics,
} from './analytics-browser.js';

const suite = useBrowserSuite();
const SKILLET = demoProduct('cast-iron-skillet');
const RECORD_HIT = '/api/census/RecordHit';
const BUTTON_RENDER = '/api/census/button-render';
/** The page the first visitor comes from. */
const REFERRER = 'https://news.example.com/harbour-shops';

/** A visitor's tab and every census post it makes. */
interface Visitor {
  context: BrowserContext;
  tab: Page;
  posts: string[];
}

/** A's desktop browser (headless Chromium says HeadlessChrome, which counts as a robot's "other"). */
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** B's phone. */
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

async function newVisitor(options: BrowserContextOptions = {}): Promise<Visitor> {
  const context = await suite.newVisitor({
    viewport: { width: 1366, height: 900 },
    locale: 'en-US',
    ...options,
  });
  const tab = await context.newPage();
  const posts: string[] = [];
  tab.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith('/api/census/')) posts.push(`${new URL(tab.url()).pathname} ${path}`);
  });
  return { context, tab, posts };
}

/**
 * Opens `path` and waits for its page view to be answered (the census posts it after load), and
 * for the census posts that follow it there (`follows`: a page with a button posts button-render).
 */
async function viewPage(
  visitor: Visitor,
  path: string,
  referer?: string,
  follows: readonly string[] = [],
): Promise<void> {
  const hit = visitor.tab.waitForResponse((res) => new URL(res.url()).pathname === RECORD_HIT);
  const after = follows.map((call) =>
    visitor.tab.waitForResponse((res) => new URL(res.url()).pathname === call),
  );
  const response = await visitor.tab.goto(suite.url(path), referer === undefined ? {} : { referer });
  expect(response?.status(), `GET ${path}`).toBe(200);
  expect((await hit).status()).toBe(204);
  for (const answer of await Promise.all(after)) expect(answer.status()).toBe(204);
}

/** The visitor's census cookies: name → value. */
async function censusCookies(context: BrowserContext): Promise<Record<string, string>> {
  const cookies = await context.cookies(suite.storefront.origin);
  return Object.fromEntries(
    cookies.filter((cookie) => cookie.name.startsWith('ss_c')).map((cookie) => [cookie.name, cookie.value]),
  );
}

interface StoredEvent {
  event_type: string;
  page_path: string | null;
  visitor_id: string | null;
  session_id: string | null;
}

async function storedEvents(): Promise<StoredEvent[]> {
  await flushTracking(suite.storefront.knex);
  return (await suite.storefront
    .knex(TABLES.trackingEvents)
    .orderBy([{ column: 'occurred_at' }, { column: 'id' }])
    .select('event_type', 'page_path', 'visitor_id', 'session_id')) as StoredEvent[];
}

describe.skipIf(!hasChromium)(`a scripted set of visits in Chromium (${testDatabaseKind()})`, () => {
  it('counts two visitors, three visits, the purchase, and nothing for a search, a 404 or the owner', async () => {
    await setVisitorMetrics(suite.storefront.knex, true);
    // Visitor A comes from a news article and looks at the home page and the shop.
    const a = await newVisitor({ userAgent: DESKTOP });
    await viewPage(a, '/', REFERRER, [BUTTON_RENDER]);
    await viewPage(a, '/shop');
    const a1 = await censusCookies(a.context);

    // Visitor B, on a phone in Britain, comes straight to the about page, searches and follows a dead link.
    const b = await newVisitor({ userAgent: IPHONE, locale: 'en-GB', viewport: { width: 390, height: 844 } });
    await viewPage(b, '/about', undefined, [BUTTON_RENDER]);
    const search = await b.tab.goto(suite.url('/search?q=blanket'));
    expect(search?.status()).toBe(200);
    await islandsHydrated(b.tab).catch(() => undefined);
    const missing = await b.tab.goto(suite.url('/no-such-page'));
    expect(missing?.status()).toBe(404);
    const b1 = await censusCookies(b.context);

    // A's visit ends (its cookies last 30 minutes) and A comes back straight to the skillet's page and
    // buys it. The page that starts the visit also posts CommerceShopping_VisitPDP: it waits for the
    // page view's answer, so both count in one visit.
    await a.context.clearCookies({ name: 'ss_cvisit' });
    await a.context.clearCookies({ name: 'ss_cvt' });
    await viewPage(a, SKILLET.path);
    await a.tab.locator('form.product-form button[type="submit"]').click();
    const pill = a.tab.getByRole('link', { name: 'One item in cart' });
    await pill.waitFor();
    const cartHit = a.tab.waitForResponse((res) => new URL(res.url()).pathname === RECORD_HIT);
    await Promise.all([a.tab.waitForURL(suite.url('/cart')), pill.click()]);
    await cartHit;
    await islandsHydrated(a.tab);
    const checkoutHit = a.tab.waitForResponse((res) => new URL(res.url()).pathname === RECORD_HIT);
    await Promise.all([
      a.tab.waitForURL(/\/checkout/),
      a.tab.getByRole('link', { name: 'Checkout' }).click(),
    ]);
    await checkoutHit;
    await islandsHydrated(a.tab);
    await fillCheckout(a.tab, 'rowan@example.com');
    const confirmedHit = a.tab.waitForResponse((res) => new URL(res.url()).pathname === RECORD_HIT);
    await Promise.all([
      a.tab.waitForURL(/\/confirmed/, { timeout: 20_000 }),
      a.tab.getByRole('button', { name: 'Place order' }).click(),
    ]);
    await confirmedHit;
    const confirmed = new URL(a.tab.url()).pathname;
    const a2 = await censusCookies(a.context);

    // The owner signs in and looks at the site: their page views are posted and not counted.
    const owner = await newVisitor();
    await signInToEditor(owner.tab, suite.storefront.origin);
    await viewPage(owner, '/');
    await viewPage(owner, '/shop');

    // The cookies: a new record and visit each; A's return moves the record on (count 2, the first
    // visit kept, the previous one is A's first visit) and starts a visit; the owner has none.
    const [idA, t1] = /^([\w-]+)\|(\d+)\|\2\|\2\|1$/.exec(a1.ss_cvr ?? '')?.slice(1) ?? [];
    expect(a1, 'A after the first visit').toEqual({
      ss_cvr: `${idA}|${t1}|${t1}|${t1}|1`,
      ss_cvisit: t1,
      ss_cvt: expect.stringMatching(/^\d+$/),
      ss_cid: idA,
      ss_cpvisit: t1,
    });
    const [idB, tB] = /^([\w-]+)\|(\d+)\|\2\|\2\|1$/.exec(b1.ss_cvr ?? '')?.slice(1) ?? [];
    expect(b1, 'B').toEqual({
      ss_cvr: `${idB}|${tB}|${tB}|${tB}|1`,
      ss_cvisit: tB,
      ss_cvt: expect.stringMatching(/^\d+$/),
      ss_cid: idB,
      ss_cpvisit: tB,
    });
    expect(idB).not.toBe(idA);
    const t2 = a2.ss_cvisit ?? '';
    expect(Number(t2)).toBeGreaterThan(Number(t1));
    expect(a2, 'A after coming back').toEqual({
      ss_cvr: `${idA}|${t1}|${t1}|${t2}|2`,
      ss_cvisit: t2,
      ss_cvt: expect.stringMatching(/^\d+$/),
      ss_cid: idA,
      ss_cpvisit: t1,
    });
    expect(await censusCookies(owner.context), 'the owner').toEqual({});

    // The census posts: none from the search page or the 404.
    expect(b.posts).toEqual(['/about /api/census/RecordHit', '/about /api/census/button-render']);

    // The stored events, visit by visit (posts made together may land in either order).
    const who = new Map([
      [idA, 'A'],
      [idB, 'B'],
    ]);
    const visits = new Map([
      [t1, 'A1'],
      [tB, 'B1'],
      [t2, 'A2'],
    ]);
    const byVisit: Record<string, string[]> = {};
    for (const event of await storedEvents()) {
      const key = `${who.get(event.visitor_id ?? '') ?? event.visitor_id} ${visits.get(event.session_id ?? '') ?? event.session_id}`;
      (byVisit[key] ??= []).push(`${event.event_type} ${event.page_path ?? '-'}`);
    }
    for (const list of Object.values(byVisit)) list.sort();
    expect(byVisit).toEqual({
      'A A1': ['CommerceShopping_VisitPLP /shop', 'button-render /', 'page-view /', 'page-view /shop'],
      'B B1': ['button-render /about', 'page-view /about'],
      'A A2': [
        `CommerceShopping_AddToCart ${SKILLET.path}`,
        'CommerceShopping_RelatedProductDisplay /cart',
        'CommerceShopping_ViewCart /cart',
        `CommerceShopping_VisitPDP ${SKILLET.path}`,
        'order -',
        'page-view /cart',
        'page-view /checkout',
        `page-view ${confirmed}`,
        `page-view ${SKILLET.path}`,
      ],
    });

    // The owner's dashboard: 3 visits by 2 visitors, 7 page views, B's single page the one bounce.
    await openAnalytics(owner.tab, suite.storefront.origin);
    expect(await analyticsFigures(owner.tab)).toEqual({
      Visits: '3',
      Visitors: '2',
      'Page views': '7',
      'Bounce rate': '33.3%',
    });
    expect(await analyticsTable(owner.tab, 'Top pages')).toEqual([
      ['/', '1', '1', '1', '0%'],
      ['/about', '1', '1', '1', '100%'],
      ['/cart', '1', '1', '1', '0%'],
      ['/checkout', '1', '1', '1', '0%'],
      [confirmed, '1', '1', '1', '0%'],
      ['/shop', '1', '1', '1', '0%'],
      [SKILLET.path, '1', '1', '1', '0%'],
    ]);
    expect(await analyticsTable(owner.tab, 'Sources')).toEqual([
      ['Direct', '2'],
      ['https://news.example.com', '1'],
    ]);

    // Devices from the User-Agent, countries from Accept-Language.
    expect(await analyticsTable(owner.tab, 'Devices')).toEqual([
      ['Desktop', '2', '66.7%', '1'],
      ['Mobile', '1', '33.3%', '1'],
    ]);
    expect(await analyticsTable(owner.tab, 'Countries')).toEqual([
      ['United States', '2', '66.7%', '1'],
      ['United Kingdom', '1', '33.3%', '1'],
    ]);

    // The purchase: the skillet viewed, added and sold once, A's second visit through every step of
    // the funnel, one order of the amount the checkout charged.
    const order = (await suite.storefront.knex(TABLES.orders).first('grand_total_cents', 'currency')) as {
      grand_total_cents: number | string;
      currency: string;
    };
    const money = (cents: number) =>
      new Intl.NumberFormat('en', { style: 'currency', currency: order.currency }).format(cents / 100);
    const total = Number(order.grand_total_cents);
    expect(await analyticsTable(owner.tab, 'Top products')).toEqual([
      [SKILLET.title, '1', '1', '1', money(SKILLET.variants[0]!.priceCents)],
    ]);
    const funnel = await analyticsTable(owner.tab, 'Commerce funnel');
    expect(funnel.map((row) => row.slice(0, 3))).toEqual([
      ['Viewed a product', '1', '—'],
      ['Added to cart', '1', '100%'],
      ['Started checkout', '1', '100%'],
      ['Placed an order', '1', '100%'],
    ]);
    await owner.tab.getByText('Conversion rate: 33.3% of visits placed an order.').waitFor();
    expect(await analyticsFigures(owner.tab, 'Revenue of the period')).toEqual({
      Revenue: money(total),
      Orders: '1',
      'Average order': money(total),
    });
  });

  it('stores CommerceShopping_RemoveFromCart when a visitor removes a line on the cart page', async () => {
    await setVisitorMetrics(suite.storefront.knex, true);
    const c = await newVisitor();
    await viewPage(c, SKILLET.path);
    await c.tab.locator('form.product-form button[type="submit"]').click();
    await c.tab.getByRole('link', { name: 'One item in cart' }).waitFor();
    await viewPage(c, '/cart');
    await islandsHydrated(c.tab);
    const removal = c.tab.waitForResponse(
      (res) =>
        new URL(res.url()).pathname === '/api/census/events' &&
        (res.request().postData() ?? '').includes('CommerceShopping_RemoveFromCart'),
    );
    await c.tab.getByRole('button', { name: `Remove ${SKILLET.title}` }).click();
    await c.tab.getByText('Your cart is empty.').waitFor();
    expect((await removal).status()).toBe(202);

    const visitorId = (await censusCookies(c.context)).ss_cvr?.split('|')[0];
    await flushTracking(suite.storefront.knex);
    const rows = (await suite.storefront
      .knex(TABLES.trackingEvents)
      .where({ event_type: 'CommerceShopping_RemoveFromCart' })
      .select('visitor_id', 'page_path', 'payload')) as {
      visitor_id: string;
      page_path: string;
      payload: Record<string, unknown>;
    }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      visitor_id: visitorId,
      page_path: '/cart',
      payload: {
        cart_id: expect.any(String),
        quantity: 1,
        product: { item_id: expect.any(String), item_title: SKILLET.title, item_type: 'PHYSICAL' },
      },
    });
  });
});
