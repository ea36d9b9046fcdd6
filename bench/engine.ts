// Benchmarks our JSON-T engine against the reference engine on the shared corpus (`npm run bench`).
import { existsSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  Compiler,
  Formatter as ReferenceFormatter,
  Formatters as REFERENCE_FORMATTERS,
  Predicates as REFERENCE_PREDICATES,
  type Code as ReferenceCode,
  type Context as ReferenceContext,
  type Variable as ReferenceVariable,
} from '@squarespace/template-engine';
import { compile } from '../engine/index.js';
import { productListByHand } from './product-list-by-hand.js';
import type { Formatter, FormatterTable, Template } from '../engine/types.js';
import { FORMATTERS, PREDICATES } from '../formatters/index.js';
import { printVerdict, writeReport } from './report.js';
import { BATCH_MS, ROUNDS, calibrate, consume, median, releaseSink } from './timing.js';

/** A page of the corpus and the speed-ups we promise on it (our ops/s ÷ reference ops/s). */
interface Page {
  name: string;
  targets: { compile?: number; render: number };
}

const PAGES: readonly Page[] = [
  { name: 'product-list', targets: { compile: 0.5, render: 5 } },
  { name: 'blog-list', targets: { compile: 0.5, render: 5 } },
  { name: 'tiny', targets: { render: 2 } },
];

type EngineName = 'ours' | 'reference';

/** What the bench needs from an engine: compile a source, render a compiled template to HTML. */
interface Contender {
  name: EngineName;
  compile(source: string): unknown;
  render(compiled: unknown, json: unknown): string;
}

/** `money-cents` from the corpus README: cents (number or numeric string, else 0) as `$1,234.56`. */
function moneyCents(value: unknown): string {
  let cents = 0;
  if (typeof value === 'number') cents = value;
  else if (typeof value === 'string' && value.trim() !== '') cents = Number(value);
  if (!Number.isFinite(cents)) cents = 0;
  const rounded = Math.round(cents);
  const abs = Math.abs(rounded);
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${rounded < 0 ? '-' : ''}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

const ourMoneyCents: Formatter = (value) => moneyCents(value);

class ReferenceMoneyCents extends ReferenceFormatter {
  apply(_args: string[], vars: ReferenceVariable[], _ctx: ReferenceContext): void {
    vars[0].set(moneyCents(vars[0].node.value));
  }
}

// One table object for every compile: our engine merges caller tables once per table identity.
const OUR_FORMATTERS: FormatterTable = { ...FORMATTERS, 'money-cents': ourMoneyCents };

function ours(): Contender {
  return {
    name: 'ours',
    compile: (source) => compile(source, { formatters: OUR_FORMATTERS, predicates: PREDICATES }).template,
    render: (template, json) => (template as Template).render(json).html,
  };
}

function reference(): Contender {
  const compiler = new Compiler({
    formatters: { ...REFERENCE_FORMATTERS, 'money-cents': new ReferenceMoneyCents() },
    predicates: REFERENCE_PREDICATES,
  });
  return {
    name: 'reference',
    compile: (source) => compiler.parse(source).code,
    render: (code, json) => compiler.execute({ code: code as ReferenceCode, json }).ctx.render(),
  };
}

/** The project root: the nearest folder above this file holding a package.json. */
function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('bench: cannot find the project root (no package.json above)');
    dir = parent;
  }
  return dir;
}

function corpusDir(root: string): string {
  const dir = resolve(root, '../shared/bench');
  if (!existsSync(join(dir, 'product-list.jsont'))) {
    console.error(`bench: the benchmark corpus is missing: expected ${dir}/NAME.{jsont,json,expected.html}`);
    process.exit(2);
  }
  return dir;
}

/** Where two texts first differ, as a message with the line, the column and both excerpts. */
function firstDifference(actual: string, expected: string): string | undefined {
  if (actual === expected) return undefined;
  let i = 0;
  while (i < actual.length && i < expected.length && actual[i] === expected[i]) i++;
  const before = expected.slice(0, i);
  const line = before.split('\n').length;
  const column = i - before.lastIndexOf('\n');
  const excerpt = (s: string) => JSON.stringify(s.slice(Math.max(0, i - 30), i + 50));
  return (
    `first difference at offset ${i} (line ${line}, column ${column}; ${actual.length} chars, expected ${expected.length})\n` +
    `       got: ${excerpt(actual)}\n` +
    `  expected: ${excerpt(expected)}`
  );
}

/** Runs `op` `n` times; returns ops per second. */
function timeBatch(op: () => unknown, n: number): number {
  const start = performance.now();
  for (let i = 0; i < n; i++) {
    consume(op());
  }
  return Math.round((n * 10_000) / (performance.now() - start)) / 10;
}

interface Figure {
  samples: Record<EngineName, number[]>;
  median: Record<EngineName, number>;
  ratio: number;
  target?: number;
  ok?: boolean;
}

/** Times one operation of both engines in interleaved rounds, alternating who goes first. */
function measure(ops: Record<EngineName, () => unknown>, target: number | undefined): Figure {
  const batch = { ours: calibrate(ops.ours), reference: calibrate(ops.reference) };
  const samples: Record<EngineName, number[]> = { ours: [], reference: [] };
  for (let round = 0; round < ROUNDS; round++) {
    const order: EngineName[] = round % 2 === 0 ? ['ours', 'reference'] : ['reference', 'ours'];
    for (const name of order) samples[name].push(timeBatch(ops[name], batch[name]));
  }
  const med = { ours: median(samples.ours), reference: median(samples.reference) };
  const ratio = med.ours / med.reference;
  return { samples, median: med, ratio, target, ok: target === undefined ? undefined : ratio >= target };
}

