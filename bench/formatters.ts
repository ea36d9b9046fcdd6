// Times our engine rendering the widget- and money-heavy pages in bench/pages/ against per-render targets.
import { existsSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { compile } from '../engine/index.js';
import type { RenderOptions, Template, TemplateError } from '../engine/types.js';
import { FORMATTERS, PREDICATES } from '../formatters/index.js';
import { printVerdict, writeReport } from './report.js';
import { BATCH_MS, ROUNDS, calibrate, consume, median, releaseSink, spread } from './timing.js';

/** A bench page: `bench/pages/NAME.{jsont,json}`, what its HTML must contain, its time budget. */
interface Page {
  name: string;
  /** Most CPU milliseconds one render may take; no target when undefined. */
  targetMs?: number;
  /** What is wrong with the page's HTML (empty when right), and a summary of what was found. */
  check(html: string, data: unknown): { problems: string[]; found: string };
}

const RENDER_OPTIONS: RenderOptions = { locale: 'en-US' };

/** Reads a dotted path of the page data; the pages are ours, so a wrong path is a bench bug. */
function at(data: unknown, path: string): unknown {
  let node = data;
  for (const key of path.split('.')) node = (node as Record<string, unknown>)[key];
  if (node === undefined) throw new Error(`bench: page data has no ${path}`);
  return node;
}

function count(html: string, needle: string): number {
  return html.split(needle).length - 1;
}

/** Expects `needle` exactly `want` times in `html`; returns a problem text, or undefined. */
function expectCount(html: string, needle: string, want: number): string | undefined {
  const got = count(html, needle);
  return got === want ? undefined : `expected ${want} × ${JSON.stringify(needle)}, found ${got}`;
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A money object of the page data (either shape) as en-US prints US dollars: `$1,249.75`. */
function dollars(money: unknown): string {
  const node = money as Record<string, string>;
  return USD.format(Number(node.decimalValue ?? node.value));
}

interface Variant {
  onSale: boolean;
  attributes: Record<string, string>;
  priceMoney: unknown;
  salePriceMoney: unknown;
}

/**
 * The product page shows the variant pickers twice (checkout and sticky bar), each with a prompt
 * plus one `<option` and one radio per distinct option value; one scarcity note per view; "from"
 * the cheapest price, sale prices included.
 */
function checkProductDetail(html: string, data: unknown): { problems: string[]; found: string } {
  const variants = at(data, 'item.structuredContent.variants') as Variant[];
  const ordering = at(data, 'item.structuredContent.variantOptionOrdering') as string[];
  const values = ordering.map((name) => new Set(variants.map((v) => v.attributes[name])).size);
  const valueCount = values.reduce((a, b) => a + b, 0);
  const itemId = at(data, 'item.id') as string;
  const views = at(data, `productMerchandisingContext.${itemId}.scarcityTemplateViews`) as unknown[];
  const cheapest = variants
    .map((v) => (v.onSale ? v.salePriceMoney : v.priceMoney))
    .sort((a, b) => Number(at(a, 'value')) - Number(at(b, 'value')))[0];
  const fromText = `from ${dollars(cheapest)}`;
  const problems = [
    expectCount(html, '<option', 2 * (ordering.length + valueCount)),
    expectCount(html, 'class="variant-radiobtn"', 2 * valueCount),
    expectCount(html, 'class="product-variants"', 2),
    expectCount(html, 'class="product-quantity-input"', 2),
    expectCount(html, 'class="sqs-add-to-cart-button-wrapper"', 1),
    expectCount(html, 'class="product-scarcity"', views.length),
    expectCount(html, '<div class="product-price">', 1),
    expectCount(html, fromText, 1),
  ].filter((p) => p !== undefined);
  return {
    problems,
    found:
      `${variants.length} variants: ${count(html, '<option')} <option (2 pickers × ` +
      `${ordering.map((name, i) => `${name} ${values[i]}+1`).join(', ')}), ` +
      `${count(html, 'class="product-scarcity"')} scarcity notes, "${fromText}"`,
  };
}

/** Every product card shows its price, on-sale ones their sale price first, all as en-US dollars. */
function checkMoneyList(html: string, data: unknown): { problems: string[]; found: string } {
  const items = at(data, 'items') as { onSale: boolean; priceMoney: unknown; salePriceMoney?: unknown }[];
  const expected = items.flatMap((item) =>
    item.onSale ? [dollars(item.salePriceMoney), dollars(item.priceMoney)] : [dollars(item.priceMoney)],
  );
  const shown = [...html.matchAll(/<span class="(?:sale-)?price">([^<]*)<\/span>/g)].map((m) => m[1]);
  const problems: string[] = [];
  if (shown.length !== expected.length) {
    problems.push(`expected ${expected.length} prices, found ${shown.length}`);
  }
  const wrong = expected.findIndex((text, i) => shown[i] !== text);
  if (wrong >= 0) problems.push(`price ${wrong + 1}: expected ${expected[wrong]}, got ${shown[wrong]}`);
  const regular = count(html, '<span class="price">$');
  return {
    problems,
    found: `${items.length} products: ${regular} prices and ${shown.length - regular} sale prices with $`,
  };
}

const PAGES: readonly Page[] = [
  { name: 'product-detail', targetMs: 0.5, check: checkProductDetail },
  { name: 'money-list', check: checkMoneyList },
];

/** The project root: the nearest folder above this file holding a package.json. */
export function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('bench: cannot find the project root (no package.json above)');
    dir = parent;
  }
  return dir;
}

