// The `unit` formatter: converts a quantity between units and prints it in the locale's unit style.
import { usesMetricSystem } from '../domain/locale.js';
import type { Formatter, Predicate } from '../engine/types.js';
import { asString } from '../engine/values.js';
import { parseDecimal, decimalString } from './i18n-decimal.js';
import { unitWidth, type UnitWidth } from './i18n-duration.js';
import { localeOf, regionOf } from './i18n-locale.js';
import {
  cachedBy,
  intlNumberOptions,
  numberWord,
  optionWords,
  unknownWords,
  type NumberWords,
} from './i18n-options.js';
import { COMPACT_KINDS, compactLadder, convert, unitNamed, type Unit } from './i18n-units.js';

export interface UnitSpec {
  readonly input: Unit | undefined;
  readonly output: Unit | undefined;
  readonly sequence: readonly Unit[] | undefined;
  readonly compact: string | undefined;
  readonly width: UnitWidth;
  readonly number: Intl.NumberFormatOptions;
  readonly key: string;
  /** Names that are no unit Intl can print; such a call prints ''. */
  readonly problems: readonly string[];
}

const KEYS = new Set(['in', 'out', 'sequence', 'compact', 'format']);

/**
 * Parses `unit` options: `in:UNIT` (what the value measures), `out:UNIT` (convert to it),
 * `sequence:U1,U2,…` (split into whole larger units and a rest: feet and inches),
 * `compact:KIND` (pick the unit that suits the size, metric or US by region), `format:`
 * (long, short, narrow; default short) and number words.
 */
export const unitSpec = cachedBy((args): UnitSpec => {
  const words: NumberWords = {};
  const problems: string[] = [];
  const named = (name: string): Unit | undefined => {
    const unit = unitNamed(name);
    if (unit === undefined) problems.push(`unknown unit '${name}'`);
    return unit;
  };
  let input: Unit | undefined;
  let output: Unit | undefined;
  let sequence: Unit[] | undefined;
  let compact: string | undefined;
  let width: UnitWidth = 'short';
  for (const word of optionWords(args)) {
    const { key, value } = word;
    if (key === 'in') input = named(value);
    else if (key === 'out') output = named(value);
    else if (key === 'sequence') sequence = value.split(',').flatMap((name) => named(name) ?? []);
    else if (key === 'compact') {
      if (COMPACT_KINDS.includes(value)) compact = value;
      else problems.push(`unknown compact kind '${value}' (one of ${COMPACT_KINDS.join(', ')})`);
    } else if (key === 'format') width = unitWidth(value, width);
    else numberWord(word, words);
  }
  const number = intlNumberOptions(words);
  const key = `${width} ${JSON.stringify(number)}`;
  return { input, output, sequence, compact, width, number, key, problems };
});

/** Compile-time check of `unit` options: known keys, printable units, some unit to start from. */
export function checkUnitArgs(args: string[]): string | undefined {
  const unknown = unknownWords(args, (w) => KEYS.has(w.key) || numberWord(w, {}), 'unit');
  if (unknown !== undefined) return unknown;
  const spec = unitSpec(args);
  if (spec.problems.length > 0) return `unit: ${spec.problems.join('; ')}`;
  if (!spec.input && !spec.output && !spec.sequence?.length && !spec.compact) {
    return 'unit needs in:UNIT, out:UNIT, sequence: or compact:, for example {km|unit in:kilometer out:mile}';
  }
  return undefined;
}

const formats = new Map<string, Intl.NumberFormat>();
const lists = new Map<string, Intl.ListFormat>();

