// GET/PUT /api/owner/captcha-settings: the owner sets and clears the site's reCAPTCHA key (SPEC §3 captchaSettings.siteKey); it reaches the page context and the widget's settings, and its API key is never read back nor archived.
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import type { FileStorage } from '../../server/files/storage/file-storage.js';
import { readArchiveZip } from '../../server/site-archive/archive-zip.js';
import { exportWebsite } from '../../server/site-archive/export-website.js';
import type { TestBrowser } from '../security/test-browser.js';
import type { SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { setUpOwnerSuite, signedInOwner } from './owner-app.js';
import { changesOf } from './owner-data.js';

let db: Database;
let fixture: SiteFixture;
let app: Express;
let owner: TestBrowser;
let files: FileStorage;

setUpOwnerSuite((suite) => {
  ({ db, fixture, app, owner, files } = suite);
});

const SITE_KEY = '6LcHarborSiteKey_123';
const API_KEY = 'AIzaHarborSecretApiKey-999';

const put = (body: Record<string, unknown>) => owner.send('PUT', '/api/owner/captcha-settings', { body });

/** The page context of `/about` as the theme gets it (`?format=json`, open to owners). */
async function aboutContext(): Promise<{ text: string; siteKey: unknown }> {
  const res = await owner.send('GET', '/about?format=json');
  expect(res.status).toBe(200);
  const context = JSON.parse(res.text) as { website?: { captchaSettings?: { siteKey?: unknown } } };
  return { text: res.text, siteKey: context.website?.captchaSettings?.siteKey };
}

describe(`the site's reCAPTCHA key (${testDatabaseKind()})`, () => {
  it('starts with none: the built-in check protects forms', async () => {
    const res = await owner.send('GET', '/api/owner/captcha-settings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      provider: 'altcha',
      siteKey: null,
      projectId: null,
      hasApiKey: false,
      minScore: 0.5,
    });
    expect((await aboutContext()).siteKey).toBeUndefined();
  });

  it('is set with its project and API key: pages and the widget get the site key, nobody reads the API key back', async () => {
    const res = await put({ siteKey: SITE_KEY, projectId: 'harbor-shop', apiKey: API_KEY, minScore: 0.7 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      provider: 'recaptcha',
      siteKey: SITE_KEY,
      projectId: 'harbor-shop',
      hasApiKey: true,
      minScore: 0.7,
    });
    expect(res.text).not.toContain(API_KEY);
    expect((await owner.send('GET', '/api/owner/captcha-settings')).text).not.toContain(API_KEY);

    const context = await aboutContext();
    expect(context.siteKey).toBe(SITE_KEY);
    expect(context.text).not.toContain(API_KEY);
    const widget = await request(app).get('/api/captcha/settings');
    expect(widget.body).toEqual({ provider: 'recaptcha', siteKey: SITE_KEY });

    const [change] = await changesOf(db.knex, fixture.websiteId).then((rows) =>
      rows.filter((row) => row.entity === 'captcha-settings'),
    );
    expect(change).toMatchObject({ action: 'update', summary: 'reCAPTCHA key set' });
  });

  it('keeps the API key when a change leaves it out, and never writes it to a website archive', async () => {
    const res = await put({ siteKey: `${SITE_KEY}b` });
    expect(res.body).toMatchObject({ siteKey: `${SITE_KEY}b`, projectId: 'harbor-shop', hasApiKey: true });

    const { archive } = await exportWebsite(db.knex, files, fixture.websiteId);
    const text = [...(await readArchiveZip(archive)).values()]
      .map((data) => data.toString('utf8'))
      .join('\n');
    expect(text).toContain(`${SITE_KEY}b`);
    expect(text).not.toContain(API_KEY);
  });

  it('refuses a malformed key with a message on its field', async () => {
    const res = await put({ siteKey: 'not a key <script>' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Update the missing or invalid information above.',
      fields: { siteKey: 'Enter the reCAPTCHA site key: letters, digits, - and _ only.' },
    });
    const score = await put({ siteKey: SITE_KEY, minScore: 2 });
    expect(score.body.fields).toEqual({ minScore: 'Choose a score between 0 and 1.' });
  });

  it('is cleared with siteKey null: project and API key go too, pages lose the key, the built-in check is back', async () => {
    const res = await put({ siteKey: null });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      provider: 'altcha',
      siteKey: null,
      projectId: null,
      hasApiKey: false,
      minScore: 0.5,
    });
    expect((await aboutContext()).siteKey).toBeUndefined();
    expect((await request(app).get('/api/captcha/settings')).body).toEqual({ provider: 'altcha' });
  });

  it('is changed by admins and website managers only; an editor may read it', async () => {
    const editor = await signedInOwner(app, db.knex, fixture.websiteId, 4);
    expect((await editor.send('GET', '/api/owner/captcha-settings')).status).toBe(200);
    const refused = await editor.send('PUT', '/api/owner/captcha-settings', { body: { siteKey: SITE_KEY } });
    expect(refused.status).toBe(403);
  });
});
