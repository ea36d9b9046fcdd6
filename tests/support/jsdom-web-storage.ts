// Gives a jsdom test file jsdom's own localStorage and sessionStorage, on Node 25 and newer too.
//
// Node 25+ defines both on globalThis as getters that read undefined (with a warning) unless the
// process was started with --localstorage-file; vitest's jsdom environment does not replace a global
// the runtime already has, so `window.localStorage` (window is globalThis there) was undefined. On
// Node 22 and 24 vitest installs jsdom's, which this puts back as it was (the same objects).
import type { JSDOM } from 'jsdom';

const scope = globalThis as typeof globalThis & { jsdom?: JSDOM };

if (scope.jsdom !== undefined) {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    if (Object.getOwnPropertyDescriptor(globalThis, name)?.configurable === false) continue;
    // Read on each access, never Node's getter: a worker runs many files in turn, each with its own
    // window (and the Node files among them, with no jsdom, read undefined as before).
    Object.defineProperty(globalThis, name, {
      configurable: true,
      enumerable: true,
      get: () => scope.jsdom?.window[name],
    });
  }
}
