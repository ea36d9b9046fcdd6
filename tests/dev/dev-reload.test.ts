// tessera dev's live reload over HTTP: the page script only in development, the event stream's reload, css and errors events.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { DEV_EVENTS_PATH, DEV_SCRIPT_PATH } from '../../server/dev/dev-events.js';
import { pageCacheFor } from '../../server/site/cache/site-caches.js';
import { fakeAssetsDir } from '../site/site-app.js';
import { seedSite } from '../site/site-fixture.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { copyOfBuiltInTheme, devSiteApp, type DevSite } from './dev-app.js';
import { openStream } from './event-stream.js';

describe(`tessera dev: live reload (${testDatabaseKind()})`, () => {
  let db: Database;
  let themeDir: string;
  let site: DevSite;
  let plain: DevSite;
  let server: Server;
  let origin: string;
  const region = () => join(themeDir, 'site.region');
  let layout: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    await seedSite(db.knex);
    themeDir = copyOfBuiltInTheme();
    layout = readFileSync(region(), 'utf8');
    const assetsDir = fakeAssetsDir();
    const manifest = JSON.parse(readFileSync(join(assetsDir, 'manifest.json'), 'utf8')) as object;
    writeFileSync(
      join(assetsDir, 'manifest.json'),
      JSON.stringify({ ...manifest, dev: '/assets/dev-TESTHASH.js' }),
    );
    writeFileSync(join(assetsDir, 'dev-TESTHASH.js'), 'export const dev = true;\n');
    site = devSiteApp(db, { themeDir, assetsDir, development: true });
    plain = devSiteApp(db, { themeDir: copyOfBuiltInTheme(), assetsDir, development: false });
    server = site.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    site?.close();
    plain?.close();
    if (server !== undefined) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    await db?.close();
  });

  it('links the live-reload script from every page in development, and serves it', async () => {
    const page = await request(site.app).get('/').set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<script type="module" src="${DEV_SCRIPT_PATH}"></script>\n</head>`);
    const missing = await request(site.app).get('/no-such-page').set('Accept', 'text/html');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain(DEV_SCRIPT_PATH);

    // To the built script, whose chunks are beside it, keeping the page id.
    const script = await request(site.app).get(`${DEV_SCRIPT_PATH}?page=0123456789abcdef`);
    expect(script.status).toBe(302);
    expect(script.headers.location).toBe('/assets/dev-TESTHASH.js?page=0123456789abcdef');
    expect(script.headers['cache-control']).toBe('no-store');
    expect((await request(site.app).get('/assets/dev-TESTHASH.js')).text).toBe('export const dev = true;\n');
  });

  it('leaves pages alone and answers no development route when not in development', async () => {
    // Both apps share the database, so the page the other rendered for visitors would be served.
    pageCacheFor(db.knex).clear();
    const page = await request(plain.app).get('/').set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('__tessera');
    expect((await request(plain.app).get(DEV_SCRIPT_PATH)).status).toBe(404);
    const events = await request(plain.app).get(DEV_EVENTS_PATH).set('Accept', 'text/event-stream');
    expect(events.type).not.toBe('text/event-stream');
  });

  it('refuses a page id that no page script carries', async () => {
    const res = await request(site.app).get(`${DEV_EVENTS_PATH}?page=../../x`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('page must be the id a page script carries');
  });

  /** The layout's line (from 1) that holds `{squarespace.main-content}`. */
  const mainContentLine = () =>
    layout.split('\n').findIndex((text) => text.includes('{squarespace.main-content}')) + 1;

  it('streams css for a saved stylesheet, errors for a broken template, reload once it is fixed', async () => {
    const stream = await openStream(`${origin}${DEV_EVENTS_PATH}`);
    try {
      expect(stream.res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(stream.res.headers['content-encoding']).toBeUndefined();
      expect(await stream.next()).toEqual({ event: 'errors', data: { errors: [] } });

      const before = (await request(site.app).get('/')).text.match(/\/site\.css\?v=[a-f0-9]{12}/)?.[0];
      writeFileSync(
        join(themeDir, 'styles', 'site.css'),
        `${readFileSync(join(themeDir, 'styles', 'site.css'), 'utf8')}\nbody{outline:0}`,
      );
      const css = await stream.next();
      expect(css.event).toBe('css');
      expect(css.data.files).toEqual(['styles/site.css']);
      const [sheet] = css.data.stylesheets as string[];
      expect(sheet).toMatch(/^\/site\.css\?v=[a-f0-9]{12}$/);
      expect(sheet).not.toBe(before);
      expect((await request(site.app).get(sheet)).text).toContain('body{outline:0}');

      writeFileSync(
        region(),
        layout.replace('{squarespace.main-content}', '{squarespace.main-content}\n{title|no-such-formatter}'),
      );
      const broken = await stream.next();
      expect(broken.event).toBe('errors');
      const [error] = broken.data.errors as string[];
      // The line after the layout's `{squarespace.main-content}`, wherever the layout has it.
      const line = mainContentLine() + 1;
      expect(error).toBe(
        `templates/site.region:${line}:8: error: Formatter 'no-such-formatter' is unknown.\n${line} | {title|no-such-formatter}\n${' '.repeat(String(line).length + 10)}^`,
      );

      // A page opened now hears of the error as soon as it connects.
      const late = await openStream(`${origin}${DEV_EVENTS_PATH}`);
      expect((await late.next()).data.errors).toEqual([error]);
      late.close();

      writeFileSync(region(), layout.replace('</main>', '<p>Fixed.</p></main>'));
      expect(await stream.next()).toEqual({ event: 'reload', data: { files: ['site.region'] } });
      expect((await request(site.app).get('/')).text).toContain('<p>Fixed.</p>');
    } finally {
      stream.close();
      writeFileSync(region(), layout);
    }
  });

  it('gives a page whose render failed its errors, placed in the template, when its script connects', async () => {
    const stream = await openStream(`${origin}${DEV_EVENTS_PATH}`);
    try {
      await stream.next();
      writeFileSync(
        region(),
        layout.replace('{squarespace.main-content}', '{squarespace.main-content}{.eval 1 +}'),
      );
      expect((await stream.next()).event).toBe('reload');
      const page = await request(site.app).get('/').set('Accept', 'text/html');
      const src = /<script type="module" src="(\/__tessera\/dev\.js\?page=[a-f0-9]{16})"><\/script>/.exec(
        page.text,
      )?.[1];
      expect(src).toBeDefined();
      const own = await openStream(`${origin}${DEV_EVENTS_PATH}?${new URL(src!, origin).searchParams}`);
      const { data } = await own.next();
      expect(data.errors).toEqual([
        expect.stringMatching(
          new RegExp(
            `^templates/site\\.region:${mainContentLine()}:27: error: Error reducing expression: 1 \\+`,
          ),
        ),
      ]);
      own.close();
    } finally {
      stream.close();
      writeFileSync(region(), layout);
    }
  });

  it('names a new stylesheet-only folder change by its path', async () => {
    const stream = await openStream(`${origin}${DEV_EVENTS_PATH}`);
    try {
      await stream.next();
      mkdirSync(join(themeDir, 'assets', 'extra'), { recursive: true });
      writeFileSync(join(themeDir, 'assets', 'extra', 'print.css'), 'p{}');
      const change = await stream.next();
      expect(change.data.files).toContain('assets/extra/print.css');
    } finally {
      stream.close();
    }
  });
});
