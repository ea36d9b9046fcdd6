// JSON-LD on pages over HTTP: Product with an Offer per variant (price, sale price, currency, availability following stock), BlogPosting, Event, BreadcrumbList, and Organization or LocalBusiness from the settings; escaped so no title breaks out of its script; the same on a developer-platform theme; the CSP unchanged.
import type { Express } from 'express';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { createLogger } from '../../server/logger.js';
import { invalidateSiteData } from '../../server/site/index.js';
import { SITE_HOST } from '../site/site-fixture.js';
import { siteApp } from '../site/site-app.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { seedSearchSite, type SearchFixture } from './search-engines-fixture.js';

const ORIGIN = `https://${SITE_HOST}`;
const PLATFORM_FIXTURE = join(import.meta.dirname, '..', '..', 'fixtures', 'themes', 'platform-fixture');
const HOSTILE_TITLE = 'Mug </script><script>alert(1)</script><!-- & "more"';

type Node = Record<string, unknown>;

let db: Database;
let fixture: SearchFixture;
let app: Express;

beforeAll(async () => {
  db = await createTestDatabase();
  fixture = await seedSearchSite(db.knex);
  app = siteApp(db);
}, 60_000);
afterAll(async () => {
  await db?.close();
});

/** The page's JSON-LD blocks, parsed. */
function jsonLd(html: string): Node[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, text]) => JSON.parse(text) as Node,
  );
}

/** The nodes of the page's one graph, by @type. */
async function graph(path: string, on: Express = app): Promise<Map<string, Node>> {
  const res = await request(on).get(path).set('Host', SITE_HOST).set('Accept', 'text/html');
  expect(res.status, path).toBe(200);
  const blocks = jsonLd(res.text);
  expect(blocks, path).toHaveLength(1);
  expect(blocks[0]['@context']).toBe('https://schema.org');
  return new Map((blocks[0]['@graph'] as Node[]).map((node) => [node['@type'] as string, node]));
}

