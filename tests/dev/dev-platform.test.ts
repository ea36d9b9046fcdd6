// tessera dev with a developer-platform theme folder: its pages link the live-reload script, LESS and template errors are named as `tessera check THEME_DIR` names them.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { DEV_EVENTS_PATH, DEV_SCRIPT_PATH } from '../../server/dev/dev-events.js';
import { defaultThemeDir } from '../../server/site/render/paths.js';
import { fakeAssetsDir } from '../site/site-app.js';
import { seedSite } from '../site/site-fixture.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { devSiteApp, type DevSite } from './dev-app.js';
import { openStream } from './event-stream.js';

const FIXTURE = join(import.meta.dirname, '..', '..', 'fixtures', 'themes', 'platform-fixture');

describe(`tessera dev with a platform theme folder (${testDatabaseKind()})`, () => {
  let db: Database;
  let themeDir: string;
  let site: DevSite;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    await seedSite(db.knex);
    themeDir = mkdtempSync(join(tmpdir(), 'tessera-dev-platform-'));
    cpSync(FIXTURE, themeDir, { recursive: true });
    site = devSiteApp(db, {
      themeDir: defaultThemeDir(),
      assetsDir: fakeAssetsDir(),
      development: true,
      config: { themeDir },
    });
    server = site.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    site?.close();
    if (server !== undefined) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    await db?.close();
    if (themeDir !== undefined) rmSync(themeDir, { recursive: true, force: true });
  });

  it('links the script from the theme’s pages', async () => {
    const page = await request(site.app).get('/').set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<script type="module" src="${DEV_SCRIPT_PATH}"></script>`);
  });

  it('sends the new /site.css for a LESS save, the LESS error with its place, and a reload once fixed', async () => {
    const less = join(themeDir, 'styles', 'site.less');
    const original = readFileSync(less, 'utf8');
    const stream = await openStream(`${origin}${DEV_EVENTS_PATH}`);
    try {
      expect(await stream.next()).toEqual({ event: 'errors', data: { errors: [] } });
      const before = (await request(site.app).get('/')).text.match(/\/site\.css\?v=[a-f0-9]+/)?.[0];
      writeFileSync(less, `${original}\n.dev-added { color: @accentColor; }\n`);
      const css = await stream.next();
      expect(css.event).toBe('css');
      const [sheet] = css.data.stylesheets as string[];
      expect(sheet).toMatch(/^\/site\.css\?v=[a-f0-9]+$/);
      expect(sheet).not.toBe(before);

      const lines = original.split('\n').length;
      // (A variable the theme never defines is only a warning now, as on the platform: issue 29.)
      writeFileSync(less, `${original}\n.dev-broken { color: fade(red); }\n`);
      const broken = await stream.next();
      expect(broken.event).toBe('errors');
      expect(broken.data.errors).toEqual([
        expect.stringMatching(new RegExp(`^${themeDir}/styles/site\\.less:${lines + 1}:\\d+: error: .*fade`)),
      ]);

      writeFileSync(less, original);
      expect((await stream.next()).event).toBe('reload');
    } finally {
      stream.close();
      writeFileSync(less, original);
    }
  });

  it('names a region’s template error by the theme’s file', async () => {
    const region = join(themeDir, 'footer.region');
    const original = readFileSync(region, 'utf8');
    const stream = await openStream(`${origin}${DEV_EVENTS_PATH}`);
    try {
      await stream.next();
      writeFileSync(region, `{title|no-such-formatter}\n${original}`);
      const broken = await stream.next();
      expect(broken.data.errors).toEqual([
        `${themeDir}/footer.region:1:8: error: Formatter 'no-such-formatter' is unknown.\n1 | {title|no-such-formatter}\n           ^`,
      ]);
      writeFileSync(region, original);
      expect((await stream.next()).event).toBe('reload');
    } finally {
      stream.close();
      writeFileSync(region, original);
    }
  });
});
