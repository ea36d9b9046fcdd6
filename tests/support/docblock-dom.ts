// The node test files that ask for jsdom in a docblock: `npm test` runs them in a project of their own (vitest.config.ts).

/**
 * Files with `@vitest-environment jsdom` in their first lines: the runtime's page code and two small
 * DOM checks. In the `shared` project each one stopped the worker that came to it (its environment
 * differs) and the next node file started another, which imported the app and opened a database
 * engine again; docblock-dom.test.ts checks that this list names every such file.
 */
export const DOCBLOCK_DOM = [
  'runtime/focal-points.test.ts',
  'runtime/held-clicks.test.ts',
  'runtime/hydrate-schedule.test.ts',
  'runtime/performance.test.ts',
  'runtime/product-tabs.test.ts',
  'runtime/report-error.test.ts',
  'runtime/site-menu.test.ts',
  'runtime/tracking.test.ts',
  'islands/typed-before-hydration.test.ts',
  'tests/security/colour-picker-style.test.tsx',
];
