// tessera dev in Chromium, on the built-in theme and on a developer-platform theme folder: a saved stylesheet (CSS or LESS) restyles the open page without reloading it, a broken template shows the error overlay, fixing it brings the page back.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { defaultAssetsDir, defaultThemeDir } from '../../server/site/render/paths.js';
import { copyOfBuiltInTheme, devSiteApp, type DevSite } from '../dev/dev-app.js';
import { seedSite } from '../site/site-fixture.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { PLATFORM_FIXTURE, removeThemeCopies, themeCopy } from '../theme-platform/theme-dirs.js';
import { axeViolations } from './axe.js';
import { hasChromium, launchChromium, watchedTab } from './browser.js';

/** A dev site listening on loopback: the built-in theme in `themeDir`, or the platform folder `config.themeDir` names. */
interface Listening {
  site: DevSite;
  server: Server;
  origin: string;
}

async function listen(db: Database, themeDir: string, config?: Partial<Config>): Promise<Listening> {
  const site = devSiteApp(db, { themeDir, assetsDir: defaultAssetsDir(), development: true, config });
  const server = site.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { site, server, origin: `http://localhost:${(server.address() as AddressInfo).port}` };
}

async function close(listening: Listening | undefined): Promise<void> {
  if (listening === undefined) return;
  listening.site.close();
  listening.server.closeAllConnections();
  await new Promise((resolve) => listening.server.close(resolve));
}

describe.skipIf(!hasChromium)(`tessera dev in the browser (${testDatabaseKind()})`, () => {
  let db: Database;
  let themeDir: string;
  let platformDir: string;
  let builtIn: Listening;
  let platform: Listening;
  let origin: string;
  let browser: Browser;

  beforeAll(async () => {
    db = await createTestDatabase();
    await seedSite(db.knex);
    themeDir = copyOfBuiltInTheme();
    builtIn = await listen(db, themeDir);
    origin = builtIn.origin;
    platformDir = themeCopy(PLATFORM_FIXTURE);
    platform = await listen(db, defaultThemeDir(), { themeDir: platformDir });
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await close(builtIn);
    await close(platform);
    await db?.close();
    if (themeDir !== undefined) rmSync(themeDir, { recursive: true, force: true });
    removeThemeCopies();
  });

  it('restyles without a reload, shows a template error over the page, and recovers when it is fixed', async () => {
    const context = await browser.newContext();
    const { tab, problems } = await watchedTab(context);
    expect((await tab.goto(`${origin}/`))?.status()).toBe(200);
    await tab.locator('html[data-tessera-dev="connected"]').waitFor({ state: 'attached' });
    // A marker that a reload would wipe out.
    await tab.evaluate(() => Object.assign(window, { tesseraMarker: 'still here' }));
    const marker = () => tab.evaluate(() => (window as unknown as { tesseraMarker?: string }).tesseraMarker);

    const css = join(themeDir, 'styles', 'site.css');
    writeFileSync(css, `${readFileSync(css, 'utf8')}\nbody { outline: 3px solid rgb(1, 2, 3); }\n`);
    await tab.waitForFunction(() => getComputedStyle(document.body).outlineColor === 'rgb(1, 2, 3)', null, {
      timeout: 5000,
    });
    expect(await marker()).toBe('still here');
    expect(await tab.locator('link[rel="stylesheet"][href^="/site.css?v="]').count()).toBe(1);

    const region = join(themeDir, 'site.region');
    const layout = readFileSync(region, 'utf8');
    writeFileSync(
      region,
      layout.replace('{squarespace.main-content}', '{squarespace.main-content}\n{title|no-such-formatter}'),
    );
    const overlay = tab.getByRole('alertdialog', { name: 'The theme has an error' });
    await overlay.waitFor({ timeout: 5000 });
    // The line after the layout's `{squarespace.main-content}`, wherever the layout has it.
    const line = layout.split('\n').findIndex((text) => text.includes('{squarespace.main-content}')) + 2;
    expect(await overlay.locator('pre').textContent()).toBe(
      `templates/site.region:${line}:8: error: Formatter 'no-such-formatter' is unknown.\n${line} | {title|no-such-formatter}\n${' '.repeat(String(line).length + 10)}^`,
    );
    expect(await overlay.getByText('Fix the file and save it: this page updates by itself.').count()).toBe(1);
    expect(await marker()).toBe('still here');
    // The overlay's own (the test site's pages are checked by the storefront suites).
    const overlayViolations = (await axeViolations(tab)).filter((line) =>
      line.includes('tessera-dev-overlay'),
    );
    expect(overlayViolations, 'the overlay').toEqual([]);

    writeFileSync(region, layout.replace('</main>', '<p id="dev-fixed">Fixed and saved.</p></main>'));
    await tab.locator('#dev-fixed').waitFor({ timeout: 5000 });
    expect(await tab.getByRole('alertdialog').count()).toBe(0);
    expect(await marker()).toBeUndefined();
    await tab.locator('html[data-tessera-dev="connected"]').waitFor({ state: 'attached' });
    // The fixture's product pictures have no files behind them (404s); nothing else went wrong.
    expect(problems.filter((line) => !line.includes('Failed to load resource'))).toEqual([]);
    await context.close();
  });

  it('on a platform theme folder: restyles from LESS without a reload, shows a region error over the page, and recovers when it is fixed', async () => {
    const context = await browser.newContext();
    const { tab, problems } = await watchedTab(context);
    expect((await tab.goto(`${platform.origin}/`))?.status()).toBe(200);
    await tab.locator('html[data-tessera-dev="connected"]').waitFor({ state: 'attached' });
    const html = await tab.content();
    expect(html).not.toMatch(/<squarespace:|\{squarespace/);
    await tab.evaluate(() => Object.assign(window, { tesseraMarker: 'still here' }));
    const marker = () => tab.evaluate(() => (window as unknown as { tesseraMarker?: string }).tesseraMarker);

    // A tweak variable used in a new rule: LESS compiled again, the new /site.css swapped in place.
    const less = join(platformDir, 'styles', 'site.less');
    writeFileSync(less, `${readFileSync(less, 'utf8')}\nbody { outline: 3px solid @accentColor; }\n`);
    await tab.waitForFunction(
      () => getComputedStyle(document.body).outlineColor === 'rgb(192, 57, 43)',
      null,
      { timeout: 5000 },
    );
    expect(await marker()).toBe('still here');
    expect(await tab.locator('link[rel="stylesheet"][href^="/site.css?v="]').count()).toBe(1);

    const region = join(platformDir, 'site.region');
    const source = readFileSync(region, 'utf8');
    writeFileSync(
      region,
      source.replace('{squarespace.main-content}', '{squarespace.main-content|no-such-formatter}'),
    );
    const overlay = tab.getByRole('alertdialog', { name: 'The theme has an error' });
    await overlay.waitFor({ timeout: 5000 });
    expect(await overlay.locator('pre').textContent()).toBe(
      `${join(platformDir, 'site.region')}:3:31: error: Formatter 'no-such-formatter' is unknown.\n` +
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
});
