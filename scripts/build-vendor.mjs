#!/usr/bin/env node
// Bundles dependencies the server loads at start whose published ES modules are many small files
// into one file each under dist/vendor, named in package.json "imports" (#NAME): chevrotain with
// lodash-es is 678 modules when loaded as published, one when bundled, and each module costs the
// loader a resolution, a package scope lookup and a compile on every cold start (issue 33).
import { build } from 'esbuild';

const VENDOR = ['chevrotain'];

const started = performance.now();
await build({
  entryPoints: Object.fromEntries(VENDOR.map((name) => [name, name])),
  outdir: 'dist/vendor',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  legalComments: 'eof',
  logLevel: 'warning',
});
console.log(`vendor: ${VENDOR.join(', ')} bundled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
