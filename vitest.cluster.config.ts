import { defineConfig } from 'vitest/config';

// The cluster suite: two built servers (`node dist/cli/main.js serve`) on one fresh PostgreSQL database behind nginx.
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.cluster.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Each file starts its own servers and nginx; one file at a time leaves them the machine's two cores.
    fileParallelism: false,
    maxWorkers: 1,
  },
});
