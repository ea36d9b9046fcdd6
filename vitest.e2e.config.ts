import { defineConfig } from 'vitest/config';

// The browser suite: real Chromium driven by playwright-core against a server on loopback.
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    // Two files at a time on two cores: a test that visits a dozen pages has taken more than 60 s on a busy machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll waits for what the user would see until this long (vitest's default is 1 s: a CI run
    // beside a soak bench failed on a product's three pictures not listed within it).
    expect: { poll: { timeout: 30_000 } },
    // Each file starts its own server (a free port, a temporary data folder or schema) and its own
    // Chromium, so two files at a time share nothing; a file spends much of its time waiting on the
    // browser and the server, so a second worker uses the core the first leaves idle.
    fileParallelism: true,
    maxWorkers: 2,
    // A worker's files share loaded modules (the app, playwright-core) instead of importing them again.
    isolate: false,
    // Transformed modules kept on disk (node_modules/.experimental-vitest-cache) between runs.
    experimental: { fsModuleCache: true },
  },
});
