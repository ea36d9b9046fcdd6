// What the browser bundles (the runtime, the editor) share: esbuild's options and the command line that builds one and says so.
import { parseArgs } from 'node:util';
import { describePrecompression, precompressDir } from './precompress.mjs';

/**
 * esbuild's options for a browser bundle, entry points and plug-ins aside: ES modules split into
 * hashed chunks, with linked source maps and a metafile. `development` keeps the code readable and
 * React's development build (whose warnings the browser tests read); otherwise it is minified.
 */
export function browserBundleOptions({ outdir, development, target, chunkNames }) {
  return {
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target,
    minify: !development,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': development ? '"development"' : '"production"' },
    entryNames: '[name]-[hash]',
    chunkNames,
    assetNames: '[name]-[hash]',
    sourcemap: 'linked',
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  };
}

/**
 * The command line of a bundle script: `[--outdir DIR] [--public-path PATH] [--development]` (the
 * defaults given), then `build({ outdir, publicPath, development })`, then one line saying
 * `built <describe(manifest, outdir)> into <outdir> in <seconds> s`; then writes the .br and .gz
 * twins of the built files (scripts/precompress.mjs) and says so.
 */
export async function runBundleCommand({ outdir, publicPath, build, describe }) {
  const { values } = parseArgs({
    options: {
      outdir: { type: 'string', default: outdir },
      'public-path': { type: 'string', default: publicPath },
      development: { type: 'boolean', default: false },
    },
  });
  const started = performance.now();
  const manifest = await build({
    outdir: values.outdir,
    publicPath: values['public-path'],
    development: values.development,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(`built ${describe(manifest, values.outdir)} into ${values.outdir} in ${seconds} s`);
  const compressing = performance.now();
  const compressed = await precompressDir(values.outdir);
  const compressSeconds = ((performance.now() - compressing) / 1000).toFixed(2);
  console.log(`${describePrecompression(values.outdir, compressed)} in ${compressSeconds} s`);
}
