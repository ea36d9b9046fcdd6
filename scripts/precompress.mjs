#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) twin beside every built JavaScript, CSS, JSON and SVG file, for the server to send as they are.
// Usage: node scripts/precompress.mjs DIR...
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Files worth compressing (source maps are fetched by developer tools only, and are large). */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|html|txt)$/;
/** Files smaller than this are sent as they are (the server's threshold too). */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The twins of `bytes`: brotli at its best quality, gzip at level 9 (done once per build). */
async function twins(bytes) {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipped(bytes, { level: 9 }),
  ]);
  return { br, gz };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible file of `dir` (not its sub-folders)
 * of at least 1 KB, and removes twins whose file is gone. A twin is only kept when it is smaller
 * than its file. Answers how many files got twins and their sizes before and after (brotli).
 */
export async function precompressDir(dir) {
  const names = await readdir(dir);
  const present = new Set(names);
  for (const name of names) {
    const original = name.replace(/\.(br|gz)$/, '');
    if (original !== name && !present.has(original)) await rm(join(dir, name), { force: true });
  }
  const targets = names.filter((name) => COMPRESSIBLE.test(name));
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  // All at once: zlib runs them on libuv's thread pool, as many at a time as it has threads.
  await Promise.all(
    targets.map(async (name) => {
      const file = join(dir, name);
      const bytes = await readFile(file);
      if (bytes.length < MIN_BYTES) {
        await rm(`${file}.br`, { force: true });
        await rm(`${file}.gz`, { force: true });
        return;
      }
      const { br, gz } = await twins(bytes);
      for (const [suffix, twin] of [
        ['.br', br],
        ['.gz', gz],
      ]) {
        if (twin.length < bytes.length) await writeFile(`${file}${suffix}`, twin);
        else await rm(`${file}${suffix}`, { force: true });
      }
      totals.files += 1;
      totals.bytes += bytes.length;
      totals.brotliBytes += Math.min(br.length, bytes.length);
    }),
  );
  return totals;
}

/** One line saying what `precompressDir(dir)` did. */
export function describePrecompression(dir, { files, bytes, brotliBytes }) {
  const kb = (n) => `${Math.round(n / 1024)} KB`;
  return `compressed ${files} files in ${dir}: ${kb(bytes)} -> ${kb(brotliBytes)} brotli`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const dir of process.argv.slice(2)) {
    console.log(describePrecompression(dir, await precompressDir(dir)));
  }
}
