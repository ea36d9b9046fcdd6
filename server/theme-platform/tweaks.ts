// A theme's tweaks as its LESS declares them in `// tweak: {…}` comments: variables, body classes (dropdown, checkbox), font and image rules; their values checked and turned into LESS and classes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tweakBodyClass, tweakClassBase } from '../../domain/theme-tweak-classes.js';
import { tweakRange } from '../../domain/theme-tweak-range.js';
import { parseLenientJson } from './lenient-json.js';

export { tweakClassBase, tweakSlug } from '../../domain/theme-tweak-classes.js';
import { themeError, type ThemeError } from './theme-errors.js';

/**
 * How a tweak reaches the page: `variable`, a LESS variable after the comment (`@accent: #c00;`);
 * `class`, a class on `<body>` (a dropdown's `tweak-TITLE-OPTION`, a checkbox's `tweak-TITLE`
 * when on); `rule`, the rule after the comment (`.tweak-title-font { font-family: … }`, an
 * image's `.bg-image { … }`), to which the owner's value adds declarations.
 */
export type TweakKind = 'variable' | 'class' | 'rule';

/** A tweak declared in the theme's LESS. */
export interface Tweak {
  /** The variable's name without `@`, the rule's class (`tweak-title-font`), or the body class's base (`tweak-site-width-option`). */
  name: string;
  kind: TweakKind;
  /** `color`, `value`, `dropdown`, `checkbox`, `font`, `image`, … as the comment says; `value` when it says none. */
  type: string;
  title: string;
  /** The value written in the stylesheet; a dropdown's default option; `true`/`false` for a checkbox. */
  default: string;
  /** Where it is declared, `styles/site.less:12`. */
  file: string;
  line: number;
  /** The rest of the comment (min, max, step, options, category, label, target, …). */
  options: Record<string, unknown>;
}