describe(`structured data (${testDatabaseKind()})`, () => {
  it("names a product's price, sale price, currency and availability per variant", async () => {
    const tee = (await graph('/shop/p/harbor-tee')).get('Product')!;
    expect(tee).toMatchObject({ name: 'Harbor Tee', url: `${ORIGIN}/shop/p/harbor-tee`, sku: 'TEE-1' });
    expect(tee.offers).toEqual([
      {
        '@type': 'Offer',
        url: `${ORIGIN}/shop/p/harbor-tee`,
        sku: 'TEE-1',
        price: '22.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          priceType: 'https://schema.org/StrikethroughPrice',
          price: '30.00',
          priceCurrency: 'USD',
        },
      },
    ]);
    const apron = (await graph('/shop/p/linen-apron')).get('Product')!;
    expect((apron.offers as Node[]).map((offer) => [offer.sku, offer.price, offer.availability])).toEqual([
      ['APRON-S', '38.00', 'https://schema.org/InStock'],
      ['APRON-M', '38.00', 'https://schema.org/OutOfStock'],
      ['APRON-L', '42.00', 'https://schema.org/InStock'],
    ]);
    const basket = (await graph('/shop/p/walnut-basket')).get('Product')!;
    expect(basket.image).toEqual([expect.stringMatching(new RegExp(`^${ORIGIN}/files/`))]);
    expect(basket.description).toBe('Hand-woven.');
  });

  it('follows the stock: a product sold out is OutOfStock, restocked InStock', async () => {
    expect(((await graph('/shop/p/stoneware-mug')).get('Product')!.offers as Node[])[0].availability).toBe(
      'https://schema.org/OutOfStock',
    );
    await db
      .knex(TABLES.productVariants)
      .where({ website_id: fixture.websiteId, sku: 'MUG-1' })
      .update({ qty_in_stock: 5 });
    invalidateSiteData(fixture.websiteId);
    expect(((await graph('/shop/p/stoneware-mug')).get('Product')!.offers as Node[])[0].availability).toBe(
      'https://schema.org/InStock',
    );
  });

  it('describes a post as a BlogPosting and an event as an Event with its place', async () => {
    const post = (await graph('/blog/spring-at-the-workshop')).get('BlogPosting')!;
    expect(post).toMatchObject({
      headline: 'Spring at the workshop',
      url: `${ORIGIN}/blog/spring-at-the-workshop`,
      keywords: 'studio',
      publisher: { '@id': `${ORIGIN}/#organization` },
    });
    expect(new Date(post.datePublished as string).getTime()).toBeLessThan(Date.now());
    const event = (await graph('/events/harbor-market')).get('Event')!;
    expect(event).toMatchObject({
      name: 'Harbor Market',
      location: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '1 Quay Street',
          addressCountry: 'United States',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 41.5, longitude: -71.3 },
      },
    });
    expect(new Date(event.startDate as string).getTime()).toBeGreaterThan(Date.now());
  });

  it('gives each page below the home page its trail of breadcrumbs', async () => {
    expect((await graph('/shop/p/harbor-tee')).get('BreadcrumbList')!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Harbor & Pine', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Shop', item: `${ORIGIN}/shop` },
      { '@type': 'ListItem', position: 3, name: 'Harbor Tee', item: `${ORIGIN}/shop/p/harbor-tee` },
    ]);
    expect((await graph('/about')).get('BreadcrumbList')!.itemListElement).toHaveLength(2);
    expect((await graph('/')).has('BreadcrumbList')).toBe(false);
  });

  it('names the business as an Organization, and as a LocalBusiness once the settings give an address', async () => {
    expect((await graph('/')).get('Organization')).toEqual({
      '@type': 'Organization',
      '@id': `${ORIGIN}/#organization`,
      name: 'Harbor & Pine',
      url: `${ORIGIN}/`,
    });
    await db
      .knex(TABLES.websiteSettings)
      .where({ website_id: fixture.websiteId })
      .update({
        site_settings: JSON.stringify({
          businessName: 'Harbor & Pine Supply Co.',
          businessAddress: {
            addressLine1: '14 Water Street',
            addressLine2: 'Portland, ME 04101',
            addressCountry: 'US',
          },
          contactEmail: 'hello@harborandpine.test',
          contactPhone: '+1 207 555 0142',
          socialAccounts: [
            { serviceName: 'instagram', profileUrl: 'https://www.instagram.com/harborandpine' },
          ],
        }),
      });
    invalidateSiteData(fixture.websiteId);
    try {
      const nodes = await graph('/');
      expect(nodes.has('Organization')).toBe(false);
      expect(nodes.get('LocalBusiness')).toEqual({
        '@type': 'LocalBusiness',
        '@id': `${ORIGIN}/#organization`,
        name: 'Harbor & Pine Supply Co.',
        url: `${ORIGIN}/`,
        email: 'hello@harborandpine.test',
        telephone: '+1 207 555 0142',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '14 Water Street',
          addressLocality: 'Portland, ME 04101',
          addressCountry: 'US',
        },
        sameAs: ['https://www.instagram.com/harborandpine'],
      });
    } finally {
      await db
        .knex(TABLES.websiteSettings)
        .where({ website_id: fixture.websiteId })
        .update({ site_settings: '{}' });
      invalidateSiteData(fixture.websiteId);
    }
  });

  it('escapes a title holding </script> or <!--: the block still parses to the title, and nothing breaks out', async () => {
    await db
      .knex(TABLES.contentItems)
      .where({ website_id: fixture.websiteId, url_id: 'walnut-basket' })
      .update({ title: HOSTILE_TITLE });
    invalidateSiteData(fixture.websiteId);
    try {
      const res = await request(app).get('/shop/p/walnut-basket').set('Host', SITE_HOST);
      expect(res.text).not.toContain('<script>alert(1)</script>');
      expect(res.text.match(/<\/script>/g)?.length).toBe(res.text.match(/<script[ >]/g)?.length);
      const [block] = jsonLd(res.text);
      const product = (block['@graph'] as Node[]).find((node) => node['@type'] === 'Product')!;
      expect(product.name).toBe(HOSTILE_TITLE);
    } finally {
      await db
        .knex(TABLES.contentItems)
        .where({ website_id: fixture.websiteId, url_id: 'walnut-basket' })
        .update({ title: 'Walnut Basket' });
      invalidateSiteData(fixture.websiteId);
    }
  });

  it('leaves it off pages that are not content: not found, the cart, a password form', async () => {
    for (const path of ['/no-such-page', '/cart', '/members']) {
      const res = await request(app).get(path).set('Host', SITE_HOST);
      expect(jsonLd(res.text), path).toEqual([]);
    }
  });

  it('keeps the Content-Security-Policy without inline scripts: a JSON-LD block is data, never run', async () => {
    const full = createApp({
      db,
      config: testConfig({ dataDir: mkdtempSync(join(tmpdir(), 'tessera-ld-')) }),
      logger: createLogger('silent'),
    });
    const res = await request(full).get('/shop/p/harbor-tee').set('Host', SITE_HOST);
    const csp = String(res.headers['content-security-policy']);
    const scripts = /(?:^|;)script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scripts.split(' ')[0]).toBe("'self'");
    // No inline script allowed by any means: no 'unsafe-inline', no nonce, no hash.
    expect(scripts).not.toMatch(/unsafe-inline|'nonce-|'sha(256|384|512)-/);
    expect(jsonLd(res.text)).toHaveLength(1);
  });

  it('puts the same JSON-LD, robots meta and feed links in a developer-platform theme’s {squarespace-headers}', async () => {
    const platform = createApp({
      db,
      config: testConfig({ dataDir: mkdtempSync(join(tmpdir(), 'tessera-ld-')), themeDir: PLATFORM_FIXTURE }),
      logger: createLogger('silent'),
    });
    const product = (await graph('/shop/p/harbor-tee', platform)).get('Product')!;
    expect((product.offers as Node[])[0]).toMatchObject({
      price: '22.00',
      availability: 'https://schema.org/InStock',
    });
    const hidden = await request(platform).get('/hidden').set('Host', SITE_HOST);
    expect(hidden.text).toContain('<meta name="robots" content="noindex">');
    expect(hidden.headers['x-robots-tag']).toBe('noindex');
    const blog = await request(platform).get('/blog').set('Host', SITE_HOST);
    expect(blog.text).toContain(
      `<link rel="alternate" type="application/atom+xml" title="Journal (Atom)" href="${ORIGIN}/blog?format=atom">`,
    );
    expect(blog.text).toContain('<link rel="icon" href="data:,">');
  });
});
