// Sections through the owner API and on the live page: saved and read back with ids, refused when wrong, rendered as columns with their backgrounds; page templates make pages of sections.
import type { Express } from 'express';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { PAGE_TEMPLATE_DESIGNS } from '../../domain/page-templates.js';
import { sectionFromDesign } from '../../domain/section-designs.js';
import type { Database } from '../../server/db/database.js';
import type { TestBrowser } from '../security/test-browser.js';
import type { SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { publishPage, setUpOwnerSuite, visitorGet } from './owner-app.js';
import { imageIds, pageIdsByUrl } from './owner-data.js';

let db: Database;
let fixture: SiteFixture;
let app: Express;
let owner: TestBrowser;
let images: string[];
let pageIds: Record<string, string>;

setUpOwnerSuite(async (suite) => {
  ({ db, fixture, app, owner } = suite);
  images = await imageIds(db.knex, fixture.websiteId);
  pageIds = await pageIdsByUrl(db.knex, fixture.websiteId);
});

interface ReadSection {
  id: string;
  background: Record<string, unknown>;
  padding: string;
  width: string;
  columns: { blocks: { id: string; type: string }[] }[];
}

const read = async (id: string) => {
  const res = await owner.send('GET', `/api/owner/pages/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.page as { blocks: { id: string }[]; sections: ReadSection[]; version: number };
};

const save = (id: string, body: Record<string, unknown>) =>
  owner.send('PATCH', `/api/owner/pages/${id}`, { body });

/** A new page for one test, published (so visitors see it). */
const newPage = async (slug: string, extra: Record<string, unknown> = {}) => {
  const res = await owner.send('POST', '/api/owner/pages', {
    body: { title: slug, urlSlug: slug, ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (await publishPage(owner, res.body.page.id)) as { id: string; version: number };
};

/** The live page as a visitor's browser reads it. */
async function livePage(path: string): Promise<Document> {
  const res = await visitorGet(app, path);
  expect(res.status).toBe(200);
  return new JSDOM(res.text).window.document;
}

const feature = (name: string) => [
  { type: 'heading', text: name, level: 3 },
  { type: 'text', html: `<p>About ${name}</p>` },
];

/** A hero on a picture, three feature columns, a newsletter on a colour. */
const landing = () => [
  {
    width: 'full',
    padding: 'large',
    background: { kind: 'image', imageId: images[0], focalPoint: { x: 0.3, y: 0.8 } },
    columns: [{ blocks: [{ type: 'heading', text: 'Welcome in', level: 2 }] }],
  },
  { columns: [{ blocks: feature('Wool') }, { blocks: feature('Linen') }, { blocks: feature('Clay') }] },
  {
    padding: 'small',
    background: { kind: 'colour', colour: '#1f2a37' },
    columns: [{ blocks: [{ type: 'newsletter', title: 'Letters from the workshop' }] }],
  },
];

describe(`page sections (${testDatabaseKind()})`, () => {
  it('saves sections and reads them back with ids and defaults; blocks read in reading order', async () => {
    const page = await newPage('sectioned');
    const saved = await save(page.id, { sections: landing() });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await publishPage(owner, page.id);
    const back = await read(page.id);
    expect(back.sections).toHaveLength(3);
    expect(back.sections[0]).toMatchObject({
      width: 'full',
      padding: 'large',
      background: { kind: 'image', imageId: images[0], focalPoint: { x: 0.3, y: 0.8 } },
    });
    expect(back.sections[1]).toMatchObject({
      width: 'contained',
      padding: 'medium',
      background: { kind: 'none' },
    });
    expect(back.sections[1].columns.map((column) => column.blocks.map((block) => block.type))).toEqual([
      ['heading', 'text'],
      ['heading', 'text'],
      ['heading', 'text'],
    ]);
    const ids = back.sections.flatMap((section) =>
      section.columns.flatMap((column) => column.blocks.map((b) => b.id)),
    );
    expect(back.blocks.map((block) => block.id)).toEqual(ids);
    expect(new Set(back.sections.map((section) => section.id)).size).toBe(3);
    // The same ids on the next save keep the blocks.
    const again = await save(page.id, { sections: back.sections });
    expect(again.status).toBe(200);
    expect((await read(page.id)).sections).toEqual(back.sections);
  });

  it('shows the columns side by side in a grid, each section and block marked with its id, backgrounds from the section', async () => {
    const page = await newPage('live-sections');
    expect((await save(page.id, { sections: landing() })).status).toBe(200);
    await publishPage(owner, page.id);
    const { sections } = await read(page.id);
    const doc = await livePage('/live-sections');
    const shown = [...doc.querySelectorAll<HTMLElement>('[data-section-id]')];
    expect(shown.map((section) => section.dataset.sectionId)).toEqual(sections.map((section) => section.id));

    const [hero, features, newsletter] = shown;
    expect(hero.classList).toContain('page-section--full');
    const picture = hero.querySelector('img.page-section__image')!;
    expect(picture.getAttribute('alt')).toBe('');
    expect(picture.classList).toContain('focal-x-30');
    expect(picture.classList).toContain('focal-y-80');
    expect(hero.querySelector('h2')?.textContent).toBe('Welcome in');

    const grid = features.querySelector('.page-section__grid')!;
    expect(grid.classList).toContain('page-section__grid--cols-3');
    const columns = [...grid.querySelectorAll(':scope > .page-section__column')];
    expect(columns.map((column) => column.querySelector('h3')?.textContent)).toEqual([
      'Wool',
      'Linen',
      'Clay',
    ]);
    expect(
      [...columns[1].querySelectorAll<HTMLElement>('[data-block-id]')].map((block) => block.dataset.blockId),
    ).toEqual(sections[1].columns[1].blocks.map((block) => block.id));

    expect(newsletter.querySelector('.page-section__colour rect')?.getAttribute('fill')).toBe('#1f2a37');
    expect(newsletter.classList).toContain('page-section--dark');
    expect(newsletter.textContent).toContain('Letters from the workshop');
    // Phones stack the columns: the stylesheet says so below 640 px.
    const css = (await visitorGet(app, doc.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!.href))
      .text;
    expect(css).toMatch(
      /@media \(max-width: 639px\)\s*{\s*\.page-section__grid\[class\*='--cols-'\]\s*{\s*grid-template-columns: minmax\(0, 1fr\)/,
    );
  });

  it('reads a page stored as one stack of blocks as one plain section, and shows it with the same block ids', async () => {
    const home = await read(pageIds.home);
    expect(home.sections).toEqual([
      {
        id: 'main',
        background: { kind: 'none' },
        padding: 'none',
        width: 'contained',
        columns: [{ blocks: home.blocks }],
      },
    ]);
    const doc = await livePage('/');
    expect(
      [...doc.querySelectorAll<HTMLElement>('[data-block-id]')].map((block) => block.dataset.blockId),
    ).toEqual(home.blocks.map((block) => block.id));
    expect(doc.querySelector('[data-section-id="main"]')?.classList).toContain('page-section--pad-none');
  });

  it('refuses a background picture the site does not have, a block id used twice, and blocks with sections', async () => {
    const page = await newPage('refused-sections');
    const picture = await save(page.id, {
      sections: [{ background: { kind: 'image', imageId: 'nope' }, columns: [{ blocks: [] }] }],
    });
    expect(picture.status).toBe(400);
    expect(picture.body.fields).toEqual({
      'sections.0.background.imageId': 'nope is not one of the expected options.',
    });
    const twice = await save(page.id, {
      sections: [
        { columns: [{ blocks: [{ id: 'same', type: 'spacer' }] }] },
        { columns: [{ blocks: [] }, { blocks: [{ id: 'same', type: 'spacer' }] }] },
      ],
    });
    expect(twice.body.fields).toEqual({
      'sections.1.columns.1.blocks.0.id': 'Two blocks of this page have the same id.',
    });
    const colour = await save(page.id, {
      sections: [{ background: { kind: 'colour', colour: 'blue' }, columns: [{ blocks: [] }] }],
    });
    expect(colour.status).toBe(400);
    expect(Object.keys(colour.body.fields)).toEqual(['sections.0.background.colour']);
    const both = await save(page.id, { blocks: [], sections: [] });
    expect(both.body.fields).toEqual({ sections: 'Send the page’s sections or its blocks, not both.' });
    expect((await read(page.id)).sections[0].id).toBe('main');
  });

  it('makes a page one stack again when its blocks are saved as a list', async () => {
    const page = await newPage('back-to-stack');
    await save(page.id, { sections: landing() });
    const res = await save(page.id, { blocks: [{ type: 'heading', text: 'Just this', level: 2 }] });
    expect(res.status).toBe(200);
    await publishPage(owner, page.id);
    const back = await read(page.id);
    expect(back.sections).toHaveLength(1);
    expect(back.sections[0]).toMatchObject({ id: 'main', columns: [{ blocks: [{ text: 'Just this' }] }] });
  });
});

describe(`page templates (${testDatabaseKind()})`, () => {
  it.each(Object.entries(PAGE_TEMPLATE_DESIGNS))(
    'a %s page starts with the template’s sections',
    async (template, designs) => {
      const page = await newPage(`from-${template}`, { template });
      const { sections } = await read(page.id);
      expect(sections).toHaveLength(designs.length);
      designs.forEach((design, index) => {
        const expected = sectionFromDesign(design, () => 'x');
        expect(sections[index]).toMatchObject({ width: expected.width, padding: expected.padding });
        expect(sections[index].columns.map((column) => column.blocks.map((block) => block.type))).toEqual(
          expected.columns.map((column) => column.blocks.map((block) => block.type)),
        );
      });
      const doc = await livePage(`/from-${template}`);
      expect(doc.querySelectorAll('[data-section-id]')).toHaveLength(designs.length);
    },
  );

  it('puts the landing template’s features side by side on the live page', async () => {
    await newPage('landing-page', { template: 'landing' });
    const doc = await livePage('/landing-page');
    const grid = doc.querySelectorAll('.page-section__grid')[1];
    expect(grid.classList).toContain('page-section__grid--cols-3');
    expect([...grid.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual([
      'Quality',
      'Service',
      'Delivery',
    ]);
  });

  it('refuses a template for a collection page, and a template it does not know', async () => {
    const blog = await owner.send('POST', '/api/owner/pages', {
      body: { title: 'Notes', type: 'blog', template: 'faq' },
    });
    expect(blog.status).toBe(400);
    expect(blog.body.fields).toEqual({ template: 'Only a page of blocks starts from a template.' });
    const unknown = await owner.send('POST', '/api/owner/pages', {
      body: { title: 'Odd', template: 'castle' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ template: 'castle is not one of the expected options.' });
  });
});
