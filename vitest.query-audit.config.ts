import { defineConfig } from 'vitest/config';

// `npm run test:query-audit`: the integration suites (tests/) with the query audit on (tests/support/query-audit.ts); at the end, the statements on website tables that do not name website_id, by call site.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // The browser and cluster suites run built servers, out of the hook's reach; the settings suite
    // replaces a module with vi.mock and needs files of its own (vitest.config.ts: ISOLATED).
    exclude: ['**/*.e2e.test.ts', '**/*.cluster.test.ts', 'tests/commerce/settings-api.test.ts'],
    env: { QUERY_AUDIT: '1' },
    reporters: ['dot'],
    globalSetup: ['tests/support/query-audit-report.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    isolate: false,
    experimental: { fsModuleCache: true },
  },
});
