// The favicon, logo and sharing picture over HTTP: one upload served as /favicon.ico (16, 32 and 48 pixels), the PNG icons, the Apple touch icon and the web manifest's icons, linked from every page's head; the logo in the header; the sharing picture as og:image.
import type { Express } from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { readIco } from '../../server/site/icons/ico.js';
import type { TestBrowser } from '../security/test-browser.js';
import { SITE_HOST } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { setUpOwnerSuite } from '../owner/owner-app.js';
import { uploadAs } from '../owner/upload-as.js';

const PATH = '/api/owner/site-settings';

let app: Express;
let owner: TestBrowser;
let icon: { imageId: string; url: string; id: string };
let logo: { imageId: string; url: string };

setUpOwnerSuite(async (suite) => {
  ({ app, owner } = suite);
  // A wide picture with a transparent corner: icons contain it on a square, touch icons on white.
  const wide = await sharp({
    create: { width: 300, height: 200, channels: 4, background: { r: 31, g: 58, b: 95, alpha: 1 } },
  })
    .composite([
      {
        input: await sharp({
          create: { width: 40, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
        })
          .png()
          .toBuffer(),
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();
  const uploaded = await uploadAs(app, owner, { data: wide, filename: 'mark.png', contentType: 'image/png' });
  expect(uploaded.status).toBe(201);
  icon = { imageId: uploaded.body.file.imageId, url: uploaded.body.file.url, id: uploaded.body.file.id };
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="160" viewBox="0 0 640 160"><rect width="640" height="160" fill="#1f3a5f"/></svg>',
  );
  const logoUpload = await uploadAs(app, owner, {
    data: svg,
    filename: 'logo.svg',
    contentType: 'image/svg+xml',
  });
  expect(logoUpload.status).toBe(201);
  logo = { imageId: logoUpload.body.file.imageId, url: logoUpload.body.file.url };
});

const get = (path: string) => request(app).get(path).set('Host', SITE_HOST);

async function setPictures(pictures: Record<string, string | null>) {
  const read = await owner.send('GET', PATH);
  const { images: _i, currencyInUse: _c, publicUrl: _p, ...body } = read.body;
  const res = await owner.send('PUT', PATH, { body: { ...body, ...pictures } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function png(path: string) {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  expect(res.headers['content-type'], path).toBe('image/png');
  return sharp(res.body as Buffer).metadata();
}

describe(`the site's pictures (${testDatabaseKind()})`, () => {
  it('without a favicon, links an empty icon and answers no icon files', async () => {
    expect((await get('/')).text).toContain('<link rel="icon" href="data:,">');
    expect((await get('/favicon.ico')).status).toBe(404);
    expect((await get('/apple-touch-icon.png')).status).toBe(404);
  });

  it('serves one favicon upload at every size browsers and phones ask for, linked from the head', async () => {
    const saved = await setPictures({ faviconImageId: icon.imageId });
    expect(saved.images.favicon).toMatchObject({
      imageId: icon.imageId,
      url: icon.url,
      width: 300,
      height: 200,
    });

    const ico = await get('/favicon.ico').buffer(true);
    expect(ico.status).toBe(200);
    expect(ico.headers['content-type']).toBe('image/x-icon');
    const entries = readIco(ico.body as Buffer);
    expect(entries.map((entry) => entry.size)).toEqual([16, 32, 48]);
    for (const entry of entries) {
      const meta = await sharp(entry.png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', entry.size, entry.size]);
    }
    for (const [path, size] of [
      ['/favicon-16x16.png', 16],
      ['/favicon-32x32.png', 32],
      ['/icon-192.png', 192],
      ['/icon-512.png', 512],
    ] as const) {
      const meta = await png(path);
      expect([meta.width, meta.height, meta.hasAlpha], path).toEqual([size, size, true]);
    }
    for (const path of ['/apple-touch-icon.png', '/apple-touch-icon-precomposed.png']) {
      const meta = await png(path);
      expect([meta.width, meta.height, meta.hasAlpha], path).toEqual([180, 180, false]);
    }

    const head = (await get('/about')).text.split('</head>')[0];
    const version = /href="\/favicon\.ico\?v=([0-9a-f]{12})"/.exec(head)?.[1];
    expect(version).toBeDefined();
    for (const link of [
      `<link rel="icon" href="/favicon.ico?v=${version}" sizes="48x48">`,
      `<link rel="icon" type="image/png" sizes="32x32" href="/favicon-32x32.png?v=${version}">`,
      `<link rel="icon" type="image/png" sizes="16x16" href="/favicon-16x16.png?v=${version}">`,
      `<link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png?v=${version}">`,
      `<link rel="manifest" href="/site.webmanifest?v=${version}">`,
    ])
      expect(head).toContain(link);
    expect(head).not.toContain('data:,');

    // The linked address is the icon of this favicon for good; the bare one is checked again within the hour.
    expect((await get(`/favicon-32x32.png?v=${version}`)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/favicon-32x32.png')).headers['cache-control']).toBe('public, max-age=3600');
    const again = await get('/favicon-32x32.png').set(
      'If-None-Match',
      String((await get('/favicon-32x32.png')).headers.etag),
    );
    expect(again.status).toBe(304);

    const manifest = await get('/site.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(JSON.parse(manifest.text)).toEqual({
      name: 'Harbor & Pine',
      short_name: 'Harbor & Pine',
      start_url: '/',
      display: 'browser',
      icons: [
        { src: `/icon-192.png?v=${version}`, sizes: '192x192', type: 'image/png' },
        { src: `/icon-512.png?v=${version}`, sizes: '512x512', type: 'image/png' },
      ],
    });
  });

  it('draws an SVG favicon at the large sizes too', async () => {
    await setPictures({ faviconImageId: logo.imageId });
    const meta = await png('/icon-512.png');
    expect([meta.width, meta.height]).toEqual([512, 512]);
    await setPictures({ faviconImageId: icon.imageId });
  });

  it('shows the logo in the header, and the sharing picture as og:image of pages without their own', async () => {
    await setPictures({ logoImageId: logo.imageId, socialImageId: icon.imageId });
    const home = (await get('/')).text;
    expect(home).toContain(
      `<a class="site-title" href="/"><img class="site-title__logo" src="${logo.url}" width="640" height="160" alt="Harbor &amp; Pine"></a>`,
    );
    expect(home).toContain(`<meta property="og:image" content="https://${SITE_HOST}${icon.url}">`);
    expect(home).toContain(`"logo":"https://${SITE_HOST}${logo.url}"`);
    // A product's own picture comes first.
    const product = (await get('/shop/p/walnut-basket')).text;
    expect(product).toMatch(
      new RegExp(`<meta property="og:image" content="https://${SITE_HOST}/files/[^"]+\\?format=1000w">`),
    );
    await setPictures({ logoImageId: null, socialImageId: null });
    expect((await get('/')).text).toContain('<a class="site-title" href="/">Harbor &amp; Pine</a>');
  });

  it('counts the settings as a place a picture is used: deleting the browser icon asks first, then the site has none', async () => {
    await setPictures({ faviconImageId: icon.imageId });
    const refused = await owner.send('DELETE', `/api/owner/files/${icon.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This file is used on Browser icon (settings).');
    expect(refused.body.usedBy).toEqual([
      { kind: 'settings', id: 'faviconImageId', title: 'Browser icon', fullUrl: '/' },
    ]);
    expect((await owner.send('DELETE', `/api/owner/files/${icon.id}?force=true`)).status).toBe(204);
    expect((await owner.send('GET', PATH)).body).toMatchObject({
      faviconImageId: null,
      images: { favicon: null },
    });
    expect((await get('/favicon.ico')).status).toBe(404);
    expect((await get('/')).text).toContain('<link rel="icon" href="data:,">');
  });
});
