// The Design screen's owner API through the real app and database: draft vs published theme variables in the public page's head, SPEC §5 colour checks, font ids, stale saves, roles.
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.js';
import type { TestBrowser } from '../security/test-browser.js';
import type { SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { setUpOwnerSuite, signedInOwner, visitorGet } from './owner-app.js';

let fixture: SiteFixture;
let app: Express;
let owner: TestBrowser;
let knex: import('knex').Knex;

setUpOwnerSuite((suite) => {
  ({ fixture, app, owner } = suite);
  knex = suite.db.knex;
});

const DRAFT = {
  fonts: { headings: 'instrument-sans', body: 'instrument-sans' },
  colours: {
    accent: { hex: '#C0392B', alpha: 1 },
    accentText: { hex: '#fff', alpha: 1 },
    text: { hex: '#111111', alpha: 1 },
    mutedText: { hex: '#555555', alpha: 0.8 },
    background: { hex: '#fdfdfd', alpha: 1 },
    surface: { hex: '#ffffff', alpha: 1 },
    lines: { hex: '#dddddd', alpha: 1 },
  },
  spacing: 'roomy',
};

/** The design stylesheet a visitor's home page links, and its text. */
async function visitorDesign(): Promise<{ href: string; css: string; cacheControl: string }> {
  const page = await visitorGet(app, '/');
  expect(page.status).toBe(200);
  const href = /<link rel="stylesheet" href="(\/site-design\/[0-9a-f]{16}\.css)">/.exec(page.text)?.[1];
  expect(href).toBeDefined();
  const sheet = await request(app).get(href!);
  expect(sheet.status).toBe(200);
  expect(sheet.headers['content-type']).toMatch(/^text\/css/);
  return { href: href!, css: sheet.text, cacheControl: String(sheet.headers['cache-control']) };
}

describe(`owner API: the site design (${testDatabaseKind()})`, () => {
  it('starts from the theme’s own fonts and colours, which the public page’s head links as variables', async () => {
    const res = await owner.send('GET', '/api/owner/design');
    expect(res.status).toBe(200);
    expect(res.body.design).toMatchObject({
      draft: { fonts: { headings: 'fraunces', body: 'instrument-sans' }, spacing: 'regular' },
      unpublishedChanges: false,
      publishedAt: null,
    });
    expect(res.body.design.draft).toEqual(res.body.design.published);
    const { css, cacheControl } = await visitorDesign();
    expect(css).toContain('--accent: #2f5d50;');
    expect(css).toContain("--serif: 'Fraunces'");
    expect(cacheControl).toBe('public, max-age=31536000, immutable');
  });

  it('keeps a saved draft out of the public page until it is published, then shows it there', async () => {
    const before = await visitorDesign();
    const saved = await owner.send('PUT', '/api/owner/design/draft', { body: DRAFT });
    expect(saved.status).toBe(200);
    expect(saved.body.design.draft.colours.accent).toEqual({ hex: '#c0392b', alpha: 1 });
    expect(saved.body.design.draft.colours.accentText).toEqual({ hex: '#ffffff', alpha: 1 });
    expect(saved.body.design.unpublishedChanges).toBe(true);
    expect(saved.body.design.published.colours.accent.hex).toBe('#2f5d50');

    const stillLive = await visitorDesign();
    expect(stillLive.href).toBe(before.href);
    expect(stillLive.css).toContain('--accent: #2f5d50;');
    expect(stillLive.css).not.toContain('#c0392b');

    const published = await owner.send('POST', '/api/owner/design/publish', {
      headers: { 'If-Match': String(saved.body.design.version) },
    });
    expect(published.status).toBe(200);
    expect(published.body.design).toMatchObject({
      unpublishedChanges: false,
      publishedAt: expect.any(String),
    });

    const live = await visitorDesign();
    expect(live.href).not.toBe(before.href);
    expect(live.css).toContain('--accent: #c0392b;');
    expect(live.css).toContain("--serif: 'Instrument Sans'");
    expect(live.css).toContain('--muted: rgb(85 85 85 / 0.8);');
    expect(live.css).toContain('--gap: clamp(20px, 4vw, 48px);');
    // A page cached before the publish still gets the current design, but not for ever.
    const old = await request(app).get(before.href);
    expect(old.text).toContain('--accent: #c0392b;');
    expect(old.headers['cache-control']).toBe('no-cache');
  });

  it('refuses colours against SPEC §5 and fonts off the list, field by field, and changes nothing', async () => {
    const bad = {
      ...DRAFT,
      fonts: { headings: 'comic-sans', body: 'instrument-sans' },
      colours: { ...DRAFT.colours, accent: { hex: '#12345', alpha: 1 }, lines: { hex: '#000', alpha: 1.5 } },
    };
    const res = await owner.send('PUT', '/api/owner/design/draft', { body: bad });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Update the missing or invalid information above.');
    expect(res.body.fields).toEqual({
      'fonts.headings': 'Choose a font from the list.',
      'colours.accent.hex': 'A hex colour must be 3 or 6 hex digits.',
      'colours.lines.alpha': 'Alpha out of bounds.',
    });
    const design = await owner.send('GET', '/api/owner/design');
    expect(design.body.design.draft.colours.accent.hex).toBe('#c0392b');
  });

  it('refuses a save over a newer version (412) and keeps the newer draft', async () => {
    const current = (await owner.send('GET', '/api/owner/design')).body.design;
    const stale = await owner.send('PUT', '/api/owner/design/draft', {
      body: { ...DRAFT, spacing: 'compact' },
      headers: { 'If-Match': String(current.version - 1) },
    });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ error: 'version-conflict', currentVersion: current.version });
    expect((await owner.send('GET', '/api/owner/design')).body.design.draft.spacing).toBe('roomy');
  });

  it('lists the curated fonts by family name with their categories', async () => {
    const res = await owner.send('GET', '/api/owner/design/fonts');
    expect(res.status).toBe(200);
    const families = (res.body.fonts as { family: string }[]).map((font) => font.family);
    expect(families).toEqual([...families].sort((a, b) => a.localeCompare(b)));
    expect(res.body.fonts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'fraunces', family: 'Fraunces', category: 'serif' }),
      ]),
    );
  });

  it('lets a viewer read the design but not change or publish it', async () => {
    const viewer = await signedInOwner(app, knex, fixture.websiteId, ROLE.viewer);
    expect((await viewer.send('GET', '/api/owner/design')).status).toBe(200);
    expect((await viewer.send('PUT', '/api/owner/design/draft', { body: DRAFT })).status).toBe(403);
    expect((await viewer.send('POST', '/api/owner/design/publish')).status).toBe(403);
  });
});
