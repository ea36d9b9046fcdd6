// The set-up every editor screen test repeats, registered once: a fresh fake owner API (and upload XHR) for each test, and what was rendered unmounted after it.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { installFakeApi, type FakeApi } from './fake-api.js';
import { installFakeXhr, type FakeXhrInstall } from './fake-xhr.js';

/**
 * Registers hooks that call `install()` before each test and `restore()` it after. Returns the
 * handle `live` builds on a getter of the running test's install: one handle for the whole file
 * that always reaches the current fake, so a suite can keep it in a `const`.
 */
function forEachTest<T extends { restore(): void }>(install: () => T, live: (current: () => T) => T): T {
  let installed: T | undefined;
  beforeEach(() => {
    installed = install();
  });
  afterEach(() => {
    installed?.restore();
    installed = undefined;
  });
  return live(() => {
    if (installed === undefined) throw new Error('The fake exists only while a test runs.');
    return installed;
  });
}

/**
 * The fake owner API (fake-api.ts) for each test of the file: installed before each test (a
 * suite's own `beforeEach` after this call adds its canned answers), and after each test the
 * rendered tree unmounted (Testing Library's `cleanup`) and `fetch` put back.
 */
export function fakeApiForEachTest(): FakeApi {
  const api = forEachTest(installFakeApi, (current) => ({
    get calls() {
      return current().calls;
    },
    on: (route, handler) => current().on(route, handler),
    restore: () => current().restore(),
  }));
  // Registered last so that it runs first: vitest runs `afterEach` hooks in reverse order.
  afterEach(cleanup);
  return api;
}

/** The fake upload `XMLHttpRequest` (fake-xhr.ts) for each test of the file. */
export function fakeXhrForEachTest(): FakeXhrInstall {
  return forEachTest(installFakeXhr, (current) => ({
    get requests() {
      return current().requests;
    },
    restore: () => current().restore(),
  }));
}
