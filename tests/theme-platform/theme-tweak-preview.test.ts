// The Theme styles of a small theme with one tweak of each type (fixtures/themes/tweaks-fixture) through the owner API: each listed with its category, control and default, previewed with unsaved values (the stylesheet and body classes the preview shows, nothing saved), refused as saving refuses, and saved per site.
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { ROLE } from '../../domain/roles.js';
import { signedInOwner, setUpOwnerSuite, visitorGet } from '../owner/owner-app.js';
import { uploadAs } from '../owner/upload-as.js';
import type { TestBrowser } from '../security/test-browser.js';
import type { SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { TWEAKS_FIXTURE } from './theme-dirs.js';
import { folderFiles, zipOf } from './theme-zips.js';

let db: Database;
let fixture: SiteFixture;
let app: Express;
let owner: TestBrowser;
let themeId: string;

setUpOwnerSuite((suite) => {
  ({ db, fixture, app, owner } = suite);
});

beforeAll(async () => {
  const zip = await zipOf(folderFiles(TWEAKS_FIXTURE));
  const res = await uploadAs(
    app,
    owner,
    { data: zip, filename: 'tweaks.zip', contentType: 'application/zip' },
    'theme',
    '/api/owner/themes',
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  themeId = res.body.theme.id as string;
  const active = await owner.send('PUT', '/api/owner/themes/active', { body: { themeId } });
  expect(active.status).toBe(200);
}, 60_000);

const preview = (values: Record<string, string>, browser: TestBrowser = owner) =>
  browser.send('POST', `/api/owner/themes/${themeId}/tweaks/preview`, { body: { values } });

/** The live home page's body classes and its stylesheet's CSS. */
async function live(): Promise<{ bodyClasses: string[]; css: string }> {
  const page = await visitorGet(app, '/');
  expect(page.status).toBe(200);
  const classes = /<body [^>]*class="([^"]*)"/.exec(page.text)?.[1] ?? '';
  const href = /href="(\/site\.css\?v=[0-9a-f]+)"/.exec(page.text)?.[1];
  expect(href).toBeDefined();
  const css = await request(app).get(href!);
  return { bodyClasses: classes.split(/\s+/).filter(Boolean), css: css.text };
}

/** The rule of `selector` in `css`, up to its `}`. */
function ruleOf(css: string, selector: string): string {
  const at = css.indexOf(`${selector} {`);
  return at < 0 ? '' : css.slice(at, css.indexOf('}', at) + 1);
}

