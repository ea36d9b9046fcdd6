// Browser check of islands: a server-rendered pill hydrates cleanly in Chromium and follows cart updates.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportedError } from '../../runtime/report-error.js';
import { renderIsland } from '../../server/site/islands.js';

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
};

interface Manifest {
  boot: string;
  css: string;
}

/** The production bundle, and the development one whose React also warns about attribute mismatches. */
const BUILDS = { production: '/assets/', development: '/dev-assets/' } as const;
type Build = keyof typeof BUILDS;

let workDir: string;
const manifests = {} as Record<Build, Manifest>;
let server: Server;
let origin: string;
let context: BrowserContext;
/** What the pages' runtimes posted to RecordJavascriptErrors. */
const reportedErrors: ReportedError[] = [];
const pages = new Map<string, string>();

function page(build: Build, body: string): string {
  const manifest = manifests[build];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Shop</title><link rel="icon" href="data:,"><link rel="stylesheet" href="${manifest.css}"></head>
<body data-tracking="off"><main><h1>Shop</h1></main>${body}<script type="module" src="${manifest.boot}"></script></body></html>`;
}

/** Opens `path` in a new tab, collecting console errors and warnings and uncaught page errors. */
async function open(path: string): Promise<{ tab: Page; problems: string[] }> {
  const tab = await context.newPage();
  const problems: string[] = [];
  tab.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  tab.on('pageerror', (error) => problems.push(error.message));
  await tab.goto(`${origin}${path}`);
  return { tab, problems };
}

async function hydrated(tab: Page): Promise<void> {
  await tab.waitForSelector('tessera-island[hydrated]', { state: 'attached', timeout: 10_000 });
}

function updateCart(tab: Page, detail: unknown): Promise<void> {
  return tab.evaluate((cart) => {
    window.dispatchEvent(new CustomEvent('tessera:cart-updated', { detail: cart }));
  }, detail);
}

describe.skipIf(!existsSync(CHROMIUM))('island hydration in Chromium', () => {
  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'tessera-islands-e2e-'));
    for (const [build, publicPath] of Object.entries(BUILDS) as [Build, string][]) {
      const outdir = join(workDir, publicPath);
      const args = ['scripts/build-runtime.mjs', '--outdir', outdir, '--public-path', publicPath];
      execFileSync(process.execPath, build === 'development' ? [...args, '--development'] : args, {
        stdio: 'pipe',
      });
      manifests[build] = JSON.parse(readFileSync(join(outdir, 'manifest.json'), 'utf8')) as Manifest;
    }

    server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      if (request.method === 'POST' && path === '/api/events/RecordJavascriptErrors') {
        // The runtime's error reports (production builds log nothing to the console): kept for the test.
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        request.on('end', () => {
          reportedErrors.push(...(JSON.parse(body) as ReportedError[]));
          response.writeHead(204).end();
        });
        return;
      }
      const html = pages.get(path);
      if (html !== undefined) {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
        return;
      }
      const [, folder = '', name = ''] = /^\/([\w-]+)\/([\w.-]+)$/.exec(path) ?? [];
      const file = join(workDir, folder, name);
      if (Object.values(BUILDS).includes(`/${folder}/` as never) && existsSync(file)) {
        response.writeHead(200, {
          'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        });
        response.end(readFileSync(file));
        return;
      }
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    context = await chromium.launchPersistentContext(join(workDir, 'profile'), {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
      headless: true,
    });

    const pill = renderIsland('cart-pill', { totalQuantity: 3, subtotalCents: 4500, currency: 'USD' });
    const empty = renderIsland(
      'cart-pill',
      { totalQuantity: 0, subtotalCents: 0, currency: 'EUR' },
      { hydrate: 'visible' },
    );
    for (const build of Object.keys(BUILDS) as Build[]) {
      pages.set(`/${build}/pill`, page(build, pill));
      pages.set(`/${build}/empty`, page(build, empty));
      // Props that disagree with the HTML: hydration must notice and report it.
      pages.set(
        `/${build}/mismatch`,
        page(build, pill.replace('&quot;totalQuantity&quot;:3', '&quot;totalQuantity&quot;:5')),
      );
    }
    // Only React's development build checks attributes; the test must see that it would complain.
    pages.set(
      '/development/attribute-mismatch',
      page('development', pill.replace('data-empty="false"', 'data-empty="no"')),
    );
    pages.set(
      '/editor',
      `<!doctype html><html><head><link rel="icon" href="data:,"></head><body><iframe src="/production/pill" width="500" height="400"></iframe><script>
        window.messages = [];
        addEventListener('message', (event) => window.messages.push(event.data));
      </script></body></html>`,
    );
  }, 60_000);

  afterAll(async () => {
    await context?.close();
    await new Promise((resolve) => server?.close(resolve));
    if (workDir !== undefined) rmSync(workDir, { recursive: true, force: true });
  });

  it.each(Object.keys(BUILDS))(
    'hydrates the pill without warnings (%s build), then follows cart updates',
    async (build) => {
      const { tab, problems } = await open(`/${build}/pill`);
      await hydrated(tab);
      const link = tab.locator('a.tessera-cart-pill__link');
      const label = tab.locator('.tessera-cart-pill__label');
      await expect(label.textContent()).resolves.toBe('3 items in cart');
      await expect(link.getAttribute('aria-label')).resolves.toBeNull();
      await expect(tab.locator('.tessera-cart-pill__count').textContent()).resolves.toBe('3');

      await updateCart(tab, { shoppingCart: { totalQuantity: 101, subtotalCents: 123456 }, newlyAdded: {} });
      await tab.waitForFunction(
        () => document.querySelector('.tessera-cart-pill__count')?.textContent === '100+',
      );
      await expect(label.textContent()).resolves.toBe('More than 100 items in cart');
      await expect(tab.locator('.tessera-cart-pill__subtotal').textContent()).resolves.toBe(
        'Subtotal $1,234.56',
      );
      await expect(tab.locator('[role="status"]').textContent()).resolves.toBe('More than 100 items in cart');
      expect(problems).toEqual([]);
      await tab.close();
    },
  );

  it('shows a hidden pill once something is added, and it can be reached with the keyboard', async () => {
    const { tab, problems } = await open('/production/empty');
    await hydrated(tab);
    const link = tab.locator('a.tessera-cart-pill__link');
    expect(await link.isVisible()).toBe(false);

    await updateCart(tab, { totalQuantity: 1, subtotalCents: 1999 });
    await link.waitFor({ state: 'visible' });
    await expect(
      tab.getByRole('link', { name: 'One item in cart Subtotal €19.99' }).isVisible(),
    ).resolves.toBe(true);
    await expect(tab.locator('.tessera-cart-pill__subtotal').textContent()).resolves.toBe('Subtotal €19.99');
    await tab.keyboard.press('Tab');
    expect(await tab.evaluate(() => document.activeElement?.className)).toBe('tessera-cart-pill__link');
    expect(problems).toEqual([]);
    await tab.close();
  });

  it('mirrors a cart update to the pill in another tab', async () => {
    const first = await open('/production/pill');
    const second = await open('/production/pill');
    await Promise.all([hydrated(first.tab), hydrated(second.tab)]);
    await updateCart(first.tab, { totalQuantity: 7, subtotalCents: 7000 });
    await second.tab.waitForFunction(
      () => document.querySelector('.tessera-cart-pill__count')?.textContent === '7',
    );
    expect([...first.problems, ...second.problems]).toEqual([]);
    await Promise.all([first.tab.close(), second.tab.close()]);
  });

  it('asks the site editor to move its frame instead of navigating', async () => {
    const { tab, problems } = await open('/editor');
    const frame = tab.frameLocator('iframe');
    await frame.locator('tessera-island[hydrated]').waitFor({ state: 'attached' });
    await frame.locator('a.tessera-cart-pill__link').click();
    await tab.waitForFunction(() => (window as unknown as { messages: unknown[] }).messages.length > 0);
    expect(await tab.evaluate(() => (window as unknown as { messages: unknown[] }).messages)).toEqual([
      { type: 'tessera:set-frame-url', url: '/cart' },
    ]);
    expect(tab.frames()[1].url()).toBe(`${origin}/production/pill`);
    expect(problems).toEqual([]);
    await tab.close();
  });

  it.each(Object.keys(BUILDS))(
    'reports a hydration mismatch instead of hiding it (%s build)',
    async (build) => {
      const { tab, problems } = await open(`/${build}/mismatch`);
      await tab.waitForFunction(
        () => document.querySelector('.tessera-cart-pill__count')?.textContent === '5',
      );
      if (build === 'development') {
        expect(problems.some((problem) => problem.startsWith('[tessera] island cart-pill:'))).toBe(true);
      }
      // Both builds post it to RecordJavascriptErrors (after the reporter's one-second debounce).
      await expect
        .poll(() => reportedErrors.some((report) => report.data.where === 'island cart-pill'), {
          timeout: 5000,
        })
        .toBe(true);
      await tab.close();
    },
  );

  it('would see an attribute mismatch in the development build', async () => {
    const { tab, problems } = await open('/development/attribute-mismatch');
    await hydrated(tab);
    expect(problems.join('\n')).toMatch(/didn't match/);
    await tab.close();
  });
});
