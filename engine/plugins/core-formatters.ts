/** The core formatters (JSONT §10.2, group `core`): partials, paths, JSON, numbers and text. */

import type { Formatter, FormatterTable, RenderContext } from '../types.js';
import { asNumber, asString, getPath, isTruthy, splitPath } from '../values.js';
import { fillPattern } from './format-pattern.js';
import { isLongText, recallLongText, rememberLongText } from './long-texts.js';
import {
  escapeHtml,
  escapeHtmlAttribute,
  scriptSafe,
  slugify,
  smartypants,
  stripTags,
  truncateText,
  urlEncode,
} from './text.js';

type ArgsCheck = (args: string[]) => string | undefined;

function checked(formatter: Formatter, validateArgs: ArgsCheck): Formatter {
  formatter.validateArgs = validateArgs;
  return formatter;
}

const noArgs =
  (name: string): ArgsCheck =>
  (args) =>
    args.length > 0 ? `${name} takes no arguments, got ${args.length}` : undefined;

const someArgs =
  (name: string, what: string): ArgsCheck =>
  (args) =>
    args.length === 0 ? `${name} expects at least one ${what}` : undefined;

const oneArg =
  (name: string, what: string): ArgsCheck =>
  (args) =>
    args.length !== 1 ? `${name} expects exactly one ${what}, got ${args.length} arguments` : undefined;

/** `{value|apply NAME [private] [key=value …]}` (JSONT §7.2); the engine finds and runs the partial. */
const apply = checked(
  (value, args, ctx) => {
    if (args.length === 0) return '';
    let isPrivate = false;
    // `@args` exists as soon as there is any extra argument, even only `private`.
    let partialArgs: Record<string, string> | undefined;
    if (args.length > 1) {
      partialArgs = {};
      for (let i = 1; i < args.length; i++) {
        const arg = args[i];
        if (arg === 'private') {
          isPrivate = true;
          continue;
        }
        const equals = arg.indexOf('=');
        // Assigning a string to `__proto__` is a no-op, so a hostile key cannot swap the prototype.
        if (equals >= 0) partialArgs[arg.slice(0, equals)] = arg.slice(equals + 1);
      }
    }
    return ctx.applyPartial(args[0], value, { private: isPrivate, args: partialArgs });
  },
  (args) => {
    if (args.length === 0) return 'apply expects the name of a partial or macro';
    const stray = args.slice(1).find((arg) => arg !== 'private' && !arg.includes('='));
    return stray === undefined
      ? undefined
      : `apply ignores "${stray}": after the name it takes "private" and key=value pairs`;
  },
);

function count(value: unknown): number {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  if (value !== null && typeof value === 'object') return Object.keys(value).length;
  return 0;
}

/** `{@index|cycle a b c}`: the 1-based value picks an argument, wrapping both ways. */
function cycle(value: unknown, args: string[]): string | undefined {
  const size = args.length;
  let index = (asNumber(value) - 1) % size;
  if (index < 0) index += size;
  return Number.isInteger(index) ? args[index] : undefined;
}

const formatSlotText = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value);

/** Each argument is a reference resolved below the value's frame; the value is the pattern. */
const format: Formatter = (value, args, ctx) =>
  fillPattern(
    asString(value),
    args.map((arg) => formatSlotText(ctx.resolveOuter(arg))),
  );

/**
 * Each argument is resolved, and its value is the next key into the value: an array is a whole
 * path, a number an index, anything else a string key.
 */
const get: Formatter = (value, args, ctx) => {
  let node = value;
  for (const arg of args) {
    const key = ctx.resolve(arg);
    if (key === undefined) return undefined;
    const path = Array.isArray(key)
      ? (key as (string | number)[])
      : [typeof key === 'number' ? key : asString(key)];
    node = getPath(node, path);
    if (node === undefined) return undefined;
  }
  return node;
};

/** Each argument is a literal dotted path into the value, with no context lookup. */
const prop: Formatter = (value, args) => {
  let node = value;
  for (const arg of args) {
    node = getPath(node, splitPath(arg));
    if (node === undefined) return undefined;
  }
  return node;
};

