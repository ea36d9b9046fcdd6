// Times the engine and the theme platform on hostile templates (tests/engine-hostile.test.ts checks what the engine produces): each must end within its budget.
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { compile, type Formatter } from '../engine/index.js';
import type { TemplateError } from '../engine/types.js';
import { rewritePlatformTags } from '../server/theme-platform/platform-tags.js';
import { projectRoot } from './formatters.js';
import { printVerdict, writeReport } from './report.js';
import { ROUNDS, consume, median, releaseSink, spread } from './timing.js';

/** A hostile case: what it runs once, and the most milliseconds that may take. */
interface HostileCase {
  name: string;
  targetMs: number;
  run(): unknown;
}

const SECTION = '{.section @}';
const BROKEN_TAGS = '<squarespace:navigation navigationId="mainNavigation" template="nowhere" />\n'.repeat(
  12_000,
);
const TAG_THEN_ERRORS = '<squarespace:script src="site.js" />\n' + '{.end}\n'.repeat(20_000);
let compiledErrors: TemplateError[] | undefined;
/** The engine's errors for TAG_THEN_ERRORS, compiled once: the case times placing them. */
const tagThenErrors = () =>
  (compiledErrors ??= compile(rewritePlatformTags(TAG_THEN_ERRORS, 'site.region').source).errors);

/** A widget whose formatter renders the widget again: only the JavaScript call stack stops it. */
function selfRenderingWidget() {
  const self: Formatter = (value, _args, ctx) => ctx.renderTemplate(widget, value);
  const widget = compile('{@|self}', { formatters: { self } }).template;
  return widget;
}

const CASES: HostileCase[] = [
  {
    // tests/engine-hostile.test.ts asserted < 300 ms here until it failed once on a busy machine.
    name: 'compile 15 000 errors, one per line',
    targetMs: 300,
    run: () => compile('{.end}\n'.repeat(15_000)).errors.length,
  },
  {
    name: 'compile 100 000 nested sections (nesting limit)',
    targetMs: 1_000,
    run: () =>
      compile(SECTION.repeat(100_000) + 'x' + '{.end}'.repeat(100_000), {
        limits: { templateSize: 2_000_000 },
      }).errors.length,
  },
  {
    name: 'render a formatter looping on applyPartial (instruction limit 10 000)',
    targetMs: 300,
    run: () => {
      const loop: Formatter = (value, _args, ctx) => {
        for (;;) ctx.applyPartial('p', value);
      };
      return compile('a{x|loop}b', { formatters: { loop } }).template.render(
        { x: 1 },
        { partials: { p: 'x' }, limits: { instructions: 10_000 } },
      ).errors.length;
    },
  },
  {
    name: 'render a widget rendering itself (call stack)',
    targetMs: 1_000,
    run: () => selfRenderingWidget().render({}).errors.length,
  },
  {
    // Each problem was placed by counting lines from the start: 12 000 took minutes (issue 33).
    name: 'place 12 000 broken platform tags of one theme region',
    targetMs: 1_000,
    run: () =>
      rewritePlatformTags(BROKEN_TAGS, 'site.region', { navigations: ['mainNavigation'], blocks: [] }).errors
        .length,
  },
  {
    // The map back to the theme's lines walked the template per error: 20 000 took 20 s (534 ms
    // since, at a load average of 27 on 2 cores).
    name: 'place 20 000 compile errors of a region with a platform tag',
    targetMs: 500,
    run: () => {
      const rewritten = rewritePlatformTags(TAG_THEN_ERRORS, 'site.region');
      return tagThenErrors().map((error) => rewritten.map.mapError(error, 'site.region')).length;
    },
  },
];

interface CaseResult {
  name: string;
  medianMs: number;
  spreadPercent: number;
  targetMs: number;
  ok: boolean;
}

/** Runs `hostile.run` once to warm up, then ROUNDS times, each timed alone. */
function measure(hostile: HostileCase): CaseResult {
  consume(hostile.run());
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    consume(hostile.run());
    times.push(performance.now() - started);
  }
  const medianMs = median(times);
  return {
    name: hostile.name,
    medianMs,
    spreadPercent: spread(times),
    targetMs: hostile.targetMs,
    ok: medianMs <= hostile.targetMs,
  };
}

/**
 * Runs the bench: prints each case's median time against its budget, writes
 * `.bench-results/hostile.json`, and sets exit code 1 when a budget is missed under `--strict`.
 */
export function main(args: readonly string[] = process.argv.slice(2)): { missed: boolean } {
  console.log(
    `JSON-T hostile templates: median of ${ROUNDS} single runs after one warm-up ` +
      `(node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'})`,
  );
  const started = performance.now();
  const results = CASES.map(measure);
  for (const r of results) {
    console.log(
      `  ${r.name.padEnd(72)} ${r.medianMs.toFixed(1).padStart(8)} ms ±${Math.round(r.spreadPercent)}%` +
        `   ≤${r.targetMs} ms ${r.ok ? 'ok' : 'MISSED'}`,
    );
  }
  const missed = results.some((r) => !r.ok);
  printVerdict(undefined, missed, started);
  writeReport(projectRoot(), 'hostile.json', { rounds: ROUNDS, ok: !missed, cases: results });
  releaseSink();
  if (args.includes('--strict') && missed) process.exitCode = 1;
  return { missed };
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
