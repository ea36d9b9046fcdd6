#!/usr/bin/env node
// `npm run build` and the first half of `npm start`: runs each build step whose inputs changed since it last ran, and says so.
// Usage: node scripts/build.mjs [--force]
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where each step's stamp lives: what its inputs and output looked like when it last succeeded. */
const STAMPS = join(ROOT, 'dist', '.build-stamps');
/** What every step depends on besides its own folders: the installed packages and the compiler settings. */
const COMMON_INPUTS = ['package-lock.json', 'tsconfig.json'];
/** Folders never read as inputs. */
const SKIPPED = new Set(['node_modules', 'dist', '.git']);
/** Files no step builds from. */
const TEST_FILE = /\.test\.tsx?$/;

/**
 * The steps in order. `inputs` are files and folders (read recursively) whose change makes the step
 * run again; `output` is the file the step writes last, whose absence or change since the stamp
 * (another build wrote it) makes it run again too.
 */
const STEPS = [
  {
    // Before anything runs built code: the engine imports #chevrotain from it.
    name: 'vendor bundles (esbuild)',
    command: ['scripts/build-vendor.mjs'],
    inputs: ['scripts/build-vendor.mjs'],
    output: 'dist/vendor/chevrotain.js',
  },
  {
    name: 'server (tsc)',
    command: ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'],
    inputs: ['engine', 'formatters', 'domain', 'server', 'islands', 'cli', 'bench', 'tsconfig.build.json'],
    output: 'dist/cli/main.js',
  },
  {
    // After tsc: it runs the built migrations.
    name: 'database template',
    command: ['scripts/build-database-template.mjs'],
    inputs: ['server/db', 'scripts/build-database-template.mjs'],
    output: 'dist/db-template',
  },
  {
    // After tsc: it runs the built font module.
    name: 'theme fonts',
    command: ['scripts/build-fonts.mjs'],
    inputs: [
      'server/site/fonts',
      'domain/owner-api/design-rules.ts',
      'scripts/build-fonts.mjs',
      'scripts/precompress.mjs',
      'package-lock.json',
    ],
    output: 'dist/public/assets/fonts/manifest.json',
  },
  {
    name: 'widget templates',
    command: ['scripts/copy-assets.mjs'],
    inputs: ['formatters/templates', 'scripts/copy-assets.mjs'],
    output: undefined,
  },
  {
    name: 'browser runtime (esbuild)',
    command: ['scripts/build-runtime.mjs'],
    inputs: [
      'runtime',
      'islands',
      'domain',
      'scripts/build-runtime.mjs',
      'scripts/browser-bundle.mjs',
      'scripts/precompress.mjs',
    ],
    output: 'dist/public/assets/manifest.json',
  },
  {
    name: 'editor (esbuild)',
    command: ['scripts/build-editor.mjs'],
    inputs: [
      'editor',
      'domain',
      'scripts/build-editor.mjs',
      'scripts/browser-bundle.mjs',
      'scripts/precompress.mjs',
    ],
    output: 'dist/public/editor/manifest.json',
  },
];

/** Every file under `path` (or `path` itself) but tests, as `relative-path size mtime` lines. */
function listing(path, lines = []) {
  const full = join(ROOT, path);
  if (!existsSync(full)) return lines;
  const stat = statSync(full);
  if (stat.isDirectory()) {
    for (const entry of readdirSync(full)) {
      if (!SKIPPED.has(entry)) listing(join(path, entry), lines);
    }
  } else if (!TEST_FILE.test(path)) {
    lines.push(`${relative(ROOT, full)} ${stat.size} ${stat.mtimeMs}`);
  }
  return lines;
}

/** A hash of the step's command, its inputs' names, sizes and modification times. */
function inputsFingerprint(step) {
  const hash = createHash('sha256').update(step.command.join(' '));
  for (const path of [...COMMON_INPUTS, ...step.inputs]) {
    for (const line of listing(path).sort()) hash.update(`${line}\n`);
  }
  return hash.digest('hex');
}

/** The output's size and time, or undefined when it is missing (the step must run). */
function outputFingerprint(step) {
  if (step.output === undefined) return 'none';
  const full = join(ROOT, step.output);
  if (!existsSync(full)) return undefined;
  const stat = statSync(full);
  return `${stat.size} ${stat.mtimeMs}`;
}

function stampFile(step) {
  return join(STAMPS, `${step.name.replace(/[^a-z]+/g, '-')}.json`);
}

function readStamp(step) {
  try {
    return JSON.parse(readFileSync(stampFile(step), 'utf8'));
  } catch {
    return undefined;
  }
}

/** How often a step still running says so: no stretch of the first build is silent for over 5 s. */
const HEARTBEAT_MS = 4000;

/** Runs one step's command, saying every few seconds that it is still at work; resolves its exit. */
function runStep(step, stepStarted) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, step.command, { cwd: ROOT, stdio: 'inherit' });
    const heartbeat = setInterval(() => {
      const seconds = Math.round((performance.now() - stepStarted) / 1000);
      console.log(`build: still building the ${step.name} (${seconds} s)…`);
    }, HEARTBEAT_MS);
    child.once('error', (error) => {
      clearInterval(heartbeat);
      resolve({ status: null, signal: error.message });
    });
    child.once('exit', (status, signal) => {
      clearInterval(heartbeat);
      resolve({ status, signal });
    });
  });
}

/** Runs the steps that need it; answers false when one fails (its output is printed). */
async function build({ force }) {
  const started = performance.now();
  let built = 0;
  for (const step of STEPS) {
    const inputs = inputsFingerprint(step);
    const stamp = readStamp(step);
    const output = outputFingerprint(step);
    if (!force && stamp?.inputs === inputs && output !== undefined && stamp.output === output) {
      console.log(`build: ${step.name} is up to date`);
      continue;
    }
    console.log(`build: building the ${step.name}…`);
    const stepStarted = performance.now();
    const result = await runStep(step, stepStarted);
    if (result.status !== 0) {
      console.error(`build: the ${step.name} failed (exit ${result.status ?? result.signal})`);
      return false;
    }
    mkdirSync(STAMPS, { recursive: true });
    writeFileSync(stampFile(step), JSON.stringify({ inputs, output: outputFingerprint(step) }) + '\n');
    console.log(`build: ${step.name} built in ${((performance.now() - stepStarted) / 1000).toFixed(1)} s`);
    built += 1;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(built === 0 ? `build: nothing changed (${seconds} s)` : `build: done in ${seconds} s`);
  return true;
}

const { values } = parseArgs({ options: { force: { type: 'boolean', default: false } } });
if (!(await build(values))) process.exitCode = 1;
