// Each gallery design renders its markup from its options: grid, slider, stacked, and the slideshow and lightbox island.
import request from 'supertest';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLES } from '../../server/db/tables.js';
import type { Database } from '../../server/db/database.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { siteApp } from './site-app.js';
import { seedSite } from './site-fixture.js';

const PICTURES = [
  { title: 'Fog', body: '<p>The ferry horn, <em>then nothing</em>.</p>' },
  { title: 'Buoys', body: '<p>Every boat paints its own.</p>' },
  { title: 'Ridge', body: '' },
];

/** A gallery collection at `/<urlId>` with the three pictures, under `options`. */
async function addGallery(
  db: Knex,
  websiteId: string,
  urlId: string,
  options: Record<string, unknown>,
  pictures = PICTURES,
): Promise<string> {
  const [collection] = await db(TABLES.collections)
    .insert({
      website_id: websiteId,
      type: 15,
      title: `Gallery ${urlId}`,
      url_id: `${urlId}-items`,
      settings: { galleryOptions: options },
    })
    .returning('id');
  await db(TABLES.pages).insert({
    website_id: websiteId,
    url_id: urlId,
    page_type: 1,
    title: `Gallery ${urlId}`,
    collection_id: collection.id,
  });
  for (const [position, picture] of pictures.entries()) {
    const filename = `${urlId}-${position}.jpg`;
    const [file] = await db(TABLES.files)
      .insert({
        website_id: websiteId,
        path: `files/${websiteId}/${urlId}/${filename}`,
        filename,
        size_bytes: 1000,
        mime_type: 'image/jpeg',
      })
      .returning('id');
    const [image] = await db(TABLES.images)
      .insert({
        website_id: websiteId,
        file_id: file.id,
        original_width: 1600,
        original_height: 1200,
        title: picture.title,
      })
      .returning('id');
    await db(TABLES.contentItems).insert({
      website_id: websiteId,
      collection_id: collection.id,
      record_type: 2,
      url_id: picture.title.toLowerCase(),
      title: picture.title,
      body: picture.body,
      main_image_id: image.id,
      position,
    });
  }
  return collection.id as string;
}

/** The `<img>` tags of a page's gallery list. */
function galleryImages(html: string): string[] {
  const list = /<ul class="gallery [^"]*">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
  return list.match(/<img [^>]*>/g) ?? [];
}

/** The props an island marker carries, parsed. */
function islandProps(html: string, name: string): Record<string, unknown> | undefined {
  const match = new RegExp(`<tessera-island name="${name}" props="([^"]*)" hydrate="([a-z]+)"`).exec(html);
  if (match === null) return undefined;
  const json = match[1]
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return { hydrate: match[2], ...(JSON.parse(json) as Record<string, unknown>) };
}

