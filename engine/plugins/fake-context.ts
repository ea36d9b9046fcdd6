/** A stand-in RenderContext for plugin tests: a stack of frames over plain data, partials as functions. */

import type { ErrorKind, Path, RenderContext } from '../types.js';
import { getMember, getPath, splitPath } from '../values.js';

export interface FakeFrame {
  node: unknown;
  /** 0-based loop index when the frame is iterating. */
  index?: number;
  /** `@name` variables, keyed without the `@`. */
  vars?: Record<string, unknown>;
}

export type FakePartial = (
  node: unknown,
  options: { private?: boolean; args?: Record<string, string> },
) => string;

export interface FakeContext extends RenderContext {
  readonly errors: string[];
  readonly partialCalls: { name: string; node: unknown; private?: boolean; args?: Record<string, string> }[];
}

function resolveName(name: string | number, frame: FakeFrame): unknown {
  if (name === '@index' || name === '@index0') {
    return frame.index === undefined ? undefined : frame.index + (name === '@index' ? 1 : 0);
  }
  if (typeof name === 'string' && name.startsWith('@')) return frame.vars?.[name.slice(1)];
  return getMember(frame.node, name);
}

/** JSONT §5.2: the first segment walks frames down from `start`, the rest are plain member steps. */
function resolveFrom(frames: readonly FakeFrame[], start: number, path: string | Path): unknown {
  const segments = typeof path === 'string' ? splitPath(path) : path;
  if (segments.length === 0 || start < 0) return undefined;
  const [first, ...rest] = segments;
  let node: unknown;
  if (first === '@') {
    node = frames[start].node;
  } else {
    for (let f = start; f >= 0 && node === undefined; f--) node = resolveName(first, frames[f]);
  }
  return getPath(node, rest);
}

/**
 * A context whose frames run from the root (first) to the top (last). For a formatter, pass the
 * formatted value as the top frame, as the engine pushes one for it.
 */
export function fakeContext(
  frames: FakeFrame[],
  options: { variables?: unknown[]; partials?: Record<string, FakePartial> } = {},
): FakeContext {
  const top = frames.length - 1;
  const errors: string[] = [];
  const partialCalls: FakeContext['partialCalls'] = [];
  return {
    node: frames[top]?.node,
    variables: options.variables ?? [frames[top]?.node],
    locale: 'en-US',
    timeZone: 'America/New_York',
    now: 0,
    flags: {},
    errors,
    partialCalls,
    resolve: (path) => resolveFrom(frames, top, path),
    resolveOuter: (path) => resolveFrom(frames, top - 1, path),
    applyPartial(name, node, partialOptions = {}) {
      partialCalls.push({ name, node, ...partialOptions });
      const partial = options.partials?.[name];
      if (partial === undefined) {
        errors.push(`Attempt to apply partial '${name}' which could not be found.`);
        return '';
      }
      return partial(node, partialOptions);
    },
    renderTemplate() {
      throw new Error('fakeContext does not render templates');
    },
    error(message: string, _kind?: ErrorKind) {
      errors.push(message);
    },
  };
}

/** The context a formatter sees for `{…|fmt}` over `data`: the root frame plus the value's frame. */
export function formatterContext(
  data: unknown,
  value: unknown,
  options?: Parameters<typeof fakeContext>[1],
): FakeContext {
  return fakeContext([{ node: data }, { node: value }], options);
}