const TWEAK_COMMENT = /^\s*\/\/\s*tweak\s*:\s*(\{.*\})\s*$/;
const VARIABLE = /^\s*@([\w-]+)\s*:\s*([^;]+);/;
const RULE = /^\s*\.([\w-]+)\s*(?:\{|,|$)/;
/** Text a tweak value may not hold: it would end the declaration or open a block or a comment. */
const UNSAFE_VALUE = /[;{}]|\/\*|\/\/|@import|url\s*\(/i;
const COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)|[a-z]+)$/i;
const NUMBER = /^-?\d*\.?\d+(px|em|rem|%|vw|vh|pt|s|ms)?$/;
/** The font properties a font tweak sets, and what each may hold. */
const FONT_PROPERTIES: Record<string, RegExp> = {
  'font-family': /^[\w\s,'"-]+$/,
  'font-weight': /^(normal|bold|bolder|lighter|[1-9]00)$/,
  'font-style': /^(normal|italic|oblique)$/,
  'font-size': NUMBER,
  'line-height': /^(normal|-?\d*\.?\d+(px|em|rem|%)?)$/,
  'letter-spacing': /^(normal|-?\d*\.?\d+(px|em|rem)?)$/,
  'text-transform': /^(none|uppercase|lowercase|capitalize)$/,
};
const IMAGE_URL = /^(https?:\/\/|\/)[^\s"'()\\<>]+$/;

/** A dropdown's options as text. */
export const tweakOptions = (tweak: Pick<Tweak, 'options'>): string[] =>
  Array.isArray(tweak.options.options) ? tweak.options.options.map(String) : [];

/**
 * The tweaks declared in one stylesheet (`file` relative to the theme folder). The comment's
 * JSON may be written as a JavaScript object (`{ type:'checkbox', … }`) as the platform read it;
 * a comment that cannot be read at all is a warning and is left out.
 */
export function findTweaks(source: string, file: string, errors: ThemeError[] = []): Tweak[] {
  const tweaks: Tweak[] = [];
  const lines = source.split(/\r?\n/);
  lines.forEach((text, index) => {
    const comment = TWEAK_COMMENT.exec(text);
    if (comment === null) return;
    const parsed = parseLenientJson(comment[1]);
    const at = { line: index + 1, column: text.indexOf('{') + 1 };
    if (
      !parsed.ok ||
      typeof parsed.value !== 'object' ||
      parsed.value === null ||
      Array.isArray(parsed.value)
    ) {
      errors.push(
        themeError(
          file,
          'This tweak comment cannot be read and is left out: write // tweak: { "type": "color", "title": "…" }',
          at,
          { source, severity: 'warning' },
        ),
      );
      return;
    }
    const options = parsed.value as Record<string, unknown>;
    const { type: rawType, title: rawTitle, ...rest } = options;
    const type = typeof rawType === 'string' ? rawType : 'value';
    const title = typeof rawTitle === 'string' ? rawTitle : '';
    let next = index + 1;
    while (
      next < lines.length &&
      (lines[next].trim() === '' ||
        (TWEAK_COMMENT.test(lines[next]) === false && /^\s*\/\//.test(lines[next])))
    )
      next++;
    const variable = VARIABLE.exec(lines[next] ?? '');
    const rule = RULE.exec(lines[next] ?? '');
    const declared = { type, file, line: next + 1, options: rest };
    if (variable !== null) {
      tweaks.push({
        ...declared,
        name: variable[1],
        kind: 'variable',
        title: title || variable[1],
        default: variable[2].trim(),
      });
    } else if ((type === 'font' || type === 'image') && rule !== null) {
      const fallback = type === 'font' ? ruleDeclarations(lines, next) : '';
      tweaks.push({ ...declared, name: rule[1], kind: 'rule', title: title || rule[1], default: fallback });
    } else if ((type === 'dropdown' || type === 'checkbox') && title !== '') {
      const fallback =
        type === 'checkbox'
          ? String(rest.active === true || rest.active === 'true')
          : typeof rest.default === 'string'
            ? rest.default
            : (tweakOptions({ options: rest })[0] ?? '');
      tweaks.push({
        ...declared,
        line: index + 1,
        name: tweakClassBase(title),
        kind: 'class',
        title,
        default: fallback,
      });
    } else {
      errors.push(
        themeError(
          file,
          `This ${type} tweak is followed by neither a variable (@name: value;) nor a rule, and is left out`,
          at,
          { source, severity: 'warning' },
        ),
      );
    }
  });
  return tweaks;
}

/** The declarations of the rule opening at `lines[start]` (up to its `}`), as `property: value; …`. */
function ruleDeclarations(lines: readonly string[], start: number): string {
  const declarations: string[] = [];
  const first = lines[start].slice(lines[start].indexOf('{') + 1);
  for (let i = start, text = first; i < lines.length && i < start + 50; text = lines[++i] ?? '') {
    const body = text.split('}')[0];
    for (const part of body.split(';')) {
      const match = /^\s*([a-z-]+)\s*:\s*(.+?)\s*$/.exec(part);
      if (match !== null) declarations.push(`${match[1]}: ${match[2]}`);
    }
    if (text.includes('}')) break;
  }
  return declarations.join('; ');
}

/**
 * A font tweak's variables, as the platform declared them for the theme's LESS:
 * `@NAME-font-family`, `@NAME-font-size`, … for each declaration of its rule, with the owner's
 * value over the stylesheet's.
 */
export function fontVariables(tweak: Tweak, value: string | undefined): string[] {
  const merged = new Map<string, string>();
  for (const part of tweak.default.split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0) merged.set(part.slice(0, colon).trim(), part.slice(colon + 1).trim());
  }
  for (const [property, text] of value === undefined ? [] : (fontDeclarations(value) ?? [])) {
    merged.set(property, text);
  }
  return [...merged].map(([property, text]) => `@${tweak.name}-${property}: ${text};`);
}

/** The tweaks the `.less` files of `stylesheets` (relative to the folder `dir`) declare, in order; the first of a name wins. */
export function stylesheetTweaks(
  dir: string,
  stylesheets: readonly string[],
  errors: ThemeError[] = [],
): Tweak[] {
  const seen = new Set<string>();
  return stylesheets
    .filter((sheet) => sheet.endsWith('.less'))
    .flatMap((sheet) => findTweaks(readFileSync(join(dir, sheet), 'utf8'), sheet, errors))
    .filter((tweak) => !seen.has(tweak.name) && seen.add(tweak.name) !== undefined);
}

/** A font tweak's value, `font-family: Georgia; font-weight: 700`, as its declarations; undefined when one is not allowed. */
export function fontDeclarations(value: string): [string, string][] | undefined {
  const declarations: [string, string][] = [];
  for (const part of value.split(';')) {
    if (part.trim() === '') continue;
    const colon = part.indexOf(':');
    if (colon < 0) return undefined;
    const property = part.slice(0, colon).trim().toLowerCase();
    const text = part.slice(colon + 1).trim();
    if (FONT_PROPERTIES[property]?.test(text) !== true) return undefined;
    declarations.push([property, text]);
  }
  return declarations.length === 0 ? undefined : declarations;
}

/** Why `value` cannot be given to `tweak`, or undefined when it can. */
export function tweakValueProblem(tweak: Tweak, value: string): string | undefined {
  const text = value.trim();
  const label = tweak.kind === 'variable' ? `@${tweak.name}` : `"${tweak.title}"`;
  if (tweak.kind === 'class') {
    if (tweak.type === 'checkbox') {
      return /^(true|false|on|off|yes|no|1|0)$/i.test(text)
        ? undefined
        : `Tweak ${label} is on or off (true or false), not "${value}"`;
    }
    const options = tweakOptions(tweak);
    return options.includes(text)
      ? undefined
      : `Tweak ${label} must be one of ${options.join(', ')}, not "${value}"`;
  }
  if (tweak.kind === 'rule' && tweak.type === 'font') {
    return fontDeclarations(text) === undefined
      ? `Tweak ${label} must be font declarations such as "font-family: Georgia, serif; font-weight: 700", not "${value}"`
      : undefined;
  }
  if (tweak.kind === 'rule' && tweak.type === 'image') {
    return IMAGE_URL.test(text)
      ? undefined
      : `Tweak ${label} must be an image address (/files/… or https://…), not "${value}"`;
  }
  if (text === '' || UNSAFE_VALUE.test(text)) {
    return `Tweak ${label} cannot be "${value}": give a plain CSS value`;
  }
  if (tweak.type === 'color' && !COLOR.test(text)) {
    return `Tweak ${label} must be a colour (#336699, rgb(…), hsl(…) or a colour name), not "${value}"`;
  }
  if (tweak.type === 'value' && NUMBER.test(tweak.default) && !NUMBER.test(text)) {
    return `Tweak ${label} must be a number like ${tweak.default}, not "${value}"`;
  }
  const range = tweakRange(tweak);
  if (range !== undefined && NUMBER.test(text)) {
    const number = Number.parseFloat(text);
    if (number < range.min || number > range.max) {
      return `Tweak ${label} must be from ${range.min} to ${range.max}${range.units}, not "${value}"`;
    }
  }
  if (tweak.type === 'dropdown' && tweakOptions(tweak).length > 0 && !tweakOptions(tweak).includes(text)) {
    return `Tweak ${label} must be one of ${tweakOptions(tweak).join(', ')}, not "${value}"`;
  }
  return undefined;
}

/** The LESS appended after the theme's stylesheets for a checked value: a variable, or the rule's added declarations. */
export function tweakLess(tweak: Tweak, value: string): string {
  const text = value.trim();
  if (tweak.kind === 'variable') return `@${tweak.name}: ${text};`;
  if (tweak.kind === 'rule' && tweak.type === 'font') {
    const declarations = (fontDeclarations(text) ?? []).map(([property, css]) => `${property}: ${css};`);
    return `.${tweak.name} { ${declarations.join(' ')} }\n${fontVariables(tweak, text).join('\n')}`;
  }
  if (tweak.kind === 'rule' && tweak.type === 'image')
    return `.${tweak.name} { background-image: url("${text}"); }`;
  return '';
}

/**
 * The `<body>` classes of the class tweaks with `values` (by name; the default otherwise): a
 * dropdown's `tweak-TITLE-OPTION`, a checkbox's `tweak-TITLE` when it is on.
 */
export function tweakBodyClasses(
  tweaks: readonly Tweak[],
  values: Readonly<Record<string, string>> = {},
): string[] {
  return tweaks
    .map((tweak) =>
      tweakBodyClass(
        { type: tweak.type, classBase: tweakClassOf(tweak) },
        values[tweak.name] ?? tweak.default,
      ),
    )
    .filter((name) => name !== undefined);
}

/** The body class base of a dropdown or checkbox tweak: its name when it has no variable, else its title's slug. */
export const tweakClassOf = (tweak: Pick<Tweak, 'kind' | 'name' | 'title'>): string =>
  tweak.kind === 'class' ? tweak.name : tweakClassBase(tweak.title);
