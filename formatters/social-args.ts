// Compile-time argument checks for the social and forms plugins (warnings, never fatal).
import type { Formatter, Predicate } from '../engine/types.js';

/**
 * Marks a formatter or predicate that reads only its value or the current node: the reference
 * engine ignores stray arguments, so a warning points the theme author at the typo instead.
 */
export function withoutArgs<T extends Formatter | Predicate>(name: string, plugin: T): T {
  plugin.validateArgs = (args) =>
    args.length > 0 ? `${name} takes no arguments, got ${args.length}` : undefined;
  return plugin;
}
