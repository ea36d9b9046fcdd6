// Enumeration predicates (JSONT §10.6): record types, promoted block types, background sources, current-type?.
import type { Predicate, PredicateTable } from '../engine/types.js';
import { asNumber, asString, getMember } from '../engine/values.js';
import { BACKGROUND_SOURCE, RECORD_TYPE, SLICE_TYPE } from '../domain/enums.js';
import { PROMOTED_BLOCK_TYPES, UNDEFINED_CODE } from '../domain/enums-content.js';
import { checkedPredicate, noArgs } from './content-args.js';

/** Record types whose predicate also accepts an item promoting a block of the same name. */
const PROMOTABLE = ['image', 'quote', 'link', 'video', 'gallery'] as const;
const PROMOTABLE_NAMES: readonly string[] = PROMOTABLE;

function codeIs(node: unknown, key: string, code: number): boolean {
  return asNumber(getMember(node, key)) === code;
}

function promotes(node: unknown, blockType: string): boolean {
  return asString(getMember(node, 'promotedBlockType')) === blockType;
}

function recordTypePredicates(): Record<string, Predicate> {
  const table: Record<string, Predicate> = {};
  const codes: [string, number][] = [['undefined', UNDEFINED_CODE], ...Object.entries(RECORD_TYPE)];
  for (const [type, code] of codes) {
    if (PROMOTABLE_NAMES.includes(type)) continue;
    table[`${type}?`] = checkedPredicate(
      (_args, ctx) => codeIs(ctx.node, 'recordType', code),
      noArgs(`${type}?`),
    );
  }
  for (const type of PROMOTABLE) {
    const code = RECORD_TYPE[type];
    table[`${type}?`] = checkedPredicate(
      (_args, ctx) => codeIs(ctx.node, 'recordType', code) || promotes(ctx.node, type),
      noArgs(`${type}?`),
    );
  }
  // A video item or a promoted video block, like video?.
  table['external-video?'] = checkedPredicate(
    (_args, ctx) => codeIs(ctx.node, 'recordType', RECORD_TYPE.video) || promotes(ctx.node, 'video'),
    noArgs('external-video?'),
  );
  return table;
}

function promotedPredicates(): Record<string, Predicate> {
  const table: Record<string, Predicate> = {};
  for (const type of PROMOTED_BLOCK_TYPES) {
    const name = `promoted${type.toUpperCase()}?`;
    table[name] = checkedPredicate((_args, ctx) => promotes(ctx.node, type), noArgs(name));
  }
  return table;
}

function backgroundSourcePredicates(): Record<string, Predicate> {
  const table: Record<string, Predicate> = {};
  const codes: [string, number][] = [['undefined', UNDEFINED_CODE], ...Object.entries(BACKGROUND_SOURCE)];
  for (const [source, code] of codes) {
    const name = `background-source-${source}?`;
    table[name] = checkedPredicate((_args, ctx) => codeIs(ctx.node, 'backgroundSource', code), noArgs(name));
  }
  return table;
}

const SLICE_CODES = new Map<string, number>([['undefined', UNDEFINED_CODE], ...Object.entries(SLICE_TYPE)]);

/** `{.current-type? gallery}`: the node's `currentType` is the slice type of that name. */
const currentType = checkedPredicate(
  (args, ctx) => {
    const code = SLICE_CODES.get(args[0]);
    return code !== undefined && Math.trunc(asNumber(getMember(ctx.node, 'currentType'))) === code;
  },
  (args) => {
    if (args.length !== 1) return `current-type? expects one slice type name, got ${args.length}`;
    return SLICE_CODES.has(args[0])
      ? undefined
      : `current-type? does not know the slice type "${args[0]}"; it is one of ${[...SLICE_CODES.keys()].join(', ')}`;
  },
);

/** The enumeration predicates by name. */
export const RECORD_TYPE_PREDICATES: PredicateTable = {
  ...recordTypePredicates(),
  ...promotedPredicates(),
  ...backgroundSourcePredicates(),
  'current-type?': currentType,
};
