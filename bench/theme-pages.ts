/**
 * Page views through a developer-platform theme against the built-in theme, on one seeded demo
 * database in production mode: `/`, `/blog` and `/shop` through the built-in theme and through
 * `fixtures/themes/base-template` (as THEME_DIR would), and through a copy of the built-in theme's own
 * folder served as THEME_DIR (the same templates down a designer's path), 20 connections, BENCH_SECONDS (5) each after
 * a warm-up, asked as a browser asks (Accept-Encoding: gzip, deflate, br; no cookie, so a new crumb
 * each time), with the bytes each answer takes. Both are platform themes rendered by the same code (theme-platform/site/): a
 * visitor's page is rendered once per address and shared (shared-pages.ts). Both stylesheets are
 * made before measuring (the base template's LESS compiles in a child process), and the two are
 * measured in turn, the first one alternating by page, so neither pays for the other's start.
 * With THEME_CORPUS (the public corpus of docs/THEMES.md, fetched by
 * scripts/fetch-theme-corpus.mjs), a row per corpus theme follows: each path through it.
 */
import autocannon from 'autocannon';
import express from 'express';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../server/app.js';
import { testConfig } from '../server/config.js';
import { openDatabase, type Database } from '../server/db/database.js';
import { runMigrations } from '../server/db/migrate.js';
import { seedDemo } from '../server/demo/seed.js';
import { createLogger } from '../server/logger.js';
import { projectRoot } from '../server/site/render/paths.js';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = 2;
const PATHS = ['/', '/blog', '/shop'];
/** What a browser sends for a page, without cookies: pages go compressed, as visitors get them. */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};

interface Site {
  base: string;
  server: Server;
}

async function start(db: Database, dataDir: string, themeDir: string | undefined): Promise<Site> {
  const app = express();
  app.use(
    createApp({
      db,
      config: testConfig({ dataDir, themeDir, production: true }),
      logger: createLogger('silent'),
    }),
  );
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** Waits for the site's stylesheet (the LESS compile, if any) and its pages' first render. */
async function ready(site: Site): Promise<void> {
  const home = await (await fetch(`${site.base}/`)).text();
  const sheet = /href="(\/site\.css\?v=[a-f0-9]+)"/.exec(home)?.[1];
  if (sheet !== undefined) await (await fetch(site.base + sheet)).text();
  for (const path of PATHS) await (await fetch(site.base + path)).text();
}

async function requestsPerSecond(
  url: string,
): Promise<{ rps: number; p99: number; failed: number; bytes: number }> {
  const headers = BROWSER_HEADERS;
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failed: result.errors + result.non2xx,
    bytes: result.throughput.total / Math.max(1, result.requests.total),
  };
}

/** A row per theme of THEME_CORPUS: each path's requests per second through it; the failures. */
async function corpusRows(db: Database, dataDir: string): Promise<number> {
  const corpus = process.env.THEME_CORPUS;
  if (corpus === undefined || !existsSync(corpus)) return 0;
  const names = readdirSync(corpus, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  console.log(`\nCorpus themes (${corpus}): req/s per page`);
  console.log(`${'theme'.padEnd(48)} ${PATHS.map((path) => path.padStart(10)).join(' ')}`);
  let failed = 0;
  for (const name of names) {
    const site = await start(db, dataDir, join(corpus, name));
    const cells: string[] = [];
    for (const path of PATHS) {
      const run = await requestsPerSecond(site.base + path);
      failed += run.failed;
      cells.push(run.rps.toFixed(0).padStart(10));
    }
    console.log(`${name.padEnd(48)} ${cells.join(' ')}`);
    site.server.close();
  }
  return failed;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-themes-'));
  const db = await openDatabase({ dataDir: join(dataDir, 'db') });
  try {
    await runMigrations(db.knex);
    await seedDemo(db.knex, { dataDir });
    const builtIn = await start(db, dataDir, undefined);
    // The built-in theme's own folder, copied and served as a designer's theme (THEME_DIR): the same
    // templates through the path a designer's folder takes, so any cost of that path shows alone.
    const copied = join(dataDir, 'built-in-as-theme-dir');
    cpSync(join(projectRoot(), 'templates'), copied, { recursive: true });
    const sameTemplates = await start(db, dataDir, copied);
    const platform = await start(db, dataDir, join(projectRoot(), 'fixtures', 'themes', 'base-template'));
    const sites = [builtIn, sameTemplates, platform];
    console.log(
      `Theme pages: ${CONNECTIONS} connections, ${SECONDS} s per page after ${WARMUP_SECONDS} s warm-up, embedded database\n` +
        "built-in: templates/ as the default theme; as THEME_DIR: a copy of templates/ served as a designer's folder;\n" +
        'base-template: fixtures/themes/base-template. Ratios are to the built-in.\n',
    );
    console.log(
      `${'page'.padEnd(8)} ${'built-in'.padStart(14)} ${'as THEME_DIR'.padStart(16)} ${'base-template'.padStart(16)}`,
    );
    let failed = 0;
    for (const site of sites) await ready(site);
    for (const [index, path] of PATHS.entries()) {
      // Each page measures the three in a rotated order, so none always goes first.
      const runs = new Map<Site, Awaited<ReturnType<typeof requestsPerSecond>>>();
      for (let turn = 0; turn < sites.length; turn++) {
        const site = sites[(index + turn) % sites.length];
        runs.set(site, await requestsPerSecond(site.base + path));
      }
      const [ours, same, theirs] = sites.map((site) => runs.get(site)!);
      failed += ours.failed + same.failed + theirs.failed;
      const cell = (run: typeof ours, ratio: boolean) =>
        `${run.rps.toFixed(0).padStart(ratio ? 7 : 8)} req/s${ratio ? ` ${(run.rps / ours.rps).toFixed(2)}×` : ''}`;
      console.log(
        `${path.padEnd(8)} ${cell(ours, false)} ${cell(same, true)} ${cell(theirs, true)}  ` +
          `(p99 ${ours.p99} / ${same.p99} / ${theirs.p99} ms; ` +
          `${(ours.bytes / 1024).toFixed(1)} / ${(same.bytes / 1024).toFixed(1)} / ${(theirs.bytes / 1024).toFixed(1)} KB an answer)`,
      );
    }
    failed += await corpusRows(db, dataDir);
    for (const site of sites) site.server.close();
    if (failed > 0) {
      console.error(`${failed} requests failed`);
      process.exitCode = 1;
    }
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
