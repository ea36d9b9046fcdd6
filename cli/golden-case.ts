// Reads the sections of a golden case into the inputs and expectation of one run.
import { DEFAULT_LIMITS } from '../engine/index.js';
import type { Limits } from '../engine/types.js';
import type { GoldenSections } from './golden-file.js';

/** Everything one golden case needs to run, parsed and checked. */
export interface GoldenCase {
  template: string;
  data: unknown;
  partials: Record<string, string>;
  /** `.inject` values by path, already parsed from their JSON text. */
  injects: Record<string, unknown>;
  /** `none` means no locale data at all; formatters decide what that means. */
  locale: string;
  now: number | undefined;
  output: string;
  /**
   * `:ERRORS`, one `[PARTIAL:]LINE:COLUMN: SEVERITY: MESSAGE` line per expected error (blank lines
   * dropped), or undefined when the case has no such section and errors are not compared.
   */
  errors: string[] | undefined;
  /** `:LIMITS`, engine limits for both compiling and rendering; undefined when absent. */
  limits: Partial<Limits> | undefined;
}

export type GoldenCaseResult = { ok: true; value: GoldenCase } | { ok: false; problems: string[] };

const DEFAULT_LOCALE = 'en';

function parseJson(text: string, section: string, problems: string[]): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    problems.push(`:${section} is not valid JSON: ${(error as Error).message}`);
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An optional section holding a JSON object; `{}` when absent. */
function objectSection(sections: GoldenSections, name: string, problems: string[]): Record<string, unknown> {
  const text = sections.get(name);
  if (text === undefined) return {};
  const value = parseJson(text, name, problems);
  if (value === undefined) return {};
  if (isObject(value)) return value;
  problems.push(`:${name} must be a JSON object`);
  return {};
}

function readPartials(sections: GoldenSections, problems: string[]): Record<string, string> {
  const partials: Record<string, string> = {};
  for (const [name, source] of Object.entries(objectSection(sections, 'PARTIALS', problems))) {
    if (typeof source === 'string') partials[name] = source;
    else problems.push(`:PARTIALS '${name}' must be template source, a string`);
  }
  return partials;
}

function readInjects(sections: GoldenSections, problems: string[]): Record<string, unknown> {
  const injects: Record<string, unknown> = {};
  for (const [path, text] of Object.entries(objectSection(sections, 'INJECT', problems))) {
    if (typeof text === 'string') injects[path] = parseJson(text, `INJECT '${path}'`, problems);
    else problems.push(`:INJECT '${path}' must be JSON text, a string`);
  }
  return injects;
}

function readParams(
  sections: GoldenSections,
  problems: string[],
): { locale: string; now: number | undefined } {
  const params = objectSection(sections, 'PARAMS', problems);
  const { locale = DEFAULT_LOCALE, now } = params;
  if (typeof locale !== 'string') problems.push(':PARAMS locale must be a string');
  if (now !== undefined && (typeof now !== 'number' || !Number.isFinite(now))) {
    problems.push(':PARAMS now must be a number of epoch milliseconds');
  }
  return {
    locale: typeof locale === 'string' ? locale : DEFAULT_LOCALE,
    now: typeof now === 'number' ? now : undefined,
  };
}

/** `LINE:COLUMN: SEVERITY: MESSAGE`, optionally led by `PARTIAL:` for an error inside a partial. */
const ERROR_LINE = /^(?:[^\s:][^:]*:)?\d+:\d+: (?:error|warning): \S/;

function readErrors(sections: GoldenSections, problems: string[]): string[] | undefined {
  const text = sections.get('ERRORS');
  if (text === undefined) return undefined;
  const lines = text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line !== '');
  for (const line of lines) {
    if (!ERROR_LINE.test(line)) {
      problems.push(
        `:ERRORS line "${line}" is not LINE:COLUMN: SEVERITY: MESSAGE (severity error or warning)`,
      );
    }
  }
  return lines;
}

const LIMIT_NAMES = Object.keys(DEFAULT_LIMITS) as (keyof Limits)[];

function readLimits(sections: GoldenSections, problems: string[]): Partial<Limits> | undefined {
  if (!sections.has('LIMITS')) return undefined;
  const limits: Partial<Limits> = {};
  for (const [name, value] of Object.entries(objectSection(sections, 'LIMITS', problems))) {
    if (!(LIMIT_NAMES as string[]).includes(name)) {
      problems.push(`:LIMITS '${name}' is not a limit; the limits are ${LIMIT_NAMES.join(', ')}`);
    } else if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
      problems.push(`:LIMITS '${name}' must be a positive whole number`);
    } else {
      limits[name as keyof Limits] = value;
    }
  }
  return limits;
}

/**
 * Checks a case's sections and parses its JSON parts. `:TEMPLATE`, `:JSON` and `:OUTPUT` are
 * required, because a misspelt header would otherwise make a case test nothing. The project's own
 * `:ERRORS` and `:LIMITS` sections (fixtures/README.md) are optional.
 */
export function readGoldenCase(sections: GoldenSections): GoldenCaseResult {
  const problems: string[] = [];
  for (const name of ['TEMPLATE', 'JSON', 'OUTPUT']) {
    if (!sections.has(name)) problems.push(`the case has no :${name} section`);
  }
  const json = sections.get('JSON');
  const data = json === undefined ? undefined : parseJson(json, 'JSON', problems);
  const partials = readPartials(sections, problems);
  const injects = readInjects(sections, problems);
  const { locale, now } = readParams(sections, problems);
  const errors = readErrors(sections, problems);
  const limits = readLimits(sections, problems);
  if (problems.length > 0) return { ok: false, problems };
  const template = sections.get('TEMPLATE') ?? '';
  const output = sections.get('OUTPUT') ?? '';
  return { ok: true, value: { template, data, partials, injects, locale, now, output, errors, limits } };
}
