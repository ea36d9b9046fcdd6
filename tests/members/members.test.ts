// Site users' pages and member areas on the real app: sign up, in and out by plain forms, the account page, password reset by the mailed link, and members-only pages (105, 106, 107, 208) with their menu links.
import type { Express } from 'express';
import type { Knex } from 'knex';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MEMBER_TEXTS } from '../../domain/members.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { signedInOwner } from '../owner/owner-app.js';
import type { TestBrowser } from '../security/test-browser.js';
import { seedSite, type SiteFixture } from '../site/site-fixture.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { MemberBrowser, memberApp, pageTypeOf } from './member-browser.js';

const PASSWORD = 'tide pools at dawn';
const CLUB_SECRET = 'The club meets at the boathouse on Thursdays.';
const PREMIUM_SECRET = 'Our glaze recipes, step by step.';

let db: Database;
let knex: Knex;
let app: Express;
let fixture: SiteFixture;
let owner: TestBrowser;
let clubAreaId: string;
let paidAreaId: string;
let emailCount = 0;

const newEmail = () => `visitor-${++emailCount}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const escapeText = (text: string) => text.replace(/&/g, '&amp;');

/** A new visitor who signs up on /account/sign-up (no member area). */
async function signedUpVisitor(email = newEmail()): Promise<MemberBrowser> {
  const visitor = new MemberBrowser(app);
  const page = await visitor.get('/account/sign-up');
  const res = await visitor.submit(page, '/account/sign-up', { email, password: PASSWORD });
  expect(res.status, res.text).toBe(303);
  return visitor;
}

beforeAll(async () => {
  db = await createTestDatabase();
  knex = db.knex;
  fixture = await seedSite(knex);
  app = memberApp(db);
  owner = await signedInOwner(app, knex, fixture.websiteId);
  const page = async (url_id: string, title: string, secret: string) =>
    (
      await knex(TABLES.pages)
        .insert({
          website_id: fixture.websiteId,
          url_id,
          page_type: 2,
          title,
          content: { blocks: [{ type: 'text', html: `<p>${secret}</p>` }] },
        })
        .returning('id')
    )[0].id as string;
  const clubPage = await page('club', 'The Club', CLUB_SECRET);
  const premiumPage = await page('premium', 'Premium', PREMIUM_SECRET);
  await knex(TABLES.products)
    .where({ website_id: fixture.websiteId, id: fixture.products.tee })
    .update({
      is_subscribable: true,
      subscription_plan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
    });

  const free = await owner.send('POST', '/api/owner/member-areas', {
    body: { name: 'Club', access: 'free' },
  });
  expect(free.status, JSON.stringify(free.body)).toBe(201);
  clubAreaId = free.body.memberArea.id as string;
  const paid = await owner.send('POST', '/api/owner/member-areas', {
    body: { name: 'Premium', access: 'paid', productId: fixture.products.tee },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  paidAreaId = paid.body.memberArea.id as string;
  for (const [pageId, memberAreaId] of [
    [clubPage, clubAreaId],
    [premiumPage, paidAreaId],
  ]) {
    const res = await owner.send('PUT', `/api/owner/pages/${pageId}/member-area`, { body: { memberAreaId } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const [main] = await knex(TABLES.navigations).where({ website_id: fixture.websiteId, name: 'main' });
  const items = typeof main.items === 'string' ? JSON.parse(main.items) : main.items;
  await knex(TABLES.navigations)
    .where({ website_id: fixture.websiteId, name: 'main' })
    .update({
      items: JSON.stringify([
        ...items,
        { pageId: clubPage, title: 'Club room' },
        { title: 'Members corner', memberAreaId: clubAreaId, externalLink: '/club?corner=1' },
      ]),
    });
}, 60_000);
afterAll(() => db?.close());
// Every visitor of the suite comes from one address, which signs up more often than the limit lets
// it in a minute: each test starts with the address's counts at 0.
beforeEach(async () => {
  await knex(TABLES.rateLimitCounters).delete();
});

describe(`site users' pages (${testDatabaseKind()})`, () => {
  it('offers an Account link in the header of every page, the way in for members', async () => {
    const home = await new MemberBrowser(app).get('/');
    expect(home.text).toMatch(/<a class="site-tools__link" href="\/account">[^]*?Account<\/span><\/a>/);
  });

  it('signs up, shows the account, signs out and in again, each by a plain form', async () => {
    const email = newEmail();
    const visitor = new MemberBrowser(app);
    const form = await visitor.get('/account/sign-up');
    expect(form.status).toBe(200);
    expect(pageTypeOf(form.text)).toBe(105);
    expect(form.headers['cache-control']).toBe('no-store');

    const short = await visitor.submit(form, '/account/sign-up', { email, password: 'short' });
    expect(short.status).toBe(400);
    expect(short.text).toContain('Passwords must have at least 8 characters.');
    const badEmail = await visitor.submit(form, '/account/sign-up', {
      email: 'not an email',
      password: PASSWORD,
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.text).toContain('Please enter a valid email.');

    const created = await visitor.submit(form, '/account/sign-up', { email, password: PASSWORD });
    expect(created.status).toBe(303);
    expect(created.headers.location).toBe('/account');
    const account = await visitor.get('/account');
    expect(account.status).toBe(200);
    expect(account.text).toContain(email);
    expect(account.text).toContain(MEMBER_TEXTS.noOrders);
    expect(account.headers['cache-control']).toBe('no-store');

    const again = await visitor.submit(await visitor.get('/account/sign-up'), '/account/sign-up', {
      email,
      password: PASSWORD,
    });
    expect(again.status).toBe(409);
    expect(again.text).toContain(MEMBER_TEXTS.emailTaken);

    const out = await visitor.submit(account, '/account/sign-out');
    expect(out.status).toBe(303);
    expect(out.headers.location).toBe('/account/sign-in?signedOut=1');
    const signIn = await visitor.get(out.headers.location);
    expect(signIn.text).toContain(MEMBER_TEXTS.signedOut);
    expect((await visitor.get('/account')).headers.location).toBe('/account/sign-in?returnTo=%2Faccount');

    const wrong = await visitor.submit(signIn, '/account/sign-in', { email, password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain(MEMBER_TEXTS.wrongCredentials);
    const right = await visitor.submit(signIn, '/account/sign-in', {
      email,
      password: PASSWORD,
      returnTo: 'https://evil.example/steal',
    });
    expect(right.status).toBe(303);
    // Only a path of this site is followed after signing in.
    expect(right.headers.location).toBe('/account');
    expect((await visitor.get('/account')).text).toContain(email);
  });

  it('refuses a form posted without the crumb (from another site)', async () => {
    const email = newEmail();
    const visitor = new MemberBrowser(app);
    expect((await visitor.get('/account/sign-up')).text).toContain('name="crumb"');
    const forged = await visitor.browser.send('POST', '/account/sign-up', {
      body: { email, password: PASSWORD, returnTo: '/account' },
      form: true,
      crumb: false,
      headers: { Accept: 'text/html' },
    });
    expect(forged.status).toBe(403);
    expect(await knex(TABLES.siteUsers).where({ website_id: fixture.websiteId, email })).toEqual([]);
  });

  it('escapes what visitors type when it is shown again', async () => {
    const visitor = new MemberBrowser(app);
    const page = await visitor.get('/account/sign-in');
    const res = await visitor.submit(page, '/account/sign-in', {
      email: '"><script>alert(1)</script>',
      password: 'x',
    });
    expect(res.status).toBe(400);
    expect(res.text).not.toContain('<script>alert(1)</script>');
    expect(res.text).toContain('&lt;script&gt;');
  });

  it("lists the site user's orders, addresses, subscriptions and restock sign-ups on the account page", async () => {
    const email = newEmail();
    const visitor = await signedUpVisitor(email);
    const user = await knex(TABLES.siteUsers).where({ website_id: fixture.websiteId, email }).first('id');
    await knex(TABLES.orders).insert({
      website_id: fixture.websiteId,
      order_number: 4711,
      idempotency_key: `account-${email}`,
      site_user_id: user.id,
      customer_email: email,
      status: 'paid',
      grand_total_cents: 5320,
      shipping_address: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        address1: '12 Harbor Road',
        city: 'Portland',
        region: 'ME',
        postalCode: '04101',
        country: 'US',
      },
    });
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
    const variant = await knex(TABLES.productVariants)
      .where({ website_id: fixture.websiteId, sku: 'APRON-M' })
      .first('id');
    await knex(TABLES.restockSignups).insert({
      website_id: fixture.websiteId,
      product_id: fixture.products.apron,
      variant_id: variant.id,
      email,
      site_user_id: user.id,
    });
    // Someone else's order is not listed.
    await knex(TABLES.orders).insert({
      website_id: fixture.websiteId,
      order_number: 4712,
      idempotency_key: `other-${email}`,
      customer_email: 'someone@example.com',
    });

    const account = await visitor.get('/account');
    expect(account.text).toContain('#4711');
    expect(account.text).toContain('$53.20');
    expect(account.text).toContain('Paid');
    expect(account.text).not.toContain('#4712');
    expect(account.text).toContain('Ada Lovelace, 12 Harbor Road, Portland ME 04101, US');
    expect(account.text).toContain('Harbor Tee');
    expect(account.text).toContain('$22.00 every month');
    expect(account.text).toContain('Linen Apron · APRON-M · Waiting for stock');
    // The link issues a token of the order (kept only as a hash) and goes on to the status page.
    const link = /href="(\/account\/orders\/[^"]+)"/.exec(account.text)?.[1];
    expect(link).toBeDefined();
    const issued = await visitor.get(link as string);
    expect(issued.status).toBe(303);
    expect(issued.headers.location).toMatch(/^\/commerce\/orders\/[^?]+\?token=[\w-]+$/);
    const status = await visitor.get(issued.headers.location as string);
    expect(status.status).toBe(200);
    expect(pageTypeOf(status.text)).toBe(211);
  });

  it('resets a forgotten password by the mailed link, once', async () => {
    const email = newEmail();
    await signedUpVisitor(email);
    const visitor = new MemberBrowser(app);
    const form = await visitor.get('/account/forgot-password');
    const unknown = await visitor.submit(form, '/account/forgot-password', { email: 'nobody@example.com' });
    expect(unknown.status).toBe(200);
    expect(unknown.text).toContain(escapeText(MEMBER_TEXTS.resetSent));
    const sent = await visitor.submit(form, '/account/forgot-password', { email });
    expect(sent.text).toContain(escapeText(MEMBER_TEXTS.resetSent));
    const mails = await knex(TABLES.mailOutbox).where({ to_address: email }).select('*');
    expect(mails).toHaveLength(1);
    expect(await knex(TABLES.mailOutbox).where({ to_address: 'nobody@example.com' })).toHaveLength(0);
    const link = /https?:\/\/[^\s]+\/account\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(
      String(mails[0].body_text),
    )?.[0];
    expect(link).toBeDefined();
    const path = new URL(link as string).pathname + new URL(link as string).search;

    const reset = await visitor.get(path);
    expect(reset.status).toBe(200);
    const tooShort = await visitor.submit(reset, '/account/reset-password', { password: 'short' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.text).toContain('Passwords must have at least 8 characters.');
    const done = await visitor.submit(reset, '/account/reset-password', { password: 'a brand new password' });
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe('/account/sign-in?reset=1');

    const signIn = await visitor.get('/account/sign-in');
    expect((await visitor.submit(signIn, '/account/sign-in', { email, password: PASSWORD })).status).toBe(
      401,
    );
    const fresh = await visitor.submit(signIn, '/account/sign-in', {
      email,
      password: 'a brand new password',
    });
    expect(fresh.status).toBe(303);

    const used = await new MemberBrowser(app).get(path);
    expect(used.status).toBe(410);
    expect(used.text).toContain(MEMBER_TEXTS.resetInvalid);
    const other = new MemberBrowser(app);
    await other.get('/account/sign-in');
    const token = new URL(link as string).searchParams.get('token') as string;
    const reused = await other.browser.send('POST', '/account/reset-password', {
      body: { token, password: 'yet another password' },
      form: true,
      headers: { Accept: 'text/html' },
    });
    expect(reused.status).toBe(410);
    expect(reused.text).toContain(MEMBER_TEXTS.resetInvalid);
  });
});

