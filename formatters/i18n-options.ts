// The option words of the i18n formatters (JSONT §10.4): `key:value` pairs and bare words.

/** An argument split at its first `:`; a bare word has the value ''. */
export interface OptionWord {
  readonly key: string;
  readonly value: string;
}

/** Splits each argument at its first `:` (`style:short` → style, short; `date` → date, ''). */
export function optionWords(args: readonly string[]): OptionWord[] {
  return args.map((arg) => {
    const colon = arg.indexOf(':');
    return colon < 0 ? { key: arg, value: '' } : { key: arg.slice(0, colon), value: arg.slice(colon + 1) };
  });
}

/**
 * Parses arguments once per call site: the engine keeps one argument array per formatter call,
 * and a parsed message keeps one option array per argument, so both are cached by identity.
 */
export function cachedBy<T>(parse: (args: readonly string[]) => T): (args: readonly string[]) => T {
  const cache = new WeakMap<readonly string[], T>();
  return (args) => {
    let parsed = cache.get(args);
    if (parsed === undefined) {
      parsed = parse(args);
      cache.set(args, parsed);
    }
    return parsed;
  };
}

/** Rounding names of JSONT §10.4 (`ceil`, `truncate` are aliases) mapped to Intl's modes. */
const ROUNDING: Readonly<Record<string, Intl.NumberFormatOptions['roundingMode']>> = {
  up: 'expand',
  down: 'trunc',
  truncate: 'trunc',
  ceiling: 'ceil',
  ceil: 'ceil',
  floor: 'floor',
  'half-up': 'halfExpand',
  'half-down': 'halfTrunc',
  'half-even': 'halfEven',
};

/** The upper bound the reference clamps digit counts to. */
const CLAMP_MAX = 50;

function digits(value: string): number {
  const n = parseInt(value, 10);
  return Number.isFinite(n) ? Math.min(Math.max(n, 0), CLAMP_MAX) : 0;
}

/** Digit counts and rounding, as parsed, before they are fitted to what Intl allows. */
export interface NumberWords {
  group?: boolean;
  round?: Intl.NumberFormatOptions['roundingMode'];
  minInt?: number;
  maxFrac?: number;
  minFrac?: number;
  maxSig?: number;
  minSig?: number;
}

/**
 * Reads one number option into `into`: `group`/`grouping` (on when empty or `true`),
 * `no-group`/`no-grouping`, `round`/`rounding`, and the digit counts with their short aliases.
 * Returns false when the word is not a number option.
 */
export function numberWord({ key, value }: OptionWord, into: NumberWords): boolean {
  switch (key) {
    case 'group':
    case 'grouping':
      into.group = value === '' || value === 'true';
      return true;
    case 'no-group':
    case 'no-grouping':
      into.group = false;
      return true;
    case 'round':
    case 'rounding':
      if (Object.hasOwn(ROUNDING, value)) into.round = ROUNDING[value];
      return true;
    case 'minint':
    case 'minInt':
    case 'minimumIntegerDigits':
      into.minInt = digits(value);
      return true;
    case 'maxfrac':
    case 'maxFrac':
    case 'maximumFractionDigits':
      into.maxFrac = digits(value);
      return true;
    case 'minfrac':
    case 'minFrac':
    case 'minimumFractionDigits':
      into.minFrac = digits(value);
      return true;
    case 'maxsig':
    case 'maxSig':
    case 'maximumSignificantDigits':
      into.maxSig = digits(value);
      return true;
    case 'minsig':
    case 'minSig':
    case 'minimumSignificantDigits':
      into.minSig = digits(value);
      return true;
    default:
      return false;
  }
}

/** The most fraction digits Intl (V8 in Node 20) accepts; CLDR allows up to 50. */
const MAX_FRACTION_DIGITS = 20;

/**
 * Intl options for parsed number words, over `defaults`. Intl rejects what CLDR tolerates, so
 * counts are fitted: at least one integer digit, at most 20 fraction digits, significant digits
 * 1–21 (0 means unset), and a maximum never below its minimum. Rounding is half-even unless asked
 * otherwise, as in CLDR.
 */
export function intlNumberOptions(
  words: NumberWords,
  defaults: Intl.NumberFormatOptions = {},
): Intl.NumberFormatOptions {
  const options: Intl.NumberFormatOptions = { ...defaults, roundingMode: words.round ?? 'halfEven' };
  if (words.group !== undefined) options.useGrouping = words.group ? 'auto' : false;
  if (words.minInt !== undefined) options.minimumIntegerDigits = Math.min(Math.max(words.minInt, 1), 21);
  const minFrac = words.minFrac === undefined ? undefined : Math.min(words.minFrac, MAX_FRACTION_DIGITS);
  if (minFrac !== undefined) options.minimumFractionDigits = minFrac;
  if (words.maxFrac !== undefined) {
    options.maximumFractionDigits = Math.max(Math.min(words.maxFrac, MAX_FRACTION_DIGITS), minFrac ?? 0);
  }
  const minSig = words.minSig ? Math.min(words.minSig, 21) : undefined;
  const maxSig = words.maxSig ? Math.min(words.maxSig, 21) : undefined;
  if (minSig !== undefined) options.minimumSignificantDigits = minSig;
  if (maxSig !== undefined) options.maximumSignificantDigits = Math.max(maxSig, minSig ?? 1);
  return options;
}

/** Words that name no option of the formatter, for a compile-time warning. */
export function unknownWords(
  args: readonly string[],
  known: (word: OptionWord) => boolean,
  formatter: string,
): string | undefined {
  const unknown = optionWords(args).filter((word) => !known(word));
  if (unknown.length === 0) return undefined;
  const list = unknown.map((word) => `'${word.value === '' ? word.key : `${word.key}:${word.value}`}'`);
  return `${formatter} does not know the option${unknown.length > 1 ? 's' : ''} ${list.join(', ')}`;
}
