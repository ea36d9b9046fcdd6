// The census calls over HTTP (the whole app, the seeded site): SPEC §4's cookies on first and returning visits, consent and GPC, §6's suppression, 400s, and the events stored.
import type { Express } from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpSiteUser } from '../../server/accounts/site-users/service.js';
import { createApp } from '../../server/app.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { createLogger } from '../../server/logger.js';
import { invalidateSiteData } from '../../server/site/cache/site-caches.js';
import { trackingSinkFor } from '../../server/tracking/event-writer.js';
import { signedInOwner } from '../owner/owner-app.js';
import { TestBrowser, setCookie, setCookies, type SetCookie } from '../security/test-browser.js';
import { seedSite, type SiteFixture } from '../site/site-fixture.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';

const RECORD_HIT = '/api/census/RecordHit';
const CENSUS = ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'];
const RECORD = /^([\w-]+)\|(\d+)\|(\d+)\|(\d+)\|(\d+)$/;

let db: Database;
let app: Express;
let fixture: SiteFixture;

beforeAll(async () => {
  db = await createTestDatabase();
  fixture = await seedSite(db.knex);
  app = createApp({ db, config: testConfig({ apiRateLimit: 100_000 }), logger: createLogger('silent') });
}, 60_000);
afterAll(() => db?.close());
beforeEach(async () => {
  await db.knex(TABLES.trackingEvents).delete();
});

interface StoredEvent {
  event_type: string;
  visitor_hash: string | null;
  visitor_id: string | null;
  session_id: string | null;
  site_user_id: string | null;
  page_path: string | null;
  referrer: string | null;
  payload: Record<string, unknown>;
}

/** Every event stored for the site, once the buffered writer wrote what it holds. */
async function stored(): Promise<StoredEvent[]> {
  await trackingSinkFor(db.knex).flush();
  const rows = (await db
    .knex(TABLES.trackingEvents)
    .where({ website_id: fixture.websiteId })
    .orderBy('occurred_at')
    .select(
      'event_type',
      'visitor_hash',
      'visitor_id',
      'session_id',
      'site_user_id',
      'page_path',
      'referrer',
      'payload',
    )) as (StoredEvent & { payload: unknown })[];
  return rows.map((row) => ({
    ...row,
    payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<
      string,
      unknown
    >,
  }));
}

/** A new visitor who loaded the home page (and so has the crumb). */
async function visitor(): Promise<TestBrowser> {
  const browser = new TestBrowser(app);
  const page = await browser.visit('/');
  expect(page.status).toBe(200);
  return browser;
}

function pageView(
  browser: TestBrowser,
  data: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return browser.send('POST', RECORD_HIT, {
    form: true,
    headers,
    body: {
      event: 'page-view',
      data: JSON.stringify({
        pagePath: '/about',
        url: 'https://shop.example.test/about?utm=x',
        title: 'About',
        referrer: 'https://search.example/results?q=baskets',
        viewport: { width: 1280, height: 720 },
        pageType: 2,
        ...data,
      }),
      ...(browser.cookies.has('ss_cvr') ? { ss_cvr: browser.cookies.get('ss_cvr') } : {}),
    },
  });
}

function censusCookies(cookies: SetCookie[]): SetCookie[] {
  return cookies.filter((cookie) => CENSUS.includes(cookie.name));
}

function maxAge(cookie: SetCookie | undefined): number | undefined {
  const match = /Max-Age=(\d+)/i.exec(cookie?.attributes ?? '');
  return match ? Number(match[1]) : undefined;
}

async function setCookieBanner(on: boolean): Promise<void> {
  const owner = await signedInOwner(app, db.knex, fixture.websiteId);
  const res = await owner.send('PUT', '/api/owner/tracking-settings', { body: { cookieBanner: on } });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ cookieBanner: on, retentionDays: 395, visitorMetrics: false });
}

