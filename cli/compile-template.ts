// The engine as every command uses it: all formatter and predicate groups registered.
import { compile } from '../engine/index.js';
import type { CompileResult, Limits } from '../engine/types.js';
import { FORMATTERS, PREDICATES } from '../formatters/index.js';

/** Compiles template source with every formatter and predicate; `name` is what errors call it. */
export function compileTemplate(source: string, name: string, limits?: Partial<Limits>): CompileResult {
  return compile(source, { formatters: FORMATTERS, predicates: PREDICATES, name, limits });
}
