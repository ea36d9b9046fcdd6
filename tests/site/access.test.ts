// Password-protected pages (105) and the site-wide lock screen (103): the forms, signed cookies, wrong passwords.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/accounts/passwords.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { invalidateSiteData } from '../../server/site/index.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { siteApp } from './site-app.js';
import { SECRET_PASSWORD, seedSite, type SiteFixture } from './site-fixture.js';

interface Visitor {
  cookies: string[];
  crumb: string;
}

function cookiesOf(res: request.Response): string[] {
  return ((res.headers['set-cookie'] as unknown as string[] | undefined) ?? []).map(
    (cookie) => cookie.split(';')[0],
  );
}

describe(`page passwords and the lock screen (${testDatabaseKind()})`, () => {
  let db: Database;
  let fixture: SiteFixture;
  let app: ReturnType<typeof siteApp>;

  beforeAll(async () => {
    db = await createTestDatabase();
    fixture = await seedSite(db.knex);
    app = siteApp(db);
  }, 60_000);
  afterAll(() => db?.close());

  async function visit(
    path: string,
    visitor?: Visitor,
  ): Promise<{ res: request.Response; visitor: Visitor }> {
    const res = await request(app)
      .get(path)
      .set('Accept', 'text/html')
      .set('Cookie', visitor?.cookies ?? []);
    const crumb = /name="crumb" value="([^"]+)"/.exec(res.text)?.[1] ?? visitor?.crumb ?? '';
    return { res, visitor: { cookies: [...(visitor?.cookies ?? []), ...cookiesOf(res)], crumb } };
  }

  function unlock(visitor: Visitor, fields: Record<string, string>) {
    return request(app)
      .post('/unlock')
      .set('Accept', 'text/html')
      .set('Cookie', visitor.cookies)
      .type('form')
      .send({ crumb: visitor.crumb, ...fields });
  }

  it('asks for the password of a protected page instead of showing it', async () => {
    const { res } = await visit('/members');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('This page is password protected.');
    expect(res.text).toContain('<form class="password-form" method="post" action="/unlock">');
    expect(res.text).toContain(`<input type="hidden" name="target" value="${fixture.secretPageId}">`);
    expect(res.text).not.toContain('members-only price list');
  });

  it('refuses a wrong password with a message, and sets no cookie', async () => {
    const { visitor } = await visit('/members');
    const res = await unlock(visitor, {
      password: 'guess',
      target: fixture.secretPageId,
      returnTo: '/members',
    });
    expect(res.status).toBe(401);
    expect(res.text).toContain('That password is not correct. Please try again.');
    expect(res.text).toContain('aria-invalid="true"');
    expect(cookiesOf(res).filter((cookie) => cookie.startsWith('tessera_page_access_'))).toEqual([]);
  });

  it('lets the visitor in with the right password, by a signed cookie for that page only', async () => {
    const { visitor } = await visit('/members');
    const res = await unlock(visitor, {
      password: SECRET_PASSWORD,
      target: fixture.secretPageId,
      returnTo: '/members',
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/members');
    const grant = cookiesOf(res).find((cookie) =>
      cookie.startsWith(`tessera_page_access_${fixture.secretPageId}=`),
    );
    expect(grant).toBeDefined();
    expect((res.headers['set-cookie'] as unknown as string[]).join()).toMatch(/HttpOnly/);

    const inside = await visit('/members', { ...visitor, cookies: [...visitor.cookies, grant as string] });
    expect(inside.res.text).toContain('members-only price list');

    const forged = (grant as string).replace(/.$/, (char) => (char === 'A' ? 'B' : 'A'));
    const outside = await visit('/members', { ...visitor, cookies: [...visitor.cookies, forged] });
    expect(outside.res.text).not.toContain('members-only price list');
  });

  it('never sends a visitor elsewhere after unlocking', async () => {
    const { visitor } = await visit('/members');
    const res = await unlock(visitor, {
      password: SECRET_PASSWORD,
      target: fixture.secretPageId,
      returnTo: '//evil.example/steal',
    });
    expect(res.headers.location).toBe('/');
  });

  it('refuses a password post without the crumb', async () => {
    const { visitor } = await visit('/members');
    const res = await unlock(
      { ...visitor, crumb: 'x'.repeat(32) },
      { password: SECRET_PASSWORD, target: fixture.secretPageId },
    );
    expect(res.status).toBe(403);
  });

  describe('while the site is locked', () => {
    beforeAll(async () => {
      await db.knex(TABLES.pages).insert({
        website_id: fixture.websiteId,
        url_id: 'lock-screen',
        page_type: 103,
        title: 'Opening soon',
        description: 'Our new collection launches on Friday.',
        password_protected: true,
        password_hash: await hashPassword('friday'),
      });
      // What the owner API that locks a site does after writing.
      invalidateSiteData(fixture.websiteId);
    });

    it('shows the lock screen at every address, with nothing of the site behind it', async () => {
      for (const path of ['/', '/shop', '/shop/p/walnut-basket', '/cart', '/no-such-page']) {
        const { res } = await visit(path);
        expect(res.status).toBe(200);
        expect(res.text).toContain('<h1 class="system-page__title" id="system-title">Opening soon</h1>');
        expect(res.text).toContain('Our new collection launches on Friday.');
        expect(res.text).toContain('<input type="hidden" name="target" value="site">');
        expect(res.text).not.toContain('Walnut Basket');
        expect(res.text).not.toContain('class="site-nav');
        expect(res.text).not.toContain('<tessera-island');
      }
    });

    it('opens the site with its password and returns to the page asked for', async () => {
      const { visitor } = await visit('/shop');
      const wrong = await unlock(visitor, { password: 'monday', target: 'site', returnTo: '/shop' });
      expect(wrong.status).toBe(401);
      expect(wrong.text).toContain('That password is not correct.');
      const right = await unlock(visitor, { password: 'friday', target: 'site', returnTo: '/shop' });
      expect(right.status).toBe(303);
      expect(right.headers.location).toBe('/shop');
      const opened = await visit('/shop', { ...visitor, cookies: [...visitor.cookies, ...cookiesOf(right)] });
      expect(opened.res.text).toContain('Walnut Basket');
    });
  });
});
