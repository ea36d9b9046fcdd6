// tessera dev on a developer-platform theme folder in Chromium: a saved LESS file restyles the open page without reloading it, a broken region shows the error overlay, fixing it brings the page back.
import { readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { defaultAssetsDir, defaultThemeDir } from '../../server/site/render/paths.js';
import { devSiteApp, type DevSite } from '../dev/dev-app.js';
import { seedSite } from '../site/site-fixture.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { PLATFORM_FIXTURE, removeThemeCopies, themeCopy } from '../theme-platform/theme-dirs.js';
import { hasChromium, launchChromium, watchedTab } from './browser.js';

describe.skipIf(!hasChromium)(
  `tessera dev on a platform theme in the browser (${testDatabaseKind()})`,
  () => {
    let db: Database;
    let themeDir: string;
    let site: DevSite;
    let server: Server;
    let origin: string;
    let browser: Browser;

    beforeAll(async () => {
      db = await createTestDatabase();
      await seedSite(db.knex);
      themeDir = themeCopy(PLATFORM_FIXTURE);
      site = devSiteApp(db, {
        themeDir: defaultThemeDir(),
        assetsDir: defaultAssetsDir(),
        development: true,
        config: { themeDir },
      });
      server = site.app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      origin = `http://localhost:${(server.address() as AddressInfo).port}`;
      browser = await launchChromium();
    }, 120_000);
    afterAll(async () => {
      await browser?.close();
      site?.close();
      if (server !== undefined) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
      await db?.close();
      removeThemeCopies();
    });

    it('restyles from LESS without a reload, shows a region error over the page, and recovers when it is fixed', async () => {
      const context = await browser.newContext();
      const { tab, problems } = await watchedTab(context);
      expect((await tab.goto(`${origin}/`))?.status()).toBe(200);
      await tab.locator('html[data-tessera-dev="connected"]').waitFor({ state: 'attached' });
      const html = await tab.content();
      expect(html).not.toMatch(/<squarespace:|\{squarespace/);
      await tab.evaluate(() => Object.assign(window, { tesseraMarker: 'still here' }));
      const marker = () =>
        tab.evaluate(() => (window as unknown as { tesseraMarker?: string }).tesseraMarker);

      // A tweak variable used in a new rule: LESS compiled again, the new /site.css swapped in place.
      const less = join(themeDir, 'styles', 'site.less');
      writeFileSync(less, `${readFileSync(less, 'utf8')}\nbody { outline: 3px solid @accentColor; }\n`);
      await tab.waitForFunction(
        () => getComputedStyle(document.body).outlineColor === 'rgb(192, 57, 43)',
        null,
        { timeout: 5000 },
      );
      expect(await marker()).toBe('still here');
      expect(await tab.locator('link[rel="stylesheet"][href^="/site.css?v="]').count()).toBe(1);

      const region = join(themeDir, 'site.region');
      const source = readFileSync(region, 'utf8');
      writeFileSync(
        region,
        source.replace('{squarespace.main-content}', '{squarespace.main-content|no-such-formatter}'),
      );
      const overlay = tab.getByRole('alertdialog', { name: 'The theme has an error' });
      await overlay.waitFor({ timeout: 5000 });
      expect(await overlay.locator('pre').textContent()).toBe(
        `${join(themeDir, 'site.region')}:3:31: error: Formatter 'no-such-formatter' is unknown.\n` +
          '3 |     {squarespace.main-content|no-such-formatter}\n' +
          '                                  ^',
      );
      expect(await marker()).toBe('still here');

      writeFileSync(region, source.replace('</main>', '<p id="dev-fixed">Fixed and saved.</p></main>'));
      await tab.locator('#dev-fixed').waitFor({ timeout: 5000 });
      expect(await tab.getByRole('alertdialog').count()).toBe(0);
      expect(await marker()).toBeUndefined();
      // The fixture's product pictures have no files behind them (404s); nothing else went wrong.
      expect(problems.filter((line) => !line.includes('Failed to load resource'))).toEqual([]);
      await context.close();
    });
  },
);