describe(`member areas (${testDatabaseKind()})`, () => {
  it('refuses a members-only page before sign-up (105) and lets the visitor in after it (208)', async () => {
    const visitor = new MemberBrowser(app);
    const refused = await visitor.get('/club');
    expect(refused.status).toBe(200);
    expect(pageTypeOf(refused.text)).toBe(105);
    expect(refused.text).not.toContain(CLUB_SECRET);
    expect(refused.headers['cache-control']).toBe('no-store');

    const joined = await visitor.submit(refused, '/account/sign-up', {
      email: newEmail(),
      password: PASSWORD,
    });
    expect(joined.status).toBe(303);
    expect(joined.headers.location).toBe(`/members/welcome?area=${clubAreaId}&returnTo=%2Fclub`);
    const welcome = await visitor.get(joined.headers.location);
    expect(pageTypeOf(welcome.text)).toBe(208);
    expect(welcome.text).toContain(MEMBER_TEXTS.confirmedTitle);
    expect(welcome.text).toContain('href="/club"');

    const page = await visitor.get('/club');
    expect(page.status).toBe(200);
    expect(pageTypeOf(page.text)).toBe(2);
    expect(page.text).toContain(CLUB_SECRET);
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('shows a signed-in visitor who is not a member 106, without tracking, and lets them join', async () => {
    const visitor = await signedUpVisitor();
    const denied = await visitor.get('/club');
    expect(denied.status).toBe(403);
    expect(pageTypeOf(denied.text)).toBe(106);
    expect(denied.text).toContain('data-tracking="off"');
    expect(denied.text).not.toContain(CLUB_SECRET);

    const joined = await visitor.submit(denied, '/members/join');
    expect(joined.status).toBe(303);
    expect(pageTypeOf((await visitor.get(joined.headers.location)).text)).toBe(208);
    expect((await visitor.get('/club')).text).toContain(CLUB_SECRET);
  });

  it('shows the paywall (107) for a paid area until the visitor subscribes to its product', async () => {
    const email = newEmail();
    const visitor = await signedUpVisitor(email);
    const paywall = await visitor.get('/premium');
    expect(pageTypeOf(paywall.text)).toBe(107);
    expect(paywall.text).not.toContain(PREMIUM_SECRET);
    expect(paywall.text).toContain('href="/shop/p/harbor-tee"');
    // Joining by asking does not open a paid area.
    const join = await visitor.browser.send('POST', '/members/join', {
      body: { area: paidAreaId, returnTo: '/premium' },
      form: true,
      headers: { Accept: 'text/html' },
    });
    expect(join.status).toBeGreaterThanOrEqual(300);
    expect(pageTypeOf((await visitor.get('/premium')).text)).not.toBe(2);

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
    const page = await visitor.get('/premium');
    expect(pageTypeOf(page.text)).toBe(2);
    expect(page.text).toContain(PREMIUM_SECRET);
  });

  it('passes the owner, and leaves member links out of the menus of those who cannot enter', async () => {
    const ownerPage = await owner.send('GET', '/club', { headers: { Accept: 'text/html' } });
    expect(ownerPage.text).toContain(CLUB_SECRET);

    const anonymous = await request(app).get('/about').set('Accept', 'text/html');
    expect(anonymous.text).not.toContain('href="/club"');
    expect(anonymous.text).not.toContain('Members corner');
    const outsider = await signedUpVisitor();
    const outsiderPage = await outsider.get('/about');
    expect(outsiderPage.text).toContain('About us');
    expect(outsiderPage.text).not.toContain('Club room');

    const member = new MemberBrowser(app);
    const refused = await member.get('/club');
    await member.submit(refused, '/account/sign-up', { email: newEmail(), password: PASSWORD });
    const memberPage = await member.get('/about');
    expect(memberPage.text).toContain('Club room');
    expect(memberPage.text).toContain('Members corner');
    // The member's page was not kept for everyone.
    const later = await request(app).get('/about').set('Accept', 'text/html');
    expect(later.text).not.toContain('Club room');
  });

  it('guards a members-only collection page and every item of it, keeps them out of search and of other pages’ blocks, and opens them to members', async () => {
    const blog = await knex(TABLES.pages)
      .where({ website_id: fixture.websiteId, url_id: 'blog' })
      .first('id', 'collection_id');
    await knex(TABLES.pages).insert({
      website_id: fixture.websiteId,
      url_id: 'teaser',
      page_type: 2,
      title: 'Teaser',
      content: {
        blocks: [{ type: 'collection', collectionId: blog.collection_id, title: 'From the journal' }],
      },
    });
    const put = (memberAreaId: string | null) =>
      owner.send('PUT', `/api/owner/pages/${blog.id}/member-area`, { body: { memberAreaId } });
    expect((await put(clubAreaId)).status).toBe(200);
    try {
      const anonymous = new MemberBrowser(app);
      for (const path of ['/blog', '/blog/spring-at-the-workshop']) {
        const refused = await anonymous.get(path);
        expect(pageTypeOf(refused.text), path).toBe(105);
        expect(refused.text).not.toContain('The whole story of Spring at the workshop.');
      }
      expect((await anonymous.get('/teaser')).text).not.toContain('Spring at the workshop');
      const search = await anonymous.get('/search?q=workshop');
      expect(pageTypeOf(search.text)).toBe(102);
      expect(search.text).not.toContain('Spring at the workshop');
      const refused = await anonymous.get('/blog/spring-at-the-workshop');
      const joined = await anonymous.submit(refused, '/account/sign-up', {
        email: newEmail(),
        password: PASSWORD,
      });
      expect(joined.headers.location).toContain('returnTo=%2Fblog%2Fspring-at-the-workshop');
      const post = await anonymous.get('/blog/spring-at-the-workshop');
      expect(pageTypeOf(post.text)).toBe(50);
      expect(post.text).toContain('The whole story of Spring at the workshop.');
    } finally {
      expect((await put(null)).status).toBe(200);
    }
    expect(pageTypeOf((await new MemberBrowser(app).get('/blog')).text)).toBe(1);
    expect((await new MemberBrowser(app).get('/search?q=workshop')).text).toContain('Spring at the workshop');
    expect((await new MemberBrowser(app).get('/teaser')).text).toContain('Spring at the workshop');
  });

  it('lets only page editors manage member areas, and says what is wrong with bad input', async () => {
    const bad = await owner.send('POST', '/api/owner/member-areas', { body: { name: '', access: 'paid' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ name: 'Give the member area a name.' });
    const notSubscribable = await owner.send('POST', '/api/owner/member-areas', {
      body: { name: 'Mugs', access: 'paid', productId: fixture.products.mug },
    });
    expect(notSubscribable.status).toBe(400);
    expect(notSubscribable.body.fields).toEqual({
      productId: 'Choose a subscription product of this website.',
    });
    const list = await owner.send('GET', '/api/owner/member-areas');
    expect(list.body.memberAreas.map((area: { name: string }) => area.name)).toEqual(['Club', 'Premium']);
    const temp = await owner.send('POST', '/api/owner/member-areas', {
      body: { name: 'Temp', access: 'free' },
    });
    const about = await knex(TABLES.pages)
      .where({ website_id: fixture.websiteId, url_id: 'about' })
      .first('id');
    await owner.send('PUT', `/api/owner/pages/${about.id}/member-area`, {
      body: { memberAreaId: temp.body.memberArea.id },
    });
    expect(pageTypeOf((await new MemberBrowser(app).get('/about')).text)).toBe(105);
    const renamed = await owner.send('PUT', `/api/owner/member-areas/${temp.body.memberArea.id}`, {
      body: { name: 'Friends', access: 'free' },
    });
    expect(renamed.body.memberArea).toMatchObject({ name: 'Friends', pageIds: [about.id] });
    expect((await owner.send('DELETE', `/api/owner/member-areas/${temp.body.memberArea.id}`)).status).toBe(
      204,
    );
    expect(pageTypeOf((await new MemberBrowser(app).get('/about')).text)).toBe(2);
    const unknown = await owner.send('PUT', `/api/owner/pages/${about.id}/member-area`, {
      body: { memberAreaId: 'no-such-area' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ memberAreaId: 'Choose a member area of this website.' });

    const visitor = await signedUpVisitor();
    const refused = await visitor.browser.send('GET', '/api/owner/member-areas');
    expect(refused.status).toBe(401);
  });

  it('rate-limits password-reset requests, answering the form with a page that says so', async () => {
    const visitor = new MemberBrowser(app);
    const form = await visitor.get('/account/forgot-password');
    const statuses: number[] = [];
    let last: Awaited<ReturnType<MemberBrowser['submit']>> | undefined;
    for (let attempt = 0; attempt < 11; attempt += 1) {
      last = await visitor.submit(form, '/account/forgot-password', { email: 'nobody@example.com' });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array.from({ length: 10 }, () => 200), 429]);
    // The plain form gets a page saying so, not the API's JSON.
    expect(last?.type).toBe('text/html');
    expect(last?.text).toContain('Please try again in a few seconds.');
    expect(last?.text).toContain('action="/account/forgot-password"');
  });
});
