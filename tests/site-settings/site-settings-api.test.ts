// The site settings over HTTP: read, saved in one go and followed by every page at once, refused with a message per field, host names unique across the server's websites, a currency change that never corrupts prices, and who may change them.
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../domain/owner-api/site-settings.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import type { TestBrowser } from '../security/test-browser.js';
import { OTHER_HOST, SITE_HOST, type SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { setUpOwnerSuite, signedInOwner } from '../owner/owner-app.js';

const PATH = '/api/owner/site-settings';
const INVALID = 'Update the missing or invalid information above.';

let db: Database;
let fixture: SiteFixture;
let app: Express;
let owner: TestBrowser;

setUpOwnerSuite((suite) => {
  ({ db, fixture, app, owner } = suite);
});

/** The body a save sends: the settings as read, without what is only shown. */
function bodyOf(settings: SiteSettings): Record<string, unknown> {
  const { images: _images, currencyInUse: _use, publicUrl: _url, ...body } = settings;
  return body;
}

async function current(): Promise<Record<string, unknown>> {
  const res = await owner.send('GET', PATH);
  expect(res.status).toBe(200);
  return bodyOf(res.body as SiteSettings);
}

async function save(changes: Record<string, unknown>, as: TestBrowser = owner) {
  return as.send('PUT', PATH, { body: { ...(await current()), ...changes } });
}

const page = (path: string, host = SITE_HOST) =>
  request(app).get(path).set('Host', host).set('Accept', 'text/html');

describe(`site settings (${testDatabaseKind()})`, () => {
  it("answers the website's settings, with its domain, public address and what its store holds in its currency", async () => {
    const res = await owner.send('GET', PATH);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      siteTitle: 'Harbor & Pine',
      siteTagline: 'Small-batch goods for the kitchen',
      siteDescription: 'Goods made by people we know.',
      logoImageId: null,
      faviconImageId: null,
      socialImageId: null,
      timeZone: 'UTC',
      currency: 'USD',
      language: 'en-US',
      businessName: '',
      address: { addressLine1: '', addressLine2: '', addressCountry: '' },
      contactEmail: '',
      contactPhone: '',
      primaryDomain: SITE_HOST,
      domains: [],
      searchEngineIndexing: true,
      images: { logo: null, favicon: null, socialImage: null },
      currencyInUse: { variants: 6, shippingOptions: 0, coupons: 0, giftCards: 0, subscriptions: 0 },
      publicUrl: `https://${SITE_HOST}`,
    });
  });

  it('saves title, tagline, time zone and business details; every page follows at once and the change is recorded', async () => {
    // A map block without an address of its own shows the business's (a contact page's).
    await db
      .knex(TABLES.pages)
      .where({ website_id: fixture.websiteId, url_id: 'contact' })
      .update({ content: JSON.stringify({ blocks: [{ type: 'map', location: {} }] }) });
    const res = await save({
      siteTitle: '  Harbor & Pine Supply  ',
      siteTagline: 'Goods for the coast',
      timeZone: 'america/new_york',
      businessName: 'Harbor & Pine Supply Co.',
      address: {
        addressLine1: '14 Water Street',
        addressLine2: 'Portland, ME 04101',
        addressCountry: 'United States',
      },
      contactEmail: 'hello@harborandpine.test',
      contactPhone: '+1 207 555 0142',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      siteTitle: 'Harbor & Pine Supply',
      timeZone: 'America/New_York',
      businessName: 'Harbor & Pine Supply Co.',
      contactPhone: '+1 207 555 0142',
    });
    const home = (await page('/')).text;
    expect(home).toContain('<a class="site-title" href="/">Harbor &amp; Pine Supply</a>');
    expect(home).toContain('<p class="site-footer__tagline">Goods for the coast</p>');
    expect(home).toContain('<span class="site-footer__business-name">Harbor &amp; Pine Supply Co.</span>');
    expect(home).toContain('<span>14 Water Street</span><span>Portland, ME 04101</span>');
    expect(home).toContain('<a href="tel:+1%20207%20555%200142">+1 207 555 0142</a>');
    expect(home).toContain('<a href="mailto:hello@harborandpine.test">hello@harborandpine.test</a>');
    expect(home).toContain('"@type":"LocalBusiness"');
    const contact = (await page('/contact')).text;
    expect(contact).toContain(
      '<address class="map__address"><strong>Harbor &amp; Pine Supply Co.</strong><br>14 Water Street<br>Portland, ME 04101<br>United States</address>',
    );
    expect(contact).toContain(
      '<p class="map__contact"><a href="tel:+1%20207%20555%200142">+1 207 555 0142</a><br><a href="mailto:hello@harborandpine.test">hello@harborandpine.test</a></p>',
    );
    const changes = await db
      .knex(TABLES.ownerChanges)
      .where({ website_id: fixture.websiteId, entity: 'site-settings' })
      .select('summary');
    expect(changes.at(-1)?.summary).toMatch(/^Site settings: Harbor & Pine Supply; USD, America\/New_York/);
  });

  it('refuses what is not valid with a message per field, and changes nothing', async () => {
    const res = await save({
      siteTitle: ' ',
      timeZone: 'Mars/Olympus_Mons',
      currency: 'XYZ',
      language: 'not a language',
      contactEmail: 'not-an-email',
      contactPhone: 'call me',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: INVALID,
      fields: {
        siteTitle: 'Please enter the site title.',
        timeZone: 'Choose a time zone from the list (an IANA name like Europe/Paris).',
        currency: 'Choose a currency from the list.',
        language: 'Choose a language (a BCP 47 tag like en-US or fr).',
        contactEmail: 'Please enter a valid email, or leave it empty.',
        contactPhone: 'Use digits, spaces and + ( ) - . only.',
      },
    });
    const domains = await save({
      primaryDomain: 'https://harbor.test/shop',
      domains: ['www.harbor.test', '10.0.0.7', 'WWW.Harbor.test', 'shop:8080'],
      logoImageId: 'no-such-image',
    });
    expect(domains.status).toBe(400);
    expect(domains.body.fields).toEqual({
      primaryDomain: 'Enter the domain name only, without a path (shop.example.com).',
      'domains.1': 'An IP address reaches the server directly; enter a domain name instead.',
      'domains.2': 'www.harbor.test is listed twice.',
      'domains.3': 'Enter the domain name without a port.',
      logoImageId: 'That picture is no longer in your files; choose another.',
    });
    expect((await current()).siteTitle).toBe('Harbor & Pine Supply');
  });

  it('keeps each host name to one website: one another website answers on is refused, saying so', async () => {
    const res = await save({ domains: ['www.harbor.test', `  ${OTHER_HOST.toUpperCase()} `] });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      'domains.1': `${OTHER_HOST} already leads to another website on this server; remove it there first.`,
    });
    const rows = await db.knex(TABLES.websiteDomains).where({ host: OTHER_HOST }).select('website_id');
    expect(rows).toEqual([{ website_id: fixture.otherWebsiteId }]);
  });

  it('keeps the host names the site answers on, and moves the public address with the primary domain', async () => {
    const res = await save({ primaryDomain: 'HarborAndPine.test', domains: ['www.harbor.test', SITE_HOST] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      primaryDomain: 'harborandpine.test',
      domains: [SITE_HOST, 'www.harbor.test'],
      publicUrl: 'https://harborandpine.test',
    });
    const hosts = await db
      .knex(TABLES.websiteDomains)
      .where({ website_id: fixture.websiteId })
      .orderBy('host')
      .select('host', 'is_primary');
    expect(hosts).toEqual([
      { host: 'harborandpine.test', is_primary: true },
      { host: SITE_HOST, is_primary: false },
      { host: 'www.harbor.test', is_primary: false },
    ]);
    const about = (await page('/about', SITE_HOST)).text;
    expect(about).toContain('<link rel="canonical" href="https://harborandpine.test/about">');
    expect((await page('/sitemap.xml')).text).toContain('<loc>https://harborandpine.test/about</loc>');
    expect((await page('/robots.txt')).text).toContain('Sitemap: https://harborandpine.test/sitemap.xml');
    expect((await save({ primaryDomain: SITE_HOST, domains: [] })).status).toBe(200);
    expect(
      await db.knex(TABLES.websiteDomains).where({ website_id: fixture.websiteId }).select('host'),
    ).toEqual([{ host: SITE_HOST }]);
  });

  it('switches search engines off and on: robots.txt and every page follow', async () => {
    expect((await save({ searchEngineIndexing: false })).status).toBe(200);
    expect((await page('/robots.txt')).text).toBe('User-agent: *\nDisallow: /\n');
    const home = await page('/');
    expect(home.text).toContain('<meta name="robots" content="noindex">');
    expect(home.headers['x-robots-tag']).toBe('noindex');
    expect((await save({ searchEngineIndexing: true })).status).toBe(200);
    expect((await page('/')).text).not.toContain('<meta name="robots"');
  });

  it('asks before prices keep their amounts under a new currency, then relabels them; orders keep theirs', async () => {
    const asked = await save({ currency: 'eur' });
    expect(asked.status).toBe(409);
    expect(asked.body).toMatchObject({
      error: 'currency-change',
      message:
        'The prices of 6 product variants are in USD. Changing the currency to EUR keeps their amounts (19.99 USD becomes 19.99 EUR); nothing is converted. Orders already placed keep their currency.',
      currencyInUse: { variants: 6 },
    });
    expect((await current()).currency).toBe('USD');
    const done = await save({ currency: 'EUR', confirmCurrencyChange: true });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.currencyInUse).toMatchObject({ variants: 6 });
    const variants = await db
      .knex(TABLES.productVariants)
      .where({ website_id: fixture.websiteId })
      .select('sku', 'price_cents', 'currency');
    expect(variants.every((row) => row.currency === 'EUR')).toBe(true);
    expect(variants.find((row) => row.sku === 'TEE-1')).toMatchObject({ price_cents: 3000 });
    expect((await page('/shop/p/harbor-tee')).text).toContain('"priceCurrency":"EUR"');
  });

  it('refuses a currency whose units differ while prices exist, and any change while a gift card holds a balance', async () => {
    const yen = await save({ currency: 'JPY', confirmCurrencyChange: true });
    expect(yen.status).toBe(409);
    expect(yen.body.error).toBe('currency-locked');
    expect(yen.body.message).toBe(
      'EUR and JPY count in different units (2 and 0 decimals), so the prices of 6 product variants cannot keep their amounts. Remove those prices or set them again in JPY first.',
    );
    await db.knex(TABLES.giftCards).insert({
      website_id: fixture.websiteId,
      code: 'GIFT-1',
      initial_value_cents: 5000,
      balance_cents: 5000,
      currency: 'EUR',
    });
    const locked = await save({ currency: 'GBP', confirmCurrencyChange: true });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(
      'The store cannot change from EUR to GBP while 1 gift card with a balance in EUR is still open: that money is owed or charged in EUR.',
    );
    expect((await current()).currency).toBe('EUR');
  });

  it("refuses as primary language one of the site's other languages", async () => {
    await db
      .knex(TABLES.languages)
      .insert({ website_id: fixture.websiteId, code: 'fr', name: 'French', is_default: false });
    const res = await save({ language: 'FR' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      language:
        "fr is one of the site's other languages; remove it under Languages before making it the primary one.",
    });
    expect((await save({ language: 'en-gb' })).body.language).toBe('en-GB');
  });

  it('lets editors read but only admins and website managers save; nobody signed out', async () => {
    const editor = await signedInOwner(app, db.knex, fixture.websiteId, 4);
    expect((await editor.send('GET', PATH)).status).toBe(200);
    const refused = await editor.send('PUT', PATH, { body: await current() });
    expect(refused.status).toBe(403);
    const manager = await signedInOwner(app, db.knex, fixture.websiteId, 15);
    expect((await save({ siteTagline: 'By the website manager' }, manager)).status).toBe(200);
    expect((await request(app).get(PATH)).status).toBe(401);
  });
});