describe(`Theme styles: one tweak of each type (${testDatabaseKind()})`, () => {
  it('lists each tweak with its type, category, kind and default', async () => {
    const res = await owner.send('GET', `/api/owner/themes/${themeId}/tweaks`);
    expect(res.status).toBe(200);
    expect(
      res.body.tweaks.map((tweak: Record<string, unknown>) => [
        tweak.name,
        tweak.type,
        tweak.kind,
        tweak.category,
        tweak.default,
      ]),
    ).toEqual([
      ['accentColor', 'color', 'variable', 'Colours', '#c0392b'],
      ['contentWidth', 'value', 'variable', 'Layout', '960px'],
      ['tweak-header-layout', 'dropdown', 'class', 'Header', 'Left'],
      ['tweak-boxed-header', 'checkbox', 'class', 'Header', 'false'],
      ['tweak-site-title-font', 'font', 'rule', 'Fonts', 'font-family: Georgia, serif; font-weight: 400'],
      ['header-image', 'image', 'rule', 'Header', ''],
    ]);
  });

  it('serves the defaults: the dropdown default and no checkbox class on <body>, the colour and width in the CSS', async () => {
    const { bodyClasses, css } = await live();
    expect(bodyClasses).toContain('tweak-header-layout-left');
    expect(bodyClasses.filter((name) => name.startsWith('tweak-boxed-header'))).toEqual([]);
    expect(ruleOf(css, '.site-header')).toContain('border-bottom: 4px solid #c0392b;');
    expect(ruleOf(css, '.content')).toContain('max-width: 960px;');
  });

  it('previews a colour tweak: the stylesheet with the unsaved colour, the live site unchanged', async () => {
    const res = await preview({ accentColor: '#112233' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.themeId).toBe(themeId);
    expect(ruleOf(res.body.css, '.site-header')).toContain('border-bottom: 4px solid #112233;');
    expect(res.body.css).not.toContain('#c0392b');
    expect(ruleOf((await live()).css, '.site-header')).toContain('#c0392b');
  });

  it('previews a value tweak inside its range and refuses one outside it', async () => {
    const res = await preview({ contentWidth: '1200px' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ruleOf(res.body.css, '.content')).toContain('max-width: 1200px;');
    const refused = await preview({ contentWidth: '2000px' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      contentWidth: 'Tweak @contentWidth must be from 600 to 1600px, not "2000px"',
    });
  });

  it('previews a dropdown and a checkbox as the body classes the preview should show', async () => {
    const res = await preview({ 'tweak-header-layout': 'Centered', 'tweak-boxed-header': 'true' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.bodyClasses).toEqual(['tweak-header-layout-centered', 'tweak-boxed-header']);
    // The theme's CSS already styles every option; the classes pick which rule applies.
    expect(res.body.css).toContain('.tweak-header-layout-centered .site-header');
    const defaults = await preview({});
    expect(defaults.body.bodyClasses).toEqual(['tweak-header-layout-left']);
  });

  it('previews a font tweak as declarations added to its rule', async () => {
    const res = await preview({
      'tweak-site-title-font': 'font-family: Verdana, sans-serif; font-weight: 700',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The mixin's declarations, the owner's after the stylesheet's, so they win.
    const title = ruleOf(res.body.css, '.site-title');
    expect(title.indexOf('font-family: Verdana, sans-serif;')).toBeGreaterThan(
      title.indexOf('font-family: Georgia, serif;'),
    );
    expect(title).toContain('font-weight: 700;');
  });

  it('previews an image tweak as a background image of its rule, and refuses what is not an image address', async () => {
    const res = await preview({ 'header-image': '/files/banner.jpg' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ruleOf(res.body.css, '.site-header')).toContain('background-image: url("/files/banner.jpg");');
    const refused = await preview({ 'header-image': 'javascript:alert(1)' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields['header-image']).toMatch(/must be an image address/);
  });

  it('refuses a dropdown option the tweak does not have, and an unknown tweak', async () => {
    const res = await preview({ 'tweak-header-layout': 'Diagonal', nope: '1' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      'tweak-header-layout': 'Tweak "Header Layout" must be one of Left, Centered, Right, not "Diagonal"',
      nope: 'This theme has no tweak @nope.',
    });
  });

  it('answers 404 for a theme the website does not have, and refuses a viewer', async () => {
    const missing = await owner.send('POST', '/api/owner/themes/no-such-theme/tweaks/preview', {
      body: { values: {} },
    });
    expect(missing.status).toBe(404);
    const viewer = await signedInOwner(app, db.knex, fixture.websiteId, ROLE.viewer);
    expect((await preview({}, viewer)).status).toBe(403);
  });

  it('saves every type per site, and the live site then shows what the preview showed', async () => {
    const values = {
      accentColor: '#112233',
      contentWidth: '1200px',
      'tweak-header-layout': 'Right',
      'tweak-boxed-header': 'true',
      'tweak-site-title-font': 'font-weight: 700',
      'header-image': '/files/banner.jpg',
    };
    const previewed = await preview(values);
    const saved = await owner.send('PUT', `/api/owner/themes/${themeId}/tweaks`, { body: { values } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await live();
    expect(after.css).toBe(previewed.body.css);
    for (const name of previewed.body.bodyClasses) expect(after.bodyClasses).toContain(name);
    expect(after.bodyClasses).not.toContain('tweak-header-layout-left');
  });
});
