// What `tessera serve` loads before its first page: packages only some requests need are loaded on first use (issue 33, cold start).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import module from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';

/** The built server command, as `npm start` loads it (CI builds before it tests). */
const serveModule = join(import.meta.dirname, '..', '..', 'dist', 'cli', 'serve.js');

/**
 * Packages (and the demo's loader) a start must not load: each is needed by some requests or by a
 * first run only. date-fns costs the most: Node parses its 200 KB package.json again for every
 * one of its ~300 modules it resolves.
 */
const LOADED_ON_FIRST_USE = [
  'node_modules/date-fns/',
  'node_modules/date-fns-tz/',
  'node_modules/sharp/',
  'node_modules/@aws-sdk/',
  'node_modules/pg/',
  'node_modules/sanitize-html/',
  'node_modules/nodemailer/',
  'node_modules/multer/',
  'node_modules/qrcode/',
  'dist/server/demo/seed.js',
];

/** The URLs of every module loading the built `tessera serve` command loads (without starting it). */
function modulesLoadedByServe(): string[] {
  const script = `
    import module from 'node:module';
    const urls = [];
    module.registerHooks({ load(url, context, next) { urls.push(url); return next(url, context); } });
    await import(${JSON.stringify(pathToFileURL(serveModule).href)});
    process.stdout.write(JSON.stringify(urls));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`loading dist/cli/serve.js failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as string[];
}

// module.registerHooks is in Node 22.15 and later.
describe.skipIf(typeof module.registerHooks !== 'function')('the modules a start loads', () => {
  test('none of the packages loaded on first use, nor the demo loader', () => {
    if (!existsSync(serveModule)) throw new Error('dist/cli/serve.js is missing: run npm run build first');
    const urls = modulesLoadedByServe();
    // The server itself did load (the hook saw it).
    expect(urls.some((url) => url.endsWith('/dist/server/app.js'))).toBe(true);
    const early = LOADED_ON_FIRST_USE.filter((part) => urls.some((url) => url.includes(part)));
    expect(early).toEqual([]);
    // Loading the whole server in a child process: slow on a busy machine.
  }, 120_000);
});
