import { defineConfig } from 'vitest/config';
import { DOCBLOCK_DOM } from './tests/support/docblock-dom.js';

/**
 * Suites that need a fresh copy of the modules they test: one replaces a module with `vi.mock`,
 * the other counts the callbacks in a module-wide list that the app's modules also fill. Any other
 * suite that depends on module state set by no one else (a mock, a registry) belongs here too.
 */
const ISOLATED = ['tests/commerce/settings-api.test.ts', 'server/accounts/site-users/hooks.test.ts'];

/**
 * The DOM projects (editor, islands) use no database, so `npm run test:pg` leaves them out: a test
 * that opens one belongs in `shared`.
 *
 * The editor's tests that need a DOM (its screens; the block catalogue reads HTML with DOMParser;
 * the API client reads its page's owner token).
 * Its other unit tests are plain functions and run in Node with the rest.
 */
const EDITOR_DOM = [
  'editor/**/*.test.tsx',
  'editor/pages/blocks/block-catalog.test.ts',
  'editor/api/client.test.ts',
];

/**
 * The islands driven as a shopper would, in jsdom (`*.dom.test.tsx`); their other tests render to
 * strings or call plain functions and run in Node with the rest. `tests/islands` holds the ones that
 * also need the runtime's page code (islands may not import `runtime/`).
 */
const ISLANDS_DOM = ['islands/**/*.dom.test.tsx', 'tests/islands/**/*.dom.test.tsx'];

/** jsdom's web storage where Node 25+ has its own inert one (every project: a file may ask for jsdom). */
const WEB_STORAGE = 'tests/support/jsdom-web-storage.ts';

/**
 * Every project's setup: the web storage, and with TEST_SCHEDULE_DIR=<folder> a line per test file
 * of where its time went (on a CPU, waiting for one, blocked), tests/support/schedule-probe.ts.
 */
const COMMON_SETUP = process.env.TEST_SCHEDULE_DIR
  ? [WEB_STORAGE, 'tests/support/schedule-probe.ts']
  : [WEB_STORAGE];

/**
 * With QUERY_AUDIT=1 (CI's PostgreSQL pass; `npm run test:query-audit` on its own) every suite's
 * database records statements on website tables that do not name website_id, and the report after
 * the run fails on any not allowed (tests/support/query-audit-report.ts).
 */
const QUERY_AUDIT_REPORT = process.env.QUERY_AUDIT === '1' ? ['tests/support/query-audit-report.ts'] : [];

export default defineConfig({
  // The engine imports chevrotain as #chevrotain (package.json "imports"): the built server gets the
  // one-file bundle build-vendor.mjs writes, the suites the package itself, built or not.
  resolve: { alias: { '#chevrotain': 'chevrotain' } },
  test: {
    // The browser suite runs with `npm run test:e2e` (vitest.e2e.config.ts), the cluster suite with
    // `npm run test:cluster` (vitest.cluster.config.ts).
    exclude: ['node_modules/**', 'dist/**', 'data/**', '**/*.e2e.test.ts', '**/*.cluster.test.ts'],
    testTimeout: 20_000,
    // expect.poll waits for what the user would see until this long, not vitest's default 1 s.
    expect: { poll: { timeout: 15_000 } },
    // A suite's beforeAll opens an embedded database (WebAssembly PostgreSQL), migrates and seeds it;
    // on a slow or busy 2-core machine that has taken more than vitest's default 10 s.
    hookTimeout: 60_000,
    // Vitest leaves a core idle by default (cores − 1); the suites spend much of their time waiting on
    // the database, so two workers on a 2-core machine finish about a third sooner. (A third worker:
    // the node suites' main threads are blocked about 1.5 times as long as they are on a CPU, see
    // tests/support/schedule-probe.ts, but on a busy machine it made an editor test overrun 20 s.)
    maxWorkers: 2,
    // Transformed modules are kept on disk (node_modules/.experimental-vitest-cache) and reused by the
    // next run while their source is unchanged: on tests/owner, transform 18.9 s → 3.3 s and import
    // 35.6 s → 18.8 s (summed over files). CI's npm test fills it for its test:pg and test:e2e.
    experimental: { fsModuleCache: true },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          // Once per run (a global setup in the root config would run again for every project); its
          // report comes when the whole run closes, so it holds the `isolated` project's findings too.
          globalSetup: QUERY_AUDIT_REPORT,
          include: ['**/*.test.ts', '**/*.test.tsx'],
          exclude: [
            'node_modules/**',
            'dist/**',
            'data/**',
            '**/*.e2e.test.ts',
            '**/*.cluster.test.ts',
            ...EDITOR_DOM,
            ...ISLANDS_DOM,
            ...DOCBLOCK_DOM,
            ...ISOLATED,
          ],
          // Test files in one worker share loaded modules (each still opens its own database and
          // app): importing the app once per worker instead of once per file halves the run.
          isolate: false,
          setupFiles: COMMON_SETUP,
        },
      },
      {
        extends: true,
        test: {
          // The editor's screens in jsdom: one project, so its files share a worker's DOM and modules
          // (React, react-aria, Tiptap) instead of each setting them up again.
          name: 'editor',
          include: EDITOR_DOM,
          environment: 'jsdom',
          setupFiles: [...COMMON_SETUP, 'editor/test-support/dom-setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The islands in jsdom: one project, so its files share a worker's DOM and React.
          name: 'islands',
          include: ISLANDS_DOM,
          environment: 'jsdom',
          setupFiles: [...COMMON_SETUP, 'islands/test-support/dom-setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The node files that ask for jsdom in a docblock (tests/support/docblock-dom.ts), each in a
          // fresh jsdom, as in `shared` they mostly were: they set up page globals of their own.
          name: 'dom',
          include: DOCBLOCK_DOM,
          environment: 'jsdom',
          setupFiles: COMMON_SETUP,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED, setupFiles: COMMON_SETUP } },
    ],
  },
});
