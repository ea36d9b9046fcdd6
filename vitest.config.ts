import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    // The browser suite runs with `npm run test:e2e` (vitest.e2e.config.ts).
    exclude: ['node_modules/**', 'dist/**', 'data/**', '**/*.e2e.test.ts'],
    testTimeout: 20_000,
  },
});
