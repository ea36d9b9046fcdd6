// POST /api/owner/pages for SPEC §2's special pages: a splash page (3), the cart page ("commerce cart v2", 205) and the lock screen (103), each rendered as its type for visitors.
import type { Express } from 'express';
import { describe, expect, it } from 'vitest';
import type { TestBrowser } from '../security/test-browser.js';
import { testDatabaseKind } from '../support/test-database.js';
import { setUpOwnerSuite, visitorGet } from './owner-app.js';
import { mainMenuLinks } from './site-menu.js';

let app: Express;
let owner: TestBrowser;

setUpOwnerSuite((suite) => {
  ({ app, owner } = suite);
});

const create = (body: Record<string, unknown>) => owner.send('POST', '/api/owner/pages', { body });

describe(`adding a splash page, the cart page and the lock screen (${testDatabaseKind()})`, () => {
  it('a splash page (3) is a page of blocks: out of sight until published, then shown as page type 3', async () => {
    const res = await create({ title: 'Welcome', type: 'splash' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.page).toMatchObject({
      title: 'Welcome',
      urlSlug: 'welcome',
      type: 'splash',
      pageType: 3,
      fullUrl: '/welcome',
      publishedAt: null,
    });
    expect((await visitorGet(app, '/welcome')).status).toBe(404);

    const saved = await owner.send('PATCH', `/api/owner/pages/${res.body.page.id}`, {
      body: { blocks: [{ type: 'text', html: '<p>Come in, we are open.</p>' }] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await owner.send('POST', `/api/owner/pages/${res.body.page.id}/publish`)).status).toBe(200);

    const page = await visitorGet(app, '/welcome');
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-page-type="3"');
    expect(page.text).toMatch(/<body[^>]*class="[^"]*\bpage-type-3\b/);
    expect(page.text).toContain('Come in, we are open.');
    expect(mainMenuLinks(page.text)).toContain('/welcome');
  });

  it('the cart page (205) shows the visitor’s cart at its own address and joins the menu', async () => {
    const res = await create({ title: 'Your basket', urlSlug: 'basket', type: 'cart' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.page).toMatchObject({ urlSlug: 'basket', type: 'cart', pageType: 205 });

    const page = await visitorGet(app, '/basket');
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-page-type="205"');
    expect(page.text).toContain('<h1 class="page-title">Cart</h1>');
    expect(page.text).toMatch(/<title>Your basket/);
    expect(mainMenuLinks(page.text)).toContain('/basket');
  });

  it('the lock screen (103) stays out of menus and locks the whole site once it has a password; a second is refused', async () => {
    const res = await create({ title: 'Opening soon', type: 'lock-screen' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.page).toMatchObject({ title: 'Opening soon', type: 'lock-screen', pageType: 103 });
    const listed = await owner.send('GET', '/api/owner/pages');
    expect(
      (listed.body.pages as { id: string; type: string }[]).find((page) => page.id === res.body.page.id),
    ).toMatchObject({ type: 'lock-screen' });

    // Without a password the site stays open.
    const open = await visitorGet(app, '/about');
    expect(open.text).toContain('data-page-type="2"');
    expect(mainMenuLinks(open.text)).not.toContain(`/${res.body.page.urlSlug}`);

    const locked = await owner.send('PATCH', `/api/owner/pages/${res.body.page.id}`, {
      body: { description: 'We open on Monday.', password: 'harbor lights' },
    });
    expect(locked.status, JSON.stringify(locked.body)).toBe(200);
    const visitor = await visitorGet(app, '/about');
    expect(visitor.text).toContain('data-page-type="103"');
    expect(visitor.text).toContain('Opening soon');
    expect(visitor.text).toContain('We open on Monday.');
    expect(visitor.text).toContain('name="password"');

    const second = await create({ title: 'Another lock', type: 'lock-screen' });
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({
      message: 'Update the missing or invalid information above.',
      fields: { type: 'This site already has a lock screen.' },
    });

    await owner.send('PATCH', `/api/owner/pages/${res.body.page.id}`, { body: { password: null } });
    expect((await visitorGet(app, '/about')).text).toContain('data-page-type="2"');
  });
});
