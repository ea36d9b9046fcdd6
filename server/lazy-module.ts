// Packages loaded the first time they are used, not when the server starts: a cold start loads only what the first page needs.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A function returning the CommonJS package `name` (what `import x from 'name'` gives), loaded
 * with the first call: for packages only some requests need (sharp for pictures, pg on
 * PostgreSQL, sanitize-html for owners' writes, qrcode for two-factor set-up). Synchronous, so
 * callers keep their shape.
 */
export function lazyPackage<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}