/** An array of objects keyed by the value at PATH in each; elements without it are skipped. */
function keyBy(value: unknown, args: string[]): Record<string, unknown> {
  const byKey: Record<string, unknown> = {};
  const path = args[0];
  if (!Array.isArray(value) || !path) return byKey;
  const segments = splitPath(path);
  for (const element of value) {
    const key = getPath(element, segments);
    if (key === undefined) continue;
    const name = String(key);
    // A plain assignment to `__proto__` would replace the object's prototype instead of adding a key.
    if (name === '__proto__') {
      Object.defineProperty(byKey, name, {
        value: element,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    } else {
      byKey[name] = element;
    }
  }
  return byKey;
}

/** The argument resolves to a string, which is itself resolved as a reference. */
const lookup: Formatter = (_value, args, ctx) => {
  if (!args[0]) return '';
  const reference = asString(ctx.resolve(args[0]));
  // An empty name names nothing (the reference would look up the key "" in every frame).
  return reference === '' ? undefined : ctx.resolve(reference);
};

function mod(value: unknown, args: string[]): number {
  const divisor = parseInt(args[0], 10);
  return asNumber(value) % (divisor && Number.isFinite(divisor) ? divisor : 2);
}

function checkMod(args: string[]): string | undefined {
  if (args.length > 1) return `mod expects at most one divisor, got ${args.length} arguments`;
  if (args.length === 0) return undefined;
  if (!/^-?\d+$/.test(args[0])) return `mod expects a whole number divisor, got "${args[0]}"`;
  return parseInt(args[0], 10) === 0 ? 'mod cannot divide by 0; it divides by 2 instead' : undefined;
}

/** `pluralize` (plural "s"), `pluralize PLURAL`, `pluralize SINGULAR PLURAL`; extras ignored. */
function pluralize(value: unknown, args: string[]): string {
  const singular = args.length >= 2 ? args[0] : '';
  const plural = args.length === 0 ? 's' : args.length === 1 ? args[0] : args[1];
  return asNumber(value) === 1 ? singular : plural;
}

/** `truncate [N [ELLIPSIS]]`: a length that is not a positive number leaves the value unchanged. */
function truncate(value: unknown, args: string[]): unknown {
  const limit = args.length > 0 ? parseInt(args[0], 10) : 100;
  if (!(limit > 0) || !Number.isFinite(limit)) return value;
  return truncateText(asString(value), limit, args.length > 1 ? args[1] : '...');
}

function checkTruncate(args: string[]): string | undefined {
  if (args.length > 2)
    return `truncate expects a length and an optional ellipsis, got ${args.length} arguments`;
  if (args.length === 0) return undefined;
  if (!/^-?\d+$/.test(args[0])) return `truncate expects a whole number of characters, got "${args[0]}"`;
  return parseInt(args[0], 10) > 0
    ? undefined
    : `truncate expects a positive number of characters, got "${args[0]}"; it leaves the text unchanged`;
}

/**
 * `{value|json}`: the value as JSON that is safe inside `<script>`. One page can print the same
 * big value twice (a product's variants in its form and again in a sticky bar), so a long text is
 * kept for the rest of the render by the value's identity (JSON-T never changes its data while
 * rendering); another render serializes it again.
 */
function json(value: unknown, _args: string[], ctx: RenderContext): string {
  if (value === undefined) return '';
  if (typeof value !== 'object' || value === null) return scriptSafe(JSON.stringify(value));
  const known = recallLongText(ctx, value);
  if (known !== undefined) return known;
  return rememberLongText(ctx, value, scriptSafe(JSON.stringify(value)));
}

/** `htmlattr` and `htmltag`: a long text printed again in the same render is escaped once. */
function attribute(value: unknown, _args: string[], ctx: RenderContext): string {
  const text = asString(value);
  if (!isLongText(text)) return escapeHtmlAttribute(text);
  return recallLongText(ctx, text) ?? rememberLongText(ctx, text, escapeHtmlAttribute(text));
}

export const CORE_FORMATTERS: FormatterTable = {
  apply,
  count: checked(count, noArgs('count')),
  cycle: checked(cycle, someArgs('cycle', 'value to cycle through')),
  'encode-space': checked((value) => asString(value).replace(/\s/g, '&nbsp;'), noArgs('encode-space')),
  'encode-uri': checked((value) => encodeURI(asString(value)), noArgs('encode-uri')),
  'encode-uri-component': checked(
    (value) => encodeURIComponent(asString(value)),
    noArgs('encode-uri-component'),
  ),
  format: checked(format, someArgs('format', 'variable reference')),
  get: checked(get, someArgs('get', 'variable reference')),
  html: checked((value) => escapeHtml(asString(value)), noArgs('html')),
  htmlattr: checked(attribute, noArgs('htmlattr')),
  htmltag: checked(attribute, noArgs('htmltag')),
  iter: checked((_value, _args, ctx) => asString(ctx.resolve('@index')), noArgs('iter')),
  json: checked(json, noArgs('json')),
  'json-pretty': checked(
    (value) => (value === undefined ? '' : scriptSafe(JSON.stringify(value, undefined, 2))),
    noArgs('json-pretty'),
  ),
  'key-by': checked(keyBy, oneArg('key-by', 'path')),
  lookup: checked(lookup, oneArg('lookup', 'variable reference')),
  mod: checked(mod, checkMod),
  output: (_value, args) => args.join(' '),
  pluralize: checked(pluralize, (args) =>
    args.length > 2
      ? `pluralize expects at most two forms (singular and plural), got ${args.length} arguments`
      : undefined,
  ),
  prop: checked(prop, someArgs('prop', 'path')),
  // The reference prints a missing value as `null` here (the Java engine prints nothing).
  raw: checked((value) => JSON.stringify(value === undefined ? null : value), noArgs('raw')),
  round: checked((value) => Math.round(asNumber(value)), noArgs('round')),
  safe: checked((value) => (isTruthy(value) ? stripTags(asString(value)) : value), noArgs('safe')),
  slugify: checked((value) => slugify(asString(value)), noArgs('slugify')),
  smartypants: checked((value) => smartypants(asString(value)), noArgs('smartypants')),
  str: checked((value) => asString(value), noArgs('str')),
  truncate: checked(truncate, checkTruncate),
  'url-encode': checked((value) => urlEncode(asString(value)), noArgs('url-encode')),
};
