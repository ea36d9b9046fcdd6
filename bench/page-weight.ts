// `npm run bench:pages`: Lighthouse (mobile) on the demo's storefront pages in real Chromium, median of 3 runs, against issue 14's targets.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { testConfig } from '../server/config.js';
import { startServer, type RunningServer } from '../server/serve.js';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** Issue 14's targets. */
export const PAGE_TARGETS = {
  performance: 95,
  /** Accessibility, best practices and SEO. */
  others: 100,
  cls: 0.02,
  productPageJsGzip: 70 * 1000,
  plainPageJsGzip: 10 * 1000,
};

interface PageSpec {
  name: string;
  path: string;
  /** A product page's JavaScript budget, a page's without islands or add-to-cart forms, or none. */
  budget: number | undefined;
  /** Visited with a cart holding the coat (the cart and checkout pages); others as a new visitor. */
  withCart?: boolean;
}

const PAGES: PageSpec[] = [
  { name: 'home', path: '/', budget: undefined },
  { name: 'shop', path: '/shop', budget: undefined },
  { name: 'product', path: '/shop/p/harbor-chore-coat', budget: PAGE_TARGETS.productPageJsGzip },
  { name: 'cart', path: '/cart', budget: undefined, withCart: true },
  { name: 'checkout', path: '/checkout', budget: undefined, withCart: true },
  { name: 'about (no islands)', path: '/about', budget: PAGE_TARGETS.plainPageJsGzip },
];

/** One Lighthouse run's figures. */
interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  tbt: number;
  lcp: number;
  scripts: string[];
  unsizedImages: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function score(value: number | null | undefined): number {
  return Math.round((value ?? 0) * 100);
}

/** A cart with the coat in it, as cookies a visitor would send (so /cart and /checkout show a line). */
async function cartCookies(origin: string): Promise<string> {
  const first = await fetch(`${origin}/shop/p/harbor-chore-coat`);
  const cookies = first.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const html = await first.text();
  const crumb = cookies.find((cookie) => cookie.startsWith('crumb='))?.slice('crumb='.length) ?? '';
  const itemId = /name="itemId" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const sku = /&quot;sku&quot;:&quot;([^&]+)&quot;/.exec(html)?.[1] ?? '';
  const added = await fetch(`${origin}/api/commerce/shopping-cart/entries`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Csrf-Token': crumb, Cookie: cookies.join('; ') },
    body: JSON.stringify({ itemId, sku, quantity: 1 }),
  });
  if (!added.ok) throw new Error(`adding to the cart answered ${added.status}: ${await added.text()}`);
  cookies.push(...added.headers.getSetCookie().map((cookie) => cookie.split(';')[0]));
  return cookies.join('; ');
}

async function runLighthouse(url: string, port: number, cookie: string | undefined): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(cookie === undefined ? {} : { extraHeaders: { Cookie: cookie } }),
  });
  if (result === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const requests =
    (audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)
      ?.items ?? [];
  const unsized =
    (audits['unsized-images']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
  return {
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    tbt: audits['total-blocking-time']?.numericValue ?? 0,
    lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
    scripts: requests.filter((request) => request.resourceType === 'Script').map((request) => request.url),
    unsizedImages: unsized,
  };
}

/** The gzip size (level 6, as the server sends) of every script a page loaded. */
async function scriptsGzip(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of new Set(urls)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    total += gzipSync(body, { level: 6 }).length;
  }
  return total;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** Runs the bench and prints its table; exits 1 when `--strict` and a target is missed. */
export async function main(): Promise<void> {
  const strict = process.argv.includes('--strict');
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-pages-'));
  let server: RunningServer | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const missed: string[] = [];
  try {
    process.stdout.write('starting the demo site (first run seeds it)…\n');
    server = await startServer(testConfig({ dataDir, port: 0 }));
    const origin = server.url.replace('localhost', '127.0.0.1');
    const cookie = await cartCookies(origin);
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    const rows: string[] = [];
    for (const page of PAGES) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run++) {
        process.stdout.write(`lighthouse ${page.path} (${run + 1}/${RUNS})…\n`);
        runs.push(
          await runLighthouse(`${origin}${page.path}`, chrome.port, page.withCart ? cookie : undefined),
        );
      }
      const pick = (read: (figures: Figures) => number) => median(runs.map(read));
      const js = await scriptsGzip(runs[0].scripts);
      const figures = {
        performance: pick((f) => f.performance),
        accessibility: pick((f) => f.accessibility),
        bestPractices: pick((f) => f.bestPractices),
        seo: pick((f) => f.seo),
        cls: pick((f) => f.cls),
        tbt: pick((f) => f.tbt),
        lcp: pick((f) => f.lcp),
        unsized: pick((f) => f.unsizedImages),
      };
      rows.push(
        `| ${page.name} | ${figures.performance} | ${figures.accessibility} | ${figures.bestPractices} | ${figures.seo} | ${figures.cls.toFixed(3)} | ${Math.round(figures.tbt)} ms | ${(figures.lcp / 1000).toFixed(1)} s | ${new Set(runs[0].scripts).size} | ${kb(js)} | ${figures.unsized} |`,
      );
      if (figures.performance < PAGE_TARGETS.performance)
        missed.push(`${page.name}: performance ${figures.performance}`);
      for (const [label, value] of [
        ['accessibility', figures.accessibility],
        ['best practices', figures.bestPractices],
        ['SEO', figures.seo],
      ] as const) {
        if (value < PAGE_TARGETS.others) missed.push(`${page.name}: ${label} ${value}`);
      }
      if (figures.cls > PAGE_TARGETS.cls) missed.push(`${page.name}: CLS ${figures.cls.toFixed(3)}`);
      if (page.budget !== undefined && js > page.budget)
        missed.push(`${page.name}: ${kb(js)} gzip JavaScript (budget ${kb(page.budget)})`);
      if (figures.unsized > 0)
        missed.push(`${page.name}: ${figures.unsized} images without width and height`);
    }
    process.stdout.write(
      [
        '',
        `Lighthouse ${RUNS > 1 ? `median of ${RUNS} runs, ` : ''}mobile (simulated throttling), Chromium at ${CHROMIUM}`,
        '| page | performance | accessibility | best practices | SEO | CLS | TBT | LCP | scripts | JS gzip | unsized images |',
        '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
        ...rows,
        '',
        missed.length === 0 ? 'every target met' : `targets missed:\n- ${missed.join('\n- ')}`,
        '',
      ].join('\n'),
    );
  } finally {
    await chrome?.kill();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (strict && missed.length > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
