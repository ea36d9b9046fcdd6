// Members-only items reach no visitor outside their area by any path: a theme's <squarespace:query>, its block fields, product and summary blocks, search, menus, comments (issue 33, finding 4).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import type { Knex } from 'knex';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { invalidateSiteData } from '../../server/site/cache/site-caches.js';
import { signedInOwner } from '../owner/owner-app.js';
import { insertProduct, seedSite, type SiteFixture } from '../site/site-fixture.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { MemberBrowser, pageTypeOf } from './member-browser.js';

const PASSWORD = 'tide pools at dawn';
const POST_TITLE = 'Spring at the workshop';
const POST_BODY = 'The whole story of Spring at the workshop.';
const LANTERN = 'Members Lantern';
/** Every public page of the fixture a visitor outside the area may open. */
const PUBLIC_PAGES = ['/', '/about', '/contact', '/shop', '/gallery', '/events', '/search?q=studio'];

/**
 * A theme whose footer lists the blog through `<squarespace:query>` (the probe's theme) and whose
 * sidebar is a block field, on every page.
 */
function writeQueryTheme(dir: string): void {
  mkdirSync(join(dir, 'collections'), { recursive: true });
  mkdirSync(join(dir, 'blocks'));
  writeFileSync(
    join(dir, 'blocks', 'navigation.block'),
    '<ul>{.repeated section items}<li>{.collection?}<a href="{collection.fullUrl}">{collection.navigationTitle}</a>{.end}' +
      '{.external-link?}<a href="{externalLink.url}">{title}</a>{.end}</li>{.end}</ul>',
  );
  writeFileSync(
    join(dir, 'template.conf'),
    JSON.stringify({
      name: 'Query footer',
      author: 'Tests',
      layouts: { default: { name: 'Default', regions: ['site'] } },
      navigations: [{ title: 'Main Navigation', name: 'mainNav' }],
      stylesheets: [],
    }),
  );
  writeFileSync(
    join(dir, 'site.region'),
    `<!doctype html>
<html>
<head>{squarespace-headers}</head>
<body data-page-type="{pageType}">
<nav><squarespace:navigation navigationId="mainNav" template="navigation" /></nav>
<main>{squarespace.main-content}</main>
<aside class="sidebar"><squarespace:block-field id="sidebarBlocks" columns="12" /></aside>
<footer>
<squarespace:query collection="blog" limit="5">
<section class="from-the-blog">{.repeated section items}<article><h3>{title}</h3>{body}</article>{.end}</section>
</squarespace:query>
</footer>
{squarespace-footers}
</body>
</html>
`,
  );
}

let db: Database;
let knex: Knex;
let fixture: SiteFixture;
let themeRoot: string;
let app: Express;
let lanternId: string;

const newEmail = () => `reader-${Math.random().toString(36).slice(2, 10)}@example.com`;

async function html(app: Express, path: string): Promise<string> {
  const res = await request(app).get(path).set('Accept', 'text/html');
  expect(res.status, path).toBeLessThan(500);
  return res.text;
}

beforeAll(async () => {
  db = await createTestDatabase();
  knex = db.knex;
  fixture = await seedSite(knex);
  const websiteId = fixture.websiteId;
  themeRoot = mkdtempSync(join(tmpdir(), 'tessera-query-theme-'));
  writeQueryTheme(themeRoot);
  app = createApp({ db, config: testConfig({ themeDir: themeRoot }) });

  // A paid area (its subscription product is the tee) locks the blog and a members' shop.
  const [area] = await knex(TABLES.memberAreas)
    .insert({ website_id: websiteId, name: 'Subscribers', access: 'paid', product_id: fixture.products.tee })
    .returning('id');
  const [membersShop] = await knex(TABLES.collections)
    .insert({ website_id: websiteId, type: 13, title: 'Members shop', url_id: 'members-shop-items' })
    .returning('id');
  lanternId = await insertProduct(knex, websiteId, membersShop.id as string, {
    title: LANTERN,
    urlId: 'members-lantern',
    variants: [{ sku: 'LANTERN-1', price: 9900, stock: 5 }],
  });
  await knex(TABLES.pages).insert({
    website_id: websiteId,
    url_id: 'members-shop',
    page_type: 1,
    title: 'Members shop',
    collection_id: membersShop.id,
    member_area_id: area.id,
  });
  await knex(TABLES.pages)
    .where({ website_id: websiteId, url_id: 'blog' })
    .update({ member_area_id: area.id });
  await knex(TABLES.websiteSettings)
    .where({ website_id: websiteId })
    .update({ comments_enabled: true, captcha_settings: JSON.stringify({ comments: false }) });
  await knex(TABLES.contentItems)
    .where({ website_id: websiteId, url_id: 'spring-at-the-workshop' })
    .update({ comment_state: 1 });

  // About names the locked product and summarises the locked blog; home's sidebar (every page's) does too.
  const blog = await knex(TABLES.collections).where({ website_id: websiteId, url_id: 'journal' }).first('id');
  const blocks = [
    { type: 'product', productIds: [lanternId], heading: 'Picked for you' },
    { type: 'collection', collectionId: blog.id, title: 'From the journal' },
  ];
  await knex(TABLES.pages)
    .where({ website_id: websiteId, url_id: 'about' })
    .update({ content: JSON.stringify({ blocks }) });
  const home = await knex(TABLES.pages).where({ website_id: websiteId, url_id: 'home' }).first('content');
  await knex(TABLES.pages)
    .where({ website_id: websiteId, url_id: 'home' })
    .update({ content: JSON.stringify({ ...home.content, blockFields: { sidebarBlocks: blocks } }) });
  // A menu link straight to the members' shop's collection.
  await knex(TABLES.navigations)
    .where({ website_id: websiteId, name: 'main' })
    .update({
      items: JSON.stringify([{ title: 'Home', externalLink: '/' }, { collectionId: membersShop.id }]),
    });
}, 120_000);

