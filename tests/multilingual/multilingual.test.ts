// SPEC §7's language calls over HTTP with the real database: add French, translate About, /fr/about in French with its switcher and hreflang links, the visitor's locale call, and turning it all off.
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
let aboutId: string;
let primary: string;

setUpOwnerSuite(async (suite) => {
  ({ app, owner, fixture } = suite);
  knex = suite.db.knex;
  aboutId = (await knex('PAGES').where({ website_id: fixture.websiteId, url_id: 'about' }).first('id')).id;
  primary = (await knex('WEBSITES').where({ id: fixture.websiteId }).first('language')).language;
});

describe(`a site in several languages (${testDatabaseKind()})`, () => {
  it('starts in its primary language only, and lists the languages one can add', async () => {
    const settings = await owner.send('GET', '/api/multilingual/settings');
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({ enabled: false, primary, switcherShown: false });
    expect(settings.body.languages).toHaveLength(1);
    const list = await owner.send('GET', '/api/multilingual/languages');
    expect(list.body.languages).toContainEqual({ tag: 'fr', name: 'French', nativeName: 'Français' });
    const page = await visitorGet(app, '/about');
    expect(page.text).not.toContain('hreflang');
    expect((await visitorGet(app, '/fr/about')).status).toBe(404);
  });

  it('refuses tags that are not BCP 47, not offered, twice, or whose address is a page’s', async () => {
    const bad = await owner.send('PUT', '/api/multilingual/languages', {
      body: { languages: ['fr_FR', 'tlh'] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      'languages.0': 'fr_FR is not a language tag. Use a BCP 47 tag like fr or pt-BR.',
      'languages.1': 'tlh is not one of the expected options.',
    });
    const twice = await owner.send('PUT', '/api/multilingual/languages', {
      body: { languages: ['de', 'DE'] },
    });
    expect(twice.body.fields).toEqual({ 'languages.1': 'de is listed twice.' });
    await knex('PAGES').insert({ website_id: fixture.websiteId, url_id: 'it', page_type: 2, title: 'IT' });
    const taken = await owner.send('PUT', '/api/multilingual/languages', { body: { languages: ['it'] } });
    expect(taken.status).toBe(400);
    expect(taken.body.fields['languages.0']).toBe(
      'The address /it belongs to a page or collection already; change its URL before adding it.',
    );
  });

  it('adds French: the settings and status say so, pages answer under /fr with a switcher', async () => {
    const res = await owner.send('PUT', '/api/multilingual/languages', {
      body: { languages: ['FR', 'pt-br'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.enabled).toBe(true);
    expect(res.body.languages.map((language: { tag: string }) => language.tag)).toEqual([
      primary,
      'fr',
      'pt-BR',
    ]);
    expect(res.body.languages[1]).toMatchObject({ name: 'French', nativeName: 'Français', path: '/fr' });

    // Untranslated: the primary text, in a page that says it is French.
    const page = await visitorGet(app, '/fr/about');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="fr">');
    expect(page.text).toContain('Make fewer, better things.');
    expect(page.text).toContain('<nav class="language-switcher" aria-label="Language">');
    expect(page.text).toContain('href="/fr/about" hreflang="fr" lang="fr" aria-current="true">Français</a>');
    expect(page.text).toContain('href="/pt-br/about" hreflang="pt-BR"');
    expect(page.text).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]*\/about">/);
    expect(page.text).toMatch(/<link rel="canonical" href="[^"]*\/fr\/about">/);
    const status = await owner.send('GET', '/api/multilingual/status');
    expect(status.body.totalPages).toBeGreaterThanOrEqual(4);
    expect(status.body.languages[1]).toMatchObject({ tag: 'fr', translatedPages: 0 });
  });

  it('translates About: /fr/about shows the French texts, the primary page stays English', async () => {
    const empty = await owner.send('GET', `/api/owner/pages/${aboutId}/translations/fr`);
    expect(empty.status).toBe(200);
    const { blocks, original } = empty.body.translation;
    expect(original).toEqual({ title: 'About us', description: 'Who we are.' });
    expect(blocks).toHaveLength(1);
    expect(blocks[0].fields.map((field: { field: string }) => field.field)).toEqual(['text', 'source']);
    const quote = blocks[0].id as string;

    const saved = await owner.send('PUT', `/api/owner/pages/${aboutId}/translations/fr`, {
      body: {
        title: 'À propos',
        description: 'Qui nous sommes.',
        blocks: { [quote]: { text: 'Faire moins, mais mieux.', source: '' }, gone: { text: 'x' } },
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.translation).toMatchObject({ title: 'À propos', path: '/fr/about' });
    expect(saved.body.translation.blocks[0].fields[0].translation).toBe('Faire moins, mais mieux.');

    const french = await visitorGet(app, '/fr/about');
    expect(french.text).toContain('<html lang="fr">');
    expect(french.text).toContain('À propos');
    expect(french.text).toContain('Faire moins, mais mieux.');
    expect(french.text).toContain('Our founder'); // untranslated field: the primary text
    expect(french.text).not.toContain('Make fewer, better things.');
    expect(french.text).toContain('<meta name="description" content="Qui nous sommes.">');
    // The site's title and its menus' page links stay in French; the shop has no translation.
    expect(french.text).toContain('<a class="site-title" href="/fr">');
    expect(french.text).toMatch(/href="\/fr\/contact"/);
    expect(french.text).toMatch(/href="\/shop"/);

    const english = await visitorGet(app, '/about');
    expect(english.text).toContain(`<html lang="${primary}">`);
    expect(english.text).toContain('Make fewer, better things.');
    expect(english.text).toMatch(
      /<a class="language-switcher__link" href="\/about" hreflang="[^"]+" lang="[^"]+" aria-current="true">/,
    );

    const status = await owner.send('GET', '/api/multilingual/status');
    expect(status.body.languages[1]).toMatchObject({ tag: 'fr', translatedPages: 1 });
  });

  it('sends addresses under a language that are not pages to the primary one, and the home page to /fr', async () => {
    const shop = await visitorGet(app, '/fr/shop');
    expect(shop.status).toBe(301);
    expect(shop.headers.location).toBe('/shop');
    const home = await visitorGet(app, '/fr');
    expect(home.status).toBe(200);
    expect(home.text).toContain('<html lang="fr">');
    expect((await visitorGet(app, '/fr/home')).headers.location).toBe('/fr');
  });

  it('sets the visitor’s language with the locale call, one of the site’s only', async () => {
    const visitor = await signedInOwner(app, knex, fixture.websiteId, ROLE.viewer);
    const ok = await visitor.send('POST', '/api/site-users/account/locale', { body: { language: 'fr' } });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ language: 'fr', path: '/fr' });
    expect(String(ok.headers['set-cookie'])).toContain('tessera_language=fr');
    const refused = await visitor.send('POST', '/api/site-users/account/locale', {
      body: { language: 'de' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("de is not one of this site's languages.");
    const noCrumb = await request(app).post('/api/site-users/account/locale').send({ language: 'fr' });
    expect(noCrumb.status).toBe(403);
  });

  it('keeps its languages from roles that may only look', async () => {
    const viewer = await signedInOwner(app, knex, fixture.websiteId, ROLE.viewer);
    expect((await viewer.send('GET', '/api/multilingual/status')).status).toBe(200);
    expect((await viewer.send('DELETE', '/api/multilingual/connection')).status).toBe(403);
    expect(
      (await viewer.send('PUT', `/api/owner/pages/${aboutId}/translations/fr`, { body: {} })).status,
    ).toBe(403);
  });

  it('turns multilingual off: the other languages and their translations are gone', async () => {
    const res = await owner.send('DELETE', '/api/multilingual/connection');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ enabled: false, switcherShown: false });
    expect(await knex('PAGE_TRANSLATIONS').where({ website_id: fixture.websiteId })).toEqual([]);
    expect((await visitorGet(app, '/fr/about')).status).toBe(404);
    const page = await visitorGet(app, '/about');
    expect(page.text).not.toContain('language-switcher');
    const gone = await owner.send('GET', `/api/owner/pages/${aboutId}/translations/fr`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe("fr is not one of this site's languages.");
  });
});
