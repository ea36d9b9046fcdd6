// `npm run bench:editor`: the JavaScript the editor's first screen loads, gzip and brotli, against the 250 KB gzip ceiling.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { projectRoot } from '../server/site/render/paths.js';

/** The ceiling: the editor's first screen loads at most this much gzip JavaScript. */
export const FIRST_SCREEN_GZIP_LIMIT = 250 * 1000;

interface EditorBuildManifest {
  entry: string;
  css: string;
  preload: string[];
  files: string[];
  screens: Record<string, { module: string; files: string[] }>;
}

/** One file's sizes. */
interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

function sizesOf(dir: string, url: string): Sizes {
  const bytes = readFileSync(join(dir, url.slice(url.lastIndexOf('/') + 1)));
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 6 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

function sum(list: Sizes[]): Sizes {
  return list.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * Prints, per screen, what a first visit to it downloads: the editor's page loads the entry and its
 * static chunks (modulepreload), then the screen's lazy chunk. The first screen of a signed-out
 * owner is the sign-in; of a signed-in one, Pages. Exits 1 when either is over the ceiling.
 */
export function main(): void {
  const dir = join(projectRoot(), 'dist', 'public', 'editor');
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as EditorBuildManifest;
  const base = [manifest.entry, ...manifest.preload];
  const shell = sum(base.map((url) => sizesOf(dir, url)));
  const rows: { screen: string; sizes: Sizes; files: number }[] = [];
  for (const screen of Object.values(manifest.screens)) {
    const extra = screen.files.filter((url) => !base.includes(url));
    rows.push({
      screen: screen.module,
      sizes: sum([shell, ...extra.map((url) => sizesOf(dir, url))]),
      files: base.length + extra.length,
    });
  }
  rows.sort((a, b) => a.screen.localeCompare(b.screen));
  console.log(`editor JavaScript per first screen (shell: ${base.length} files, ${kb(shell.gzip)} gzip)`);
  console.log('| screen | files | raw | gzip | brotli |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    console.log(
      `| ${row.screen} | ${row.files} | ${kb(row.sizes.raw)} | ${kb(row.sizes.gzip)} | ${kb(row.sizes.brotli)} |`,
    );
  }
  const first = ['LoginScreen', 'PagesScreen'];
  let failed = false;
  for (const module of first) {
    const row = rows.find((candidate) => candidate.screen.split(', ').includes(module));
    if (row === undefined) continue;
    const verdict = row.sizes.gzip <= FIRST_SCREEN_GZIP_LIMIT ? 'within' : 'OVER';
    if (verdict === 'OVER') failed = true;
    console.log(
      `${module}: ${kb(row.sizes.gzip)} gzip, ${verdict} the ${kb(FIRST_SCREEN_GZIP_LIMIT)} ceiling`,
    );
  }
  if (failed) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
