// The restock block on a sold-out product page: rendered by the island as a plain form that signs up with JavaScript off.
import cookieParser from 'cookie-parser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESTOCK_FORM_PATH } from '../../domain/restock-rules.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { bodyLimits } from '../../server/http/body-limits.js';
import { crumbProtection } from '../../server/http/crumb.js';
import { createLogger } from '../../server/logger.js';
import { createRestockRouter } from '../../server/restock/routes.js';
import { siteApp } from '../site/site-app.js';
import { seedSite } from '../site/site-fixture.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { passThrough } from './restock-fixtures.js';

let db: Database;
let app: ReturnType<typeof siteApp>;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedSite(db.knex);
  app = siteApp(db, {
    extraRoutes: (site) => {
      site.use(RESTOCK_FORM_PATH, cookieParser(), bodyLimits(), crumbProtection());
      site.use(
        createRestockRouter(
          { db, config: testConfig(), logger: createLogger('silent') },
          { signUpRateLimit: passThrough },
        ),
      );
    },
  });
}, 60_000);
afterAll(() => db?.close());

/** The restock block's markup on a page, or undefined. */
function restockBlock(html: string): string | undefined {
  return /<tessera-island name="restock-signup"[\s\S]*?<\/tessera-island>/.exec(html)?.[0];
}

/** The plain form's fields as a browser without JavaScript would post them (hidden and checked ones). */
function formFields(block: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of block.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
    fields[match[1]] = match[2].replace(/&amp;/g, '&');
  }
  return fields;
}

describe(`the restock block on a product page (${testDatabaseKind()})`, () => {
  it('renders a working form for the sold-out variant, with a labelled email field', async () => {
    const page = await request(app).get('/shop/p/linen-apron').set('Accept', 'text/html');
    expect(page.status).toBe(200);
    const block = restockBlock(page.text);
    expect(block).toBeDefined();
    expect(block).toContain('class="product-restock-notification"');
    expect(block).toContain(
      '<p class="product-restock-cta">Get notified when this product is back in stock.</p>',
    );
    expect(block).toContain(
      `<form class="product-restock-form" action="${RESTOCK_FORM_PATH}" method="post">`,
    );
    expect(block).toMatch(
      /<label class="tessera-visually-hidden" for="([^"]+)">Email Address<\/label><input id="\1" type="email"[^>]* required=""[^>]* name="siteVisitorEmail"/,
    );
    const fields = formFields(block!);
    const [medium] = await db.knex(TABLES.productVariants).where({ sku: 'APRON-M' }).pluck('id');
    expect(fields.variantId).toBe(medium);
    expect(fields.returnTo).toBe('/shop/p/linen-apron');
    expect(fields.crumb).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // Only the sold-out size is offered: S is in stock and L is unlimited.
    expect(block).not.toContain('<select');
  });

  it('signs up from the page with JavaScript off', async () => {
    const agent = request.agent(app);
    const page = await agent.get('/shop/p/linen-apron').set('Accept', 'text/html');
    const fields = formFields(restockBlock(page.text)!);
    const res = await agent
      .post(RESTOCK_FORM_PATH)
      .set('Accept', 'text/html')
      .type('form')
      .send({ ...fields, siteVisitorEmail: 'visitor@example.com' });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1 role="status">Signed up!</h1>');
    expect(res.text).toContain('<a href="/shop/p/linen-apron">Back to the product</a>');
    expect(
      await db.knex(TABLES.restockSignups).where({ variant_id: fields.variantId }).pluck('email'),
    ).toEqual(['visitor@example.com']);
  });

  it('shows no block where sign-ups are off or nothing is sold out', async () => {
    for (const path of ['/shop/p/stoneware-mug', '/shop/p/walnut-basket']) {
      const page = await request(app).get(path).set('Accept', 'text/html');
      expect(page.status).toBe(200);
      expect(restockBlock(page.text)).toBeUndefined();
    }
  });
});
