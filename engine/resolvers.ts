/**
 * Name resolution compiled per reference (JSONT §5.2, §5.3): each path gets a closure specialised
 * for its first segment, so a render does no string tests and no generic dispatch per lookup.
 */

import type { Frame } from './runtime.js';
import type { Path } from './types.js';
import { getMember, splitPath } from './values.js';

/** Resolves a reference starting at a frame. */
export type Resolver = (frame: Frame) => unknown;

const missing: Resolver = () => undefined;

/** The rest of a path after its first segment: plain member access, missing on missing or null. */
function follow(value: unknown, rest: readonly (string | number)[]): unknown {
  for (let i = 0; i < rest.length; i++) {
    if (value === null || value === undefined) return undefined;
    value = getMember(value, rest[i]);
  }
  return value;
}

/** The lookup of a first segment in one frame's node, variables or loop index. */
function firstSegment(first: string | number): (frame: Frame) => unknown {
  if (first === '@') return (frame) => frame.node;
  if (first === '@index') return (frame) => (frame.index >= 0 ? frame.index + 1 : undefined);
  if (first === '@index0') return (frame) => (frame.index >= 0 ? frame.index : undefined);
  if (typeof first === 'string' && first.charCodeAt(0) === 64) {
    return (frame) => (frame.vars === null ? undefined : frame.vars[first]);
  }
  if (first === 'length') {
    // The reference reads a first segment on an array frame as a raw property, so `{length}` works.
    return (frame) => (Array.isArray(frame.node) ? frame.node.length : getMember(frame.node, first));
  }
  return (frame) => getMember(frame.node, first);
}

/** A resolver for a variable position: the first segment walks frames toward the root (§5.2). */
export function compileResolver(path: Path): Resolver {
  if (path.length === 0) return missing;
  const first = path[0];
  const rest = path.slice(1);
  if (first === '@') return rest.length === 0 ? (frame) => frame.node : (frame) => follow(frame.node, rest);
  const walk =
    typeof first === 'string' && first.charCodeAt(0) !== 64 && first !== 'length'
      ? keyWalker(first)
      : walker(firstSegment(first));
  return rest.length === 0 ? walk : (frame) => follow(walk(frame), rest);
}

const hasOwn = Object.prototype.hasOwnProperty;

/** The walk for a plain key, the common case, with the member lookup inlined. */
function keyWalker(key: string): Resolver {
  return (start) => {
    for (let frame: Frame | null = start; frame !== null; frame = frame.parent) {
      const node = frame.node;
      if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
        const value = (node as Record<string, unknown>)[key];
        if (
          value !== undefined &&
          typeof value !== 'function' &&
          (key !== '__proto__' || hasOwn.call(node, key))
        ) {
          return value;
        }
      }
      if (frame.stop) return undefined;
    }
    return undefined;
  };
}

/** The walk for any first segment: the first frame where it is not missing wins. */
function walker(lookup: (frame: Frame) => unknown): Resolver {
  return (start: Frame): unknown => {
    for (let frame: Frame | null = start; frame !== null; frame = frame.parent) {
      const value = lookup(frame);
      if (value !== undefined || frame.stop) return value;
    }
    return undefined;
  };
}

/** A resolver for `.section` / `.repeated section`: the first segment in the current frame only (§5.3). */
export function compileSectionResolver(path: Path): Resolver {
  if (path.length === 0) return missing;
  const lookup = firstSegment(path[0]);
  const rest = path.slice(1);
  return rest.length === 0 ? lookup : (frame) => follow(lookup(frame), rest);
}

const cache = new Map<string, Resolver>();

/** The resolver for a path given as segments, cached by its text (plugins resolve the same few). */
export function resolverFor(path: Path): Resolver {
  const key = path.join('\u0000');
  let resolver = cache.get(key);
  if (resolver === undefined) {
    if (cache.size > 10_000) cache.clear();
    resolver = compileResolver(path);
    cache.set(key, resolver);
  }
  return resolver;
}

const textCache = new Map<string, Resolver>();

/** The resolver for a reference written as text (`a.b.0`, `@index`), cached by that text. */
export function resolverForText(reference: string): Resolver {
  let resolver = textCache.get(reference);
  if (resolver === undefined) {
    if (textCache.size > 10_000) textCache.clear();
    resolver = compileResolver(splitPath(reference));
    textCache.set(reference, resolver);
  }
  return resolver;
}