/** One timed batch, per render: wall-clock and process CPU (user + system) milliseconds. */
interface Sample {
  wallMs: number;
  cpuMs: number;
}

function timeBatch(op: () => string, n: number): Sample {
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < n; i++) consume(op());
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpu0);
  return { wallMs: wall / n, cpuMs: (cpu.user + cpu.system) / 1000 / n };
}

interface PageResult {
  page: string;
  outputBytes: number;
  errors: string[];
  problems: string[];
  found?: string;
  samples?: { wallMs: number[]; cpuMs: number[] };
  median?: { wallMs: number; cpuMs: number };
  opsPerSecond?: { wall: number; cpu: number };
  targetMs?: number;
  ok?: boolean;
}

function describe(error: TemplateError): string {
  return `${error.stage} ${error.kind} at ${error.line}:${error.column}: ${error.message}`;
}

/** Compiles and renders a page once; returns the render to time, or the result saying why not. */
function prepare(page: Page, dir: string): { result: PageResult; render?: () => string } {
  const source = readFileSync(join(dir, `${page.name}.jsont`), 'utf8');
  const data: unknown = JSON.parse(readFileSync(join(dir, `${page.name}.json`), 'utf8'));
  const compiled = compile(source, { formatters: FORMATTERS, predicates: PREDICATES, name: page.name });
  const template: Template = compiled.template;
  const first = template.render(data, RENDER_OPTIONS);
  const errors = [...compiled.errors, ...first.errors].map(describe);
  const { problems, found } = page.check(first.html, data);
  const result: PageResult = {
    page: page.name,
    outputBytes: Buffer.byteLength(first.html),
    errors,
    problems,
    found,
    targetMs: page.targetMs,
  };
  if (errors.length > 0 || problems.length > 0) return { result };
  return { result, render: () => template.render(data, RENDER_OPTIONS).html };
}