describe(`gallery designs (${testDatabaseKind()})`, () => {
  let db: Database;
  let app: ReturnType<typeof siteApp>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    db = await createTestDatabase();
    const { websiteId } = await seedSite(db.knex);
    ids.grid = await addGallery(db.knex, websiteId, 'grid', {
      design: 'grid',
      'thumbnails-per-row': 3,
      'aspect-ratio': 'widescreen',
      padding: 12,
      'meta-position': 'top-left',
      'show-meta-on-hover': true,
      'show-meta-only-title': true,
      newWindow: true,
      autoplay: true,
    });
    ids.slider = await addGallery(db.knex, websiteId, 'slider', {
      design: 'slider',
      'max-width': 240,
      'active-alignment': 'left',
      'auto-crop': false,
      lightbox: true,
      lightboxTheme: 'light',
      transparentBackground: true,
    });
    ids.stacked = await addGallery(db.knex, websiteId, 'stacked', { design: 'stacked', 'show-meta': false });
    ids.slideshow = await addGallery(db.knex, websiteId, 'slideshow', {
      design: 'slideshow',
      controls: true,
      autoplay: true,
      'autoplay-duration': 3,
      'thumbnail-strip-height': 64,
      'thumbnail-strip-margin': 12,
      'square-thumbs': false,
      lightbox: true,
    });
    await addGallery(db.knex, websiteId, 'empty', { design: 'slideshow', lightbox: true }, []);
    app = siteApp(db);
  }, 60_000);
  afterAll(() => db?.close());

  const get = (path: string) => request(app).get(path).set('Accept', 'text/html');

  it('draws a grid with its columns, ratio, padding and caption options, each image linking to its page', async () => {
    const res = await get('/grid');
    expect(res.status).toBe(200);
    expect(res.text).toContain(
      '<ul class="gallery gallery--grid gallery--cols-3 gallery--ratio-widescreen gallery--crop gallery--pad-10 gallery--meta-top-left gallery--meta-hover gallery--align-center gallery--max-300">',
    );
    const images = galleryImages(res.text);
    expect(images).toHaveLength(3);
    // The first image loads at once; the others wait until they are near the viewport.
    expect(images[0]).not.toContain('loading=');
    expect(images.slice(1).every((tag) => tag.includes('loading="lazy"'))).toBe(true);
    // Every SPEC §9 width the image is stored at (1600 wide: up to 1500w, then the original).
    expect(images[0]).toMatch(
      /srcset="[^"]*\?format=100w 100w,[^"]*\?format=1500w 1500w,[^"]*\?format=original 2500w"/,
    );
    // show-meta-only-title: the title, not the description.
    expect(res.text).toContain('<span class="gallery__caption-title">Fog</span>');
    expect(res.text).not.toContain('The ferry horn');
    // newWindow without the lightbox: each image's page opens in a new window; no island is needed.
    expect(res.text).toContain('href="/grid/fog" target="_blank" rel="noopener"');
    expect(res.text).not.toContain('<tessera-island name="gallery"');
  });

  it('draws a slider as a strip of images that open in a light lightbox, the island waiting for a click', async () => {
    const res = await get('/slider');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(
      /<ul class="gallery gallery--slider [^"]*gallery--align-left gallery--max-250 gallery--transparent">/,
    );
    expect(res.text).not.toMatch(/<ul class="gallery [^"]*gallery--crop/);
    expect(res.text).toContain(`href="/slider/buoys" data-tessera-lightbox="${ids.slider}"`);
    expect(res.text).toContain('<span class="gallery__caption-body">Every boat paints its own.</span>');
    const props = islandProps(res.text, 'gallery');
    expect(props?.hydrate).toBe('click');
    expect(props?.images).toHaveLength(3);
    expect(props?.display).toMatchObject({ design: 'slider', lightbox: true, lightboxTheme: 'light' });
    // The dialog is there, closed, until an image is opened.
    expect(res.text).toMatch(
      /<div class="tessera-modal tessera-modal--lightbox tessera-lightbox--light" hidden="">/,
    );
  });

  it('draws stacked images one under another, large, without captions when show-meta is off', async () => {
    const res = await get('/stacked');
    expect(res.text).toContain('<ul class="gallery gallery--stacked gallery--cols-4');
    const images = galleryImages(res.text);
    expect(images).toHaveLength(3);
    expect(images[1]).toContain('src="/files/');
    expect(images[1]).toContain('?format=1500w"');
    expect(images[1]).toContain('sizes="(max-width: 432px) 100vw, 900px"');
    expect(res.text).not.toContain('gallery__caption');
    expect(res.text).not.toContain('<tessera-island name="gallery"');
  });

  it('draws a slideshow through the island: every slide and its thumbnail in the server HTML, controls once live', async () => {
    const res = await get('/slideshow');
    expect(res.status).toBe(200);
    const props = islandProps(res.text, 'gallery');
    expect(props?.hydrate).toBe('load');
    expect(props?.display).toMatchObject({
      design: 'slideshow',
      thumbnails: true,
      controls: true,
      autoplay: true,
      autoplaySeconds: 3,
      stripClasses: 'gallery-strip gallery-strip--h-60 gallery-strip--m-10',
    });
    expect(res.text).toContain('<section class="gallery-slideshow gallery gallery--slideshow');
    const slides = res.text.match(/<div id="gallery-[^"]+-slide-\d" class="gallery-slideshow__slide"/g) ?? [];
    expect(slides).toHaveLength(3);
    expect(res.text).toContain(
      `<ul class="gallery-slideshow__thumbs gallery-strip gallery-strip--h-60 gallery-strip--m-10" aria-label="Thumbnails">`,
    );
    expect(res.text).toContain(`href="#gallery-${ids.slideshow}-slide-2"`);
    // Without JavaScript nothing is hidden and nothing pretends to work: no buttons yet.
    expect(res.text).not.toMatch(/class="gallery-slideshow__slide" [^>]*hidden/);
    expect(res.text).not.toContain('Pause slideshow');
    expect(res.text).not.toMatch(/ style="/);
  });

  it('says the gallery has no images yet, with no island, whatever its design', async () => {
    const res = await get('/empty');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<p class="empty-state">There are no images in this gallery yet.</p>');
    expect(res.text).not.toContain('<tessera-island name="gallery"');
  });
});
