// GET/PUT /api/site-header-footer over HTTP with the real database: what the owner saves is what every public page's header and footer show.
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.js';
import type { TestBrowser } from '../security/test-browser.js';
import { setUpOwnerSuite, signedInOwner, visitorGet } from '../owner/owner-app.js';
import type { SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';

let app: Express;
let owner: TestBrowser;
let fixture: SiteFixture;
let knex: import('knex').Knex;

setUpOwnerSuite((suite) => {
  ({ app, owner, fixture } = suite);
  knex = suite.db.knex;
});

const SAVED = {
  header: {
    layout: 'logo-center',
    announcementBar: { enabled: true, text: 'Winter market on Saturday', url: '/events' },
    showSearch: false,
    showCart: true,
    button: { enabled: true, text: 'Book a class', url: '/contact' },
  },
  footer: {
    html: '<p>14 Water Street <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
    copyright: '© Harbor & Pine',
    showNavigation: false,
  },
};

describe(`the site's header and footer (${testDatabaseKind()})`, () => {
  it('answers every field with its default before anything was saved', async () => {
    const res = await owner.send('GET', '/api/site-header-footer');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      header: {
        layout: 'logo-left',
        announcementBar: { enabled: false, text: '', url: '' },
        showSearch: true,
        showCart: true,
        button: { enabled: false, text: '', url: '' },
      },
      footer: { html: '', copyright: '', showNavigation: true },
    });
    const page = await visitorGet(app, '/about');
    expect(page.text).toContain('href="/search"');
    expect(page.text).toMatch(/&copy; \d{4} /);
  });

  it('saves the header and footer, and the public pages show them at once', async () => {
    const before = await visitorGet(app, '/about');
    expect(before.status).toBe(200);
    const res = await owner.send('PUT', '/api/site-header-footer', { body: SAVED });
    expect(res.status).toBe(200);
    expect(res.body.header).toEqual(SAVED.header);
    expect(res.body.footer.html).toBe('<p>14 Water Street <a>x</a></p>');
    expect(res.body.footer.copyright).toBe('© Harbor & Pine');

    const page = await visitorGet(app, '/about');
    expect(page.text).toContain(
      '<p class="announcement"><a href="/events">Winter market on Saturday</a></p>',
    );
    expect(page.text).toContain('<header class="site-header" data-layout="logo-center">');
    expect(page.text).not.toContain('href="/search"');
    expect(page.text).toContain('data-tessera-cart-drawer');
    expect(page.text).toContain('<a class="site-header__button" href="/contact">Book a class</a>');
    expect(page.text).toContain(
      '<div class="site-footer__html rich-text"><p>14 Water Street <a>x</a></p></div>',
    );
    expect(page.text).not.toContain('<script>alert');
    expect(page.text).toContain('<p class="site-footer__copyright">© Harbor &amp; Pine</p>');
    expect(page.text).not.toContain('aria-label="Footer"');

    const again = await owner.send('GET', '/api/site-header-footer');
    expect(again.body.header).toEqual(SAVED.header);
    const change = await knex('OWNER_CHANGES')
      .where({ website_id: fixture.websiteId, entity: 'site-header-footer' })
      .first();
    expect(change).toBeDefined();
  });

  it('keeps the stored keys it does not manage (the demo’s logo and newsletter)', async () => {
    await knex('WEBSITE_SETTINGS')
      .where({ website_id: fixture.websiteId })
      .update({ site_footer: JSON.stringify({ newsletter: { enabled: true }, copyright: 'old' }) });
    const res = await owner.send('PUT', '/api/site-header-footer', {
      body: { footer: { copyright: 'new' } },
    });
    expect(res.status).toBe(200);
    const row = await knex('WEBSITE_SETTINGS').where({ website_id: fixture.websiteId }).first('site_footer');
    expect(row.site_footer).toMatchObject({ newsletter: { enabled: true }, copyright: 'new', html: '' });
    const page = await visitorGet(app, '/about');
    expect(page.text).toContain('href="/search"');
    expect(page.text).toContain('aria-label="Footer"');
  });

  it('refuses what cannot be saved, naming each field', async () => {
    const res = await owner.send('PUT', '/api/site-header-footer', {
      body: {
        header: {
          layout: 'sideways',
          announcementBar: { enabled: true, text: '' },
          button: { enabled: true, text: '', url: 'javascript:alert(1)' },
        },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Update the missing or invalid information above.');
    expect(res.body.fields).toEqual({
      'header.layout': 'sideways is not one of the expected options.',
      'header.announcementBar.text': 'Please enter the announcement text.',
      'header.button.text': 'Please enter the button text.',
      'header.button.url': 'Links must be formatted as https://example.com or /a-page.',
    });
  });

  it('lets a viewer read but not change them, and nobody signed out', async () => {
    const viewer = await signedInOwner(app, knex, fixture.websiteId, ROLE.viewer);
    expect((await viewer.send('GET', '/api/site-header-footer')).status).toBe(200);
    const put = await viewer.send('PUT', '/api/site-header-footer', { body: SAVED });
    expect(put.status).toBe(403);
    expect(put.body.message).toBe('You do not have permission to do that.');
    const anonymous = await request(app).get('/api/site-header-footer');
    expect(anonymous.status).toBe(401);
  });
});