/** Times every ready page in interleaved rounds, alternating the order, and fills in the figures. */
function measure(ready: readonly { result: PageResult; render: () => string }[]): void {
  const batches = ready.map(({ render }) => calibrate(render));
  const samples = ready.map(() => ({ wallMs: [] as number[], cpuMs: [] as number[] }));
  for (let round = 0; round < ROUNDS; round++) {
    const order = ready.map((_, i) => i);
    if (round % 2 === 1) order.reverse();
    for (const i of order) {
      const sample = timeBatch(ready[i].render, batches[i]);
      samples[i].wallMs.push(sample.wallMs);
      samples[i].cpuMs.push(sample.cpuMs);
    }
  }
  ready.forEach(({ result }, i) => {
    const med = { wallMs: median(samples[i].wallMs), cpuMs: median(samples[i].cpuMs) };
    result.samples = samples[i];
    result.median = med;
    result.opsPerSecond = { wall: Math.round(1000 / med.wallMs), cpu: Math.round(1000 / med.cpuMs) };
    if (result.targetMs !== undefined) result.ok = med.cpuMs < result.targetMs;
  });
}

function formatSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

function printResult(result: PageResult): void {
  console.log(
    `\n${result.page} (${formatSize(result.outputBytes)} of HTML; ${result.found ?? 'not checked'})`,
  );
  for (const error of result.errors) console.error(`  ERROR ${error}`);
  for (const problem of result.problems) console.error(`  WRONG OUTPUT ${problem}`);
  if (result.median === undefined || result.samples === undefined || result.opsPerSecond === undefined) {
    console.log('  not timed: the page renders with errors or without the expected markup');
    return;
  }
  const verdict =
    result.targetMs === undefined ? '-' : `<${result.targetMs} ms ${result.ok ? 'ok' : 'MISSED'}`;
  console.log('  clock   ms/render        ops/s   target (CPU)');
  const rows = [
    ['cpu', result.median.cpuMs, result.samples.cpuMs, result.opsPerSecond.cpu, verdict],
    ['wall', result.median.wallMs, result.samples.wallMs, result.opsPerSecond.wall, ''],
  ] as const;
  for (const [clock, ms, samples, ops, note] of rows) {
    console.log(
      `  ${clock.padEnd(5)} ${ms.toFixed(3).padStart(9)} ${`±${spread(samples).toFixed(0)}%`.padStart(5)}` +
        ` ${ops.toLocaleString('en-US').padStart(10)}   ${note}`,
    );
  }
}

/** What a run found: `failed` when a page errs or lacks its markup, `missed` when a target is. */
export interface FormattersBenchOutcome {
  failed: boolean;
  missed: boolean;
}

/**
 * Runs the bench: `args` may name pages (default all) and `--strict`. Prints a table, writes
 * `.bench-results/formatters.json`, and sets exit code 1 when a page fails its checks, or misses
 * a target under `--strict`.
 */
export function main(args: readonly string[] = process.argv.slice(2)): FormattersBenchOutcome {
  const root = projectRoot();
  const dir = join(root, 'bench', 'pages');
  const wanted = args.filter((a) => !a.startsWith('--'));
  const strict = args.includes('--strict');
  const pages = wanted.length === 0 ? PAGES : PAGES.filter((p) => wanted.includes(p.name));
  console.log(
    `JSON-T formatters bench: render of a pre-compiled template with pre-parsed data, median of ${ROUNDS} ` +
      `interleaved rounds of ~${BATCH_MS} ms, CPU and wall time (node ${process.version}, ` +
      `${cpus()[0]?.model ?? 'unknown CPU'})`,
  );
  const started = performance.now();
  const prepared = pages.map((page) => prepare(page, dir));
  measure(prepared.flatMap((p) => (p.render === undefined ? [] : [{ result: p.result, render: p.render }])));
  const results = prepared.map((p) => p.result);
  results.forEach(printResult);
  const failed = results.some((r) => r.errors.length > 0 || r.problems.length > 0);
  const missed = results.some((r) => r.ok === false);
  printVerdict(failed ? 'errors or wrong output' : undefined, missed, started);
  writeReport(root, 'formatters.json', {
    rounds: ROUNDS,
    batchMs: BATCH_MS,
    renderOptions: RENDER_OPTIONS,
    ok: !failed && !missed,
    pages: results,
  });
  releaseSink();
  if (failed || (strict && missed)) process.exitCode = 1;
  return { failed, missed };
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
