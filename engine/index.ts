/** The engine's public API: compile JSON-T templates and render them; value helpers for plugins. */

export { compile } from './template.js';
export { CORE_FORMATTERS } from './plugins/core-formatters.js';
export { CORE_PREDICATES } from './plugins/core-predicates.js';
export { DEFAULT_LIMITS } from './limits.js';
export {
  asNumber,
  asString,
  compareValues,
  deepEqual,
  getPath,
  isJacksonTrue,
  isTruthy,
  kindOf,
  printValue,
  splitPath,
  type ValueKind,
} from './values.js';
export type * from './types.js';
export type * from './ast.js';
