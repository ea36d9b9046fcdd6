import { defineConfig } from 'vitest/config';

// The browser suite: real Chromium driven by playwright-core against a server on loopback.
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