function unitFormat(locale: string, unit: Unit, spec: UnitSpec): Intl.NumberFormat {
  const key = `${locale} ${unit.name} ${spec.key}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, {
      ...spec.number,
      style: 'unit',
      unit: unit.name,
      unitDisplay: spec.width,
    });
    if (formats.size >= 500) formats.clear();
    formats.set(key, format);
  }
  return format;
}

function listFormat(locale: string, width: UnitWidth): Intl.ListFormat {
  const key = `${locale} ${width}`;
  let list = lists.get(key);
  if (list === undefined) {
    list = new Intl.ListFormat(locale, { type: 'unit', style: width });
    lists.set(key, list);
  }
  return list;
}

/** Whole larger units then the rest in the last one: 63 inches as feet, inches → 5 ft, 3 in. */
function formatSequence(locale: string, value: number, input: Unit, spec: UnitSpec): string {
  const units = spec.sequence!;
  const base = convert(Math.abs(value), input, units[0]);
  if (
    base === undefined ||
    units.some((u) => u.dimension !== units[0].dimension || u.dimension === 'temperature')
  ) {
    return '';
  }
  let rest = base * units[0].factor;
  const parts: string[] = [];
  units.forEach((unit, i) => {
    const last = i === units.length - 1;
    // A hair of tolerance so 3.0000000000000004 inches of a conversion stay 3 whole inches.
    const count = last ? rest / unit.factor : Math.floor(rest / unit.factor + 1e-9);
    rest = Math.max(rest - count * unit.factor, 0);
    if (count !== 0 || (last && parts.length === 0)) {
      const signed = value < 0 && parts.length === 0 ? -count : count;
      parts.push(unitFormat(locale, unit, spec).format(signed));
    }
  });
  return listFormat(locale, spec.width).format(parts);
}

/** The largest unit of the ladder the value reaches at least 1 of, else the smallest. */
function formatCompact(locale: string, value: number, input: Unit, spec: UnitSpec): string {
  const ladder = compactLadder(spec.compact!, usesMetricSystem(regionOf(locale)))!;
  let chosen: [Unit, number] | undefined;
  for (const unit of ladder) {
    const converted = convert(value, input, unit);
    if (converted === undefined) return '';
    if (chosen === undefined || Math.abs(converted) >= 1) chosen = [unit, converted];
  }
  return unitFormat(locale, chosen![0], spec).format(chosen![1]);
}

/**
 * `value` in `locale`, measured in the `in:` unit, else the `out:` unit, else the last unit of
 * the sequence, else the smallest metric unit of the compact ladder; '' when a unit is unknown
 * or the units do not measure the same thing.
 */
export function formatUnit(locale: string, value: number, spec: UnitSpec): string {
  if (spec.problems.length > 0) return '';
  const smallest =
    spec.sequence?.at(-1) ?? (spec.compact ? compactLadder(spec.compact, true)![0] : undefined);
  const input = spec.input ?? spec.output ?? smallest;
  if (input === undefined) return '';
  if (spec.sequence !== undefined && spec.sequence.length > 0)
    return formatSequence(locale, value, input, spec);
  if (spec.compact !== undefined) return formatCompact(locale, value, input, spec);
  const output = spec.output ?? input;
  const converted = convert(value, input, output);
  return converted === undefined ? '' : unitFormat(locale, output, spec).format(converted);
}

/**
 * `{n|unit in:U [out:U] [sequence:U1,U2] [compact:KIND] [format:W] [number words]}`: a quantity
 * in the render locale's unit style: `{km|unit in:kilometer out:mile}` → `6.214 mi`,
 * `{h|unit in:inch sequence:foot,inch format:long}` → `5 feet, 3 inches`,
 * `{b|unit in:byte compact:digital}` → `1.5 GB`. Units are the ones Intl prints (meter, mile,
 * liter, gallon, kilogram, pound, celsius, fahrenheit, byte…, hour…, and `X-per-Y`); compact
 * kinds are length, mass, volume, area, temperature, speed, consumption, duration and digital,
 * metric or US customary by the locale's region (see `units-metric?`). '' when the value is not
 * a finite number, a unit is unknown, or without locale data.
 */
export const unit: Formatter = (value, args, ctx) => {
  const locale = localeOf(ctx);
  const n = parseDecimal(typeof value === 'number' ? value : asString(value));
  if (locale === undefined || n === undefined) return '';
  const number = Number(decimalString(n));
  return Number.isFinite(number) ? formatUnit(locale, number, unitSpec(args)) : '';
};
unit.validateArgs = checkUnitArgs;

/**
 * `{.units-metric?}`: whether the render locale's region measures in metric units: every region
 * but the United States, Liberia and Myanmar (`en` means `en-US`, so it is false there; `en-GB`,
 * `fr` are true). A render without locale data has no region and counts as metric.
 */
export const unitsMetric: Predicate = (_args, ctx) => {
  const locale = localeOf(ctx);
  return usesMetricSystem(locale === undefined ? undefined : regionOf(locale));
};
unitsMetric.validateArgs = (args) => (args.length > 0 ? 'units-metric? takes no arguments' : undefined);