interface PageResult {
  page: string;
  outputBytes: number;
  matches: Record<EngineName, boolean>;
  compile?: Figure;
  render?: Figure;
  /** product-list only: the page written by hand (`product-list-by-hand.ts`) against the reference. */
  byHand?: Figure;
}

function benchPage(page: Page, dir: string, contenders: readonly Contender[]): PageResult {
  const source = readFileSync(join(dir, `${page.name}.jsont`), 'utf8');
  const json: unknown = JSON.parse(readFileSync(join(dir, `${page.name}.json`), 'utf8'));
  const expected = readFileSync(join(dir, `${page.name}.expected.html`), 'utf8');
  const result: PageResult = {
    page: page.name,
    outputBytes: Buffer.byteLength(expected),
    matches: { ours: false, reference: false },
  };
  const compiled = {} as Record<EngineName, unknown>;
  for (const contender of contenders) {
    compiled[contender.name] = contender.compile(source);
    const difference = firstDifference(contender.render(compiled[contender.name], json), expected);
    result.matches[contender.name] = difference === undefined;
    if (difference !== undefined) {
      console.error(
        `MISMATCH ${page.name}: ${contender.name} differs from ${page.name}.expected.html\n  ${difference}`,
      );
    }
  }
  if (!result.matches.ours || !result.matches.reference) return result;
  const [a, b] = contenders;
  result.compile = measure(
    { [a.name]: () => a.compile(source), [b.name]: () => b.compile(source) } as Record<
      EngineName,
      () => unknown
    >,
    page.targets.compile,
  );
  result.render = measure(
    {
      [a.name]: () => a.render(compiled[a.name], json),
      [b.name]: () => b.render(compiled[b.name], json),
    } as Record<EngineName, () => unknown>,
    page.targets.render,
  );
  const ref = contenders.find((c) => c.name === 'reference');
  if (page.name === 'product-list' && ref !== undefined) {
    result.byHand = measureByHand(json, expected, ref, compiled.reference);
  }
  return result;
}

/**
 * The ceiling: product-list written by hand with our formatters, timed against the reference like
 * an engine. Untimed (undefined) if its output ever differs from the expected page.
 */
function measureByHand(
  json: unknown,
  expected: string,
  reference: Contender,
  code: unknown,
): Figure | undefined {
  const byHand = productListByHand(OUR_FORMATTERS, PREDICATES);
  const difference = firstDifference(byHand(json), expected);
  if (difference !== undefined) {
    console.error(`MISMATCH product-list: the page written by hand differs\n  ${difference}`);
    return undefined;
  }
  return measure({ ours: () => byHand(json), reference: () => reference.render(code, json) }, undefined);
}

function formatOps(n: number): string {
  return n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1);
}

function printPage(result: PageResult): void {
  const size =
    result.outputBytes < 1024 ? `${result.outputBytes} B` : `${(result.outputBytes / 1024).toFixed(1)} KB`;
  console.log(`\n${result.page} (${size} of HTML)`);
  if (result.compile === undefined || result.render === undefined) {
    console.log('  not timed: the output does not match the expected HTML');
    return;
  }
  console.log('  op        ours ops/s   reference ops/s   ratio    target');
  for (const op of ['compile', 'render'] as const) {
    const f = result[op]!;
    const verdict = f.target === undefined ? '-' : `≥${f.target}× ${f.ok ? 'ok' : 'MISSED'}`;
    const spread = (name: EngineName) =>
      `±${((100 * (Math.max(...f.samples[name]) - Math.min(...f.samples[name]))) / 2 / f.median[name]).toFixed(0)}%`;
    console.log(
      `  ${op.padEnd(8)} ${formatOps(f.median.ours).padStart(11)} ${spread('ours').padStart(5)}` +
        ` ${formatOps(f.median.reference).padStart(11)} ${spread('reference').padStart(5)}` +
        `  ${f.ratio.toFixed(2).padStart(6)}×   ${verdict}`,
    );
  }
  const hand = result.byHand;
  if (hand !== undefined) {
    console.log(
      `  by hand  ${formatOps(hand.median.ours).padStart(11)}       ${formatOps(hand.median.reference).padStart(11)}` +
        `        ${hand.ratio.toFixed(2).padStart(6)}×   the ceiling: this page in plain JavaScript, same formatters`,
    );
  }
}

/** Runs the bench (pages and `--strict` from the command line); sets exit code 1 on a mismatch. */
export function main(): void {
  const root = projectRoot();
  const dir = corpusDir(root);
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const strict = process.argv.includes('--strict');
  const pages = wanted.length === 0 ? PAGES : PAGES.filter((p) => wanted.includes(p.name));
  const contenders = [ours(), reference()];
  console.log(
    `JSON-T engine bench: ours vs @squarespace/template-engine, median of ${ROUNDS} interleaved rounds ` +
      `of ~${BATCH_MS} ms (node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'})`,
  );
  const started = performance.now();
  const results = pages.map((page) => {
    const result = benchPage(page, dir, contenders);
    printPage(result);
    return result;
  });
  const mismatched = results.some((r) => !r.matches.ours || !r.matches.reference);
  const missed = results.some((r) => r.compile?.ok === false || r.render?.ok === false);
  printVerdict(mismatched ? 'output mismatch' : undefined, missed, started);
  writeReport(root, 'engine.json', {
    rounds: ROUNDS,
    batchMs: BATCH_MS,
    ok: !mismatched && !missed,
    pages: results,
  });
  releaseSink();
  if (mismatched || (strict && missed)) process.exitCode = 1;
}

// Run when executed, not when imported (bench/run-all.ts imports `main`).
if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
