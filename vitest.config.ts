import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    // The browser suite runs with `npm run test:e2e` (vitest.e2e.config.ts).
    exclude: ['node_modules/**', 'dist/**', 'data/**', '**/*.e2e.test.ts'],
    testTimeout: 20_000,
    // Vitest leaves a core idle by default (cores − 1); the suites spend much of their time waiting on
    // the database, so two workers on a 2-core machine finish about a third sooner.
    maxWorkers: 2,
  },
});
