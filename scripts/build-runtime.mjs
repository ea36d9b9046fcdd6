#!/usr/bin/env node
// Bundles the browser runtime (runtime/boot.ts, one chunk per island) and the islands' CSS into hashed assets.
// Usage: node scripts/build-runtime.mjs [--outdir dist/public/assets] [--public-path /assets/] [--development]
import { build } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { browserBundleOptions, runBundleCommand } from './browser-bundle.mjs';

// `dev`: tessera dev's live reload and error overlay, served at /__tessera/dev.js in development only (server/dev/).
const ENTRY_POINTS = {
  boot: 'runtime/boot.ts',
  islands: 'islands/islands.css',
  dev: 'runtime/dev-reload.ts',
};

/**
 * Builds the runtime into `outdir` and writes `manifest.json` there:
 * `{ "boot": "/assets/boot-HASH.js", "css": "/assets/islands-HASH.css", "dev": "/assets/dev-HASH.js", "files": [every output] }`.
 * Files a previous build listed and this one did not produce are deleted. `development` keeps the
 * code readable and React's development build, whose hydration warnings the browser tests read.
 */
async function buildRuntime({ outdir, publicPath, development }) {
  mkdirSync(outdir, { recursive: true });
  const manifestPath = join(outdir, 'manifest.json');
  const previous = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : { files: [] };

  const result = await build({
    ...browserBundleOptions({ outdir, development, target: 'es2020', chunkNames: '[name]-[hash]' }),
    entryPoints: ENTRY_POINTS,
  });

  const files = Object.keys(result.metafile.outputs).map((file) => basename(file));
  const url = (file) => `${publicPath}${basename(file)}`;
  const manifest = { files: files.filter((file) => !file.endsWith('.map')).map(url) };
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    const entry = output.entryPoint === undefined ? undefined : relative('.', output.entryPoint);
    if (entry === ENTRY_POINTS.boot && file.endsWith('.js')) manifest.boot = url(file);
    if (entry === ENTRY_POINTS.islands && file.endsWith('.css')) manifest.css = url(file);
    if (entry === ENTRY_POINTS.dev && file.endsWith('.js')) manifest.dev = url(file);
  }
  if (manifest.boot === undefined || manifest.css === undefined || manifest.dev === undefined)
    throw new Error('build-runtime: an entry point produced no output');

  const kept = new Set(files.map((file) => `${publicPath}${file}`));
  for (const stale of previous.files ?? []) {
    if (kept.has(stale)) continue;
    rmSync(join(outdir, basename(stale)), { force: true });
    rmSync(join(outdir, `${basename(stale)}.map`), { force: true });
  }
  writeFileSync(
    manifestPath,
    `${JSON.stringify({ boot: manifest.boot, css: manifest.css, dev: manifest.dev, files: manifest.files }, null, 2)}\n`,
  );
  return manifest;
}

await runBundleCommand({
  outdir: 'dist/public/assets',
  publicPath: '/assets/',
  build: buildRuntime,
  describe: (manifest) => `${manifest.boot} and ${manifest.files.length - 1} more files`,
});