afterAll(async () => {
  await db?.close();
  if (themeRoot !== undefined) rmSync(themeRoot, { recursive: true, force: true });
});

describe(`members-only items (${testDatabaseKind()})`, () => {
  it('stay out of every public page of a theme with <squarespace:query collection="blog"> in its footer', async () => {
    for (const path of PUBLIC_PAGES) {
      const page = await html(app, path);
      expect(page, path).toContain('class="from-the-blog"');
      expect(page, path).not.toContain(POST_TITLE);
      expect(page, path).not.toContain(POST_BODY);
      expect(page, path).not.toContain(LANTERN);
      expect(page, path).not.toContain('Members shop');
    }
    // The locked pages themselves ask the visitor to sign in.
    expect(pageTypeOf(await html(app, '/blog/spring-at-the-workshop'))).toBe(105);
    expect(pageTypeOf(await html(app, '/members-shop/p/members-lantern'))).toBe(105);
  });

  it('stay out for a signed-in site user without the subscription, and show for a subscriber', async () => {
    const email = newEmail();
    const reader = new MemberBrowser(app);
    const form = await reader.get('/account/sign-up');
    expect((await reader.submit(form, '/account/sign-up', { email, password: PASSWORD })).status).toBe(303);
    for (const path of ['/', '/about', '/search?q=workshop']) {
      const page = (await reader.get(path)).text;
      expect(page, path).not.toContain(POST_BODY);
      expect(page, path).not.toContain(LANTERN);
    }

    const user = await knex(TABLES.siteUsers).where({ website_id: fixture.websiteId, email }).first('id');
    await knex(TABLES.subscriptions).insert({
      website_id: fixture.websiteId,
      site_user_id: user.id,
      customer_email: email,
      product_id: fixture.products.tee,
      sku: 'TEE-1',
      billing_period_value: 1,
      billing_period_unit: 'MONTH',
      price_cents: 2200,
    });
    const home = (await reader.get('/')).text;
    expect(home).toContain(POST_BODY);
    expect(home).toContain(LANTERN);
    expect(home).toContain('Members shop');
    expect((await reader.get('/search?q=workshop')).text).toContain(POST_TITLE);
    // What the subscriber saw was not kept for everyone.
    const later = await html(app, '/');
    expect(later).not.toContain(POST_BODY);
    expect(later).not.toContain(LANTERN);
  });

  it('show to the owner', async () => {
    const owner = await signedInOwner(app, knex, fixture.websiteId);
    const home = await owner.send('GET', '/', { headers: { Accept: 'text/html' } });
    expect(home.text).toContain(POST_BODY);
    expect(home.text).toContain(LANTERN);
  });

  it('take no comment from a visitor outside the area', async () => {
    const post = await knex(TABLES.contentItems)
      .where({ website_id: fixture.websiteId, url_id: 'spring-at-the-workshop' })
      .first('id');
    const comment = { itemId: post.id, name: 'Outsider', body: 'Let me in on this.' };
    const anonymous = new MemberBrowser(app);
    await anonymous.get('/about');
    const refused = await anonymous.browser.send('POST', '/api/comments', { body: comment });
    expect(refused.status, JSON.stringify(refused.body)).toBe(404);
    expect(refused.body.message).toBe('This post cannot be found.');
    expect(await knex(TABLES.comments).where({ item_id: post.id })).toHaveLength(0);
    // Once the blog is open to all, the same post takes the comment.
    const setArea = async (memberAreaId: string | null) => {
      await knex(TABLES.pages)
        .where({ website_id: fixture.websiteId, url_id: 'blog' })
        .update({ member_area_id: memberAreaId });
      invalidateSiteData(fixture.websiteId);
    };
    const area = await knex(TABLES.memberAreas).where({ website_id: fixture.websiteId }).first('id');
    await setArea(null);
    try {
      const held = await anonymous.browser.send('POST', '/api/comments', { body: comment });
      expect(held.status, JSON.stringify(held.body)).toBe(201);
    } finally {
      await setArea(area.id as string);
    }
  });
});