describe(`census calls (${testDatabaseKind()})`, () => {
  it('a home page view alone sets only the crumb; the first RecordHit sets a new record and a visit (SPEC §4)', async () => {
    const browser = new TestBrowser(app);
    const page = await browser.visit('/');
    expect(setCookies(page).map((cookie) => cookie.name)).toEqual(['crumb']);
    const before = Date.now();
    const res = await pageView(browser);
    expect(res.status).toBe(204);
    const record = setCookie(res, 'ss_cvr');
    const [, id, first, previous, current, count] = RECORD.exec(record?.value ?? '') ?? [];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number(first)).toBeGreaterThanOrEqual(before);
    expect([previous, current, count]).toEqual([first, first, '1']);
    expect(setCookie(res, 'ss_cvisit')?.value).toBe(first);
    expect(maxAge(record)).toBe(390 * 24 * 60 * 60);
    expect(maxAge(setCookie(res, 'ss_cvisit'))).toBe(30 * 60);
    // SPEC §3's ss_cid and ss_cpvisit: the visitor's id and the previous visit's start, kept as long as the record.
    expect(setCookie(res, 'ss_cid')?.value).toBe(id);
    expect(setCookie(res, 'ss_cpvisit')?.value).toBe(first);
    expect(maxAge(setCookie(res, 'ss_cid'))).toBe(390 * 24 * 60 * 60);
    expect(maxAge(setCookie(res, 'ss_cpvisit'))).toBe(390 * 24 * 60 * 60);
    // The browser keeps the record as SPEC §3 writes it, with its bars, not percent-encoded.
    expect(res.headers['set-cookie']).toContainEqual(expect.stringMatching(/^ss_cvr=[\w-]+\|\d+\|/));
    expect(record?.attributes).not.toMatch(/HttpOnly/i);
    expect(record?.attributes).toMatch(/SameSite=Lax/i);

    const [event] = await stored();
    expect(event).toMatchObject({
      event_type: 'page-view',
      visitor_id: id,
      session_id: first,
      page_path: '/about',
      referrer: 'https://search.example/results',
      site_user_id: null,
    });
    expect(event?.payload).toMatchObject({
      title: 'About',
      viewport: { width: 1280, height: 720 },
      firstLanding: true,
      firstSession: true,
      consent: 'granted',
    });
  });

  it('within the visit the record stays and the visit goes on; after it (no visit cookie) the count goes up', async () => {
    const browser = await visitor();
    await pageView(browser);
    const firstRecord = browser.cookies.get('ss_cvr') ?? '';
    const visit = browser.cookies.get('ss_cvisit');

    const again = await pageView(browser, { pagePath: '/shop' });
    expect(setCookie(again, 'ss_cvr')?.value).toBe(firstRecord);
    expect(setCookie(again, 'ss_cvisit')?.value).toBe(visit);

    // Thirty minutes on, the browser has dropped the visit cookies.
    browser.cookies.delete('ss_cvisit');
    browser.cookies.delete('ss_cvt');
    const back = await pageView(browser, { pagePath: '/blog' });
    const [, id, first, , current] = RECORD.exec(firstRecord) ?? [];
    const [, sameId, sameFirst, previous, now, count] =
      RECORD.exec(setCookie(back, 'ss_cvr')?.value ?? '') ?? [];
    expect([sameId, sameFirst, previous, count]).toEqual([id, first, current, '2']);
    expect(setCookie(back, 'ss_cvisit')?.value).toBe(now);
    expect(setCookie(back, 'ss_cid')?.value).toBe(id);
    expect(setCookie(back, 'ss_cpvisit')?.value).toBe(current);

    const events = await stored();
    expect(events.map((event) => [event.page_path, event.visitor_id, event.payload.firstLanding])).toEqual([
      ['/about', id, true],
      ['/shop', id, false],
      ['/blog', id, true],
    ]);
    expect(events[2]?.session_id).not.toBe(events[0]?.session_id);
    expect(events[2]?.payload.firstSession).toBe(false);
  });

  it('an invalid record is replaced by a new one, and an invalid visit cookie starts a new visit', async () => {
    const browser = await visitor();
    browser.cookies.set('ss_cvr', 'not a record|1|2');
    browser.cookies.set('ss_cvisit', '12345');
    const res = await pageView(browser);
    const [, id, first, , , count] = RECORD.exec(setCookie(res, 'ss_cvr')?.value ?? '') ?? [];
    expect(count).toBe('1');
    expect(setCookie(res, 'ss_cvisit')?.value).toBe(first);
    expect((await stored())[0]?.visitor_id).toBe(id);
  });

  it('answers 400 with a clear message for bad input, and stores nothing', async () => {
    const browser = await visitor();
    const notJson = await browser.send('POST', RECORD_HIT, {
      form: true,
      body: { event: 'page-view', data: '{oops' },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toBe('data: data must be JSON.');
    const noPath = await browser.send('POST', RECORD_HIT, {
      form: true,
      body: { event: 'page-view', data: JSON.stringify({ title: 'x' }) },
    });
    expect(noPath.status).toBe(400);
    expect(noPath.body.message).toMatch(/^data\.pagePath: /);
    const badEvent = await browser.send('POST', RECORD_HIT, {
      form: true,
      body: { event: 'page view!', data: JSON.stringify({ pagePath: '/' }) },
    });
    expect(badEvent.status).toBe(400);
    const noForm = await browser.send('POST', '/api/census/form-render', { body: { pagePath: '/contact' } });
    expect(noForm.status).toBe(400);
    expect(noForm.body.message).toMatch(/^formId: /);
    const unknown = await browser.send('POST', '/api/census/events', {
      body: { event: 'CommerceShopping_Teleport', data: { pagePath: '/shop' } },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('event: Not a known analytics event.');
    expect(setCookies(noPath).filter((cookie) => CENSUS.includes(cookie.name))).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  it('refuses a post without the crumb', async () => {
    const browser = await visitor();
    const res = await browser.send('POST', '/api/census/button-click', {
      body: { pagePath: '/' },
      crumb: false,
    });
    expect(res.status).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it('stores the button, form, overlay, quick view and commerce calls with their fields (SPEC §7)', async () => {
    const browser = await visitor();
    const record = async (path: string, body: Record<string, unknown>, status: number) => {
      const res = await browser.send('POST', path, { body });
      expect(res.status).toBe(status);
    };
    await record(
      '/api/census/button-click',
      { pagePath: '/', buttonText: 'Shop now', buttonUrl: '/shop' },
      204,
    );
    await record('/api/census/button-render', { pagePath: '/', buttonText: 'Shop now' }, 204);
    await record('/api/census/form-render', { pagePath: '/contact', formId: fixture.contactFormId }, 204);
    await record(
      '/api/census/overlay',
      { pagePath: '/', event: { type: 'promo-popup', action: 'shown' } },
      204,
    );
    await record(`/api/census/RecordQuickView/${fixture.products.mug}`, { pagePath: '/shop' }, 204);
    await record(
      '/api/census/events',
      {
        event: 'CommerceShopping_AddToCart',
        data: {
          pagePath: '/shop',
          page_id: 'shop-page',
          cart_id: 'cart-1',
          product_page: 'plp',
          product: { item_id: fixture.products.mug, item_type: 'PHYSICAL', item_title: 'Stoneware Mug' },
        },
      },
      202,
    );
    const events = await stored();
    expect(events.map((event) => event.event_type)).toEqual([
      'button-click',
      'button-render',
      'form-render',
      'overlay',
      'quick-view',
      'CommerceShopping_AddToCart',
    ]);
    const visitorId = events[0]?.visitor_id;
    expect(visitorId).toBeTruthy();
    expect(events.every((event) => event.visitor_id === visitorId)).toBe(true);
    expect(events[2]?.payload.formId).toBe(fixture.contactFormId);
    expect(events[3]?.payload.event).toEqual({ type: 'promo-popup', action: 'shown' });
    expect(events[4]?.payload.itemId).toBe(fixture.products.mug);
    expect(events[5]?.payload).toMatchObject({
      product_page: 'plp',
      cart_id: 'cart-1',
      login_state: 'logged-out',
      websiteId: fixture.websiteId,
      product: { item_id: fixture.products.mug, item_title: 'Stoneware Mug' },
    });
  });
});

describe(`the visitor-metrics feature flag (SPEC §7, ${testDatabaseKind()})`, () => {
  async function setFlag(on: boolean): Promise<void> {
    const row = (await db
      .knex(TABLES.websiteSettings)
      .where({ website_id: fixture.websiteId })
      .first('feature_flags')) as { feature_flags: unknown } | undefined;
    const stored =
      typeof row?.feature_flags === 'string' ? JSON.parse(row.feature_flags) : row?.feature_flags;
    await db
      .knex(TABLES.websiteSettings)
      .where({ website_id: fixture.websiteId })
      .update({ feature_flags: JSON.stringify({ ...(stored ?? {}), 'visitor-metrics': on }) });
    invalidateSiteData(fixture.websiteId);
  }
  afterAll(() => setFlag(false));

  it('a page says to send the commerce events only while the flag is on', async () => {
    const html = async () =>
      (await new TestBrowser(app).send('GET', '/about', { headers: { Accept: 'text/html' } })).text;
    await setFlag(true);
    expect(await html()).toContain('data-visitor-metrics="on"');
    await setFlag(false);
    expect(await html()).not.toContain('data-visitor-metrics');
  });
});

describe(`suppression (SPEC §6, ${testDatabaseKind()})`, () => {
  it('the not-found page says tracking is off, and its hits are not stored', async () => {
    const browser = await visitor();
    const page = await browser.send('GET', '/no-such-page', { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(404);
    expect(page.text).toMatch(/<body [^>]*data-tracking="off"/);
    const res = await pageView(browser, { pagePath: '/no-such-page', pageType: 100 });
    expect(res.status).toBe(204);
    expect(censusCookies(setCookies(res))).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  it('no page views on /search, but other calls from it are counted', async () => {
    const browser = await visitor();
    await pageView(browser, { pagePath: '/search', pageType: undefined });
    await browser.send('POST', '/api/census/button-click', {
      body: { pagePath: '/search', buttonText: 'Go' },
    });
    expect((await stored()).map((event) => [event.event_type, event.page_path])).toEqual([
      ['button-click', '/search'],
    ]);
  });

  it('a signed-in owner is not tracked; a viewer is, outside the editor', async () => {
    const admin = await signedInOwner(app, db.knex, fixture.websiteId);
    const adminHit = await pageView(admin);
    expect(adminHit.status).toBe(204);
    expect(censusCookies(setCookies(adminHit))).toEqual([]);

    const viewer = await signedInOwner(app, db.knex, fixture.websiteId, 10);
    expect((await pageView(viewer, { pagePath: '/config/pages' })).status).toBe(204);
    await pageView(viewer, { pagePath: '/shop' });
    expect((await stored()).map((event) => event.page_path)).toEqual(['/shop']);
  });

  it('a signed-in site user is counted with their member account id', async () => {
    const user = await signUpSiteUser(db.knex, {
      websiteId: fixture.websiteId,
      email: 'census-member@example.com',
      password: 'correct horse battery',
    });
    const member = await visitor();
    const session = await member.send('POST', '/api/site-users/account/session', {
      body: { email: 'census-member@example.com', password: 'correct horse battery' },
    });
    expect(session.status).toBe(200);
    // A beacon sends no XSRF header: the census posts do not need it.
    expect((await pageView(member)).status).toBe(204);
    const [event] = await stored();
    expect(event?.site_user_id).toBe(user.id);
    expect(event?.payload.memberAccountId).toBe(user.id);
  });
});

describe(`consent (${testDatabaseKind()})`, () => {
  afterAll(async () => {
    await setCookieBanner(false);
  });

  it('Global Privacy Control: no census cookie, the ones present cleared, the hit counted without them', async () => {
    const browser = await visitor();
    await pageView(browser);
    expect(browser.cookies.has('ss_cvr')).toBe(true);
    const res = await pageView(browser, {}, { 'Sec-GPC': '1' });
    expect(res.status).toBe(204);
    const cleared = censusCookies(setCookies(res));
    expect(cleared.map((cookie) => cookie.name).sort()).toEqual(CENSUS);
    expect(cleared.every((cookie) => /Expires=Thu, 01 Jan 1970/i.test(cookie.attributes))).toBe(true);
    const events = await stored();
    expect(events[1]).toMatchObject({ visitor_id: null, session_id: null });
    expect(events[1]?.payload.consent).toBe('denied');
    expect(events[1]?.payload).not.toHaveProperty('firstLanding');
    // Counted without cookies: the day's salted hash of the address and browser, the same for both hits.
    expect(events[1]?.visitor_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(events[1]?.visitor_hash).toBe(events[0]?.visitor_hash);
  });

  it('with the owner’s banner on: the page carries the banner, no cookie until the visitor accepts, none after declining', async () => {
    await setCookieBanner(true);
    const browser = await visitor();
    const page = await browser.send('GET', '/about', { headers: { Accept: 'text/html' } });
    expect(page.text).toContain('<tessera-island name="cookie-banner"');

    const before = await pageView(browser);
    expect(censusCookies(setCookies(before))).toEqual([]);

    browser.cookies.set('ss_analyticsCookiesAllowed', 'true');
    const accepted = await pageView(browser);
    expect(setCookie(accepted, 'ss_cvr')?.value).toMatch(RECORD);

    browser.cookies.set('ss_analyticsCookiesAllowed', 'false');
    const declined = await pageView(browser);
    expect(
      censusCookies(setCookies(declined))
        .map((cookie) => cookie.name)
        .sort(),
    ).toEqual(CENSUS);

    const events = await stored();
    expect(events.map((event) => event.visitor_id !== null)).toEqual([false, true, false]);
  });

  it('the owner’s setting is read back, and turning it off takes the banner away', async () => {
    await setCookieBanner(false);
    const owner = await signedInOwner(app, db.knex, fixture.websiteId);
    expect((await owner.send('GET', '/api/owner/tracking-settings')).body).toEqual({
      cookieBanner: false,
      retentionDays: 395,
      visitorMetrics: false,
    });
    const page = await new TestBrowser(app).send('GET', '/about', { headers: { Accept: 'text/html' } });
    expect(page.text).not.toContain('name="cookie-banner"');
    const refused = await owner.send('PUT', '/api/owner/tracking-settings', {
      body: { cookieBanner: 'yes' },
    });
    expect(refused.status).toBe(400);
  });
});
