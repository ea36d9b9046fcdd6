// Decimal and currency formatting on Intl.NumberFormat, with the option words of JSONT §10.4.
import { decimalString, shiftDecimal, type Decimal } from './i18n-decimal.js';
import {
  cachedBy,
  intlNumberOptions,
  numberWord,
  optionWords,
  unknownWords,
  type NumberWords,
} from './i18n-options.js';

export type DecimalStyle =
  'decimal' | 'short' | 'long' | 'scientific' | 'percent' | 'percent-scaled' | 'permille' | 'permille-scaled';

const DECIMAL_STYLES = new Set<string>([
  'decimal',
  'short',
  'long',
  'scientific',
  'percent',
  'percent-scaled',
  'permille',
  'permille-scaled',
]);
const CURRENCY_STYLES = new Set<string>(['symbol', 'accounting', 'code', 'name', 'short']);
const CURRENCY_CODE = /^[A-Za-z]{3}$/;
const PERMILLE_SIGN = '‰';

/** How to format a number: Intl options plus what Intl cannot say (permille, pre-scaling). */
export interface NumberSpec {
  readonly options: Intl.NumberFormatOptions;
  /** Powers of ten to shift the value by before Intl sees it. */
  readonly shift: number;
  readonly permille: boolean;
  /** Identifies `options` in the formatter cache. */
  readonly key: string;
}

/** A spec for Intl options as they are (`shift` powers of ten first; `permille` swaps the sign). */
export function numberSpec(options: Intl.NumberFormatOptions, shift = 0, permille = false): NumberSpec {
  return { options, shift, permille, key: JSON.stringify(options) };
}

/** Intl options for each decimal style; percent and permille styles scale by 100 and 1000. */
function decimalStyleSpec(style: string, words: NumberWords): NumberSpec {
  switch (style) {
    case 'short':
    case 'long':
      return numberSpec(intlNumberOptions(words, { notation: 'compact', compactDisplay: style }));
    case 'scientific':
      return numberSpec(intlNumberOptions(words, { notation: 'scientific' }));
    case 'percent':
      return numberSpec(intlNumberOptions(words, { style: 'percent' }));
    case 'percent-scaled':
      return numberSpec(intlNumberOptions(words, { style: 'percent' }), -2);
    // Intl has no permille style: a percent of ten times the value shows the same digits.
    case 'permille':
      return numberSpec(intlNumberOptions(words, { style: 'percent' }), 1, true);
    case 'permille-scaled':
      return numberSpec(intlNumberOptions(words, { style: 'percent' }), -2, true);
    default:
      return numberSpec(intlNumberOptions(words));
  }
}

/** Parses `decimal` options: `style:` (decimal, short, long, scientific, percent…) and number words. */
export const decimalSpec = cachedBy((args): NumberSpec => {
  const words: NumberWords = {};
  let style = 'decimal';
  for (const word of optionWords(args)) {
    if (word.key === 'style') {
      if (DECIMAL_STYLES.has(word.value)) style = word.value;
      else if (word.value === 'standard') style = 'decimal';
    } else {
      numberWord(word, words);
    }
  }
  return decimalStyleSpec(style, words);
});

/** Parses `money` options: `style:` (symbol, accounting, code, name, short), `symbol:narrow`, number words. */
export const currencySpec = cachedBy((args): NumberSpec => {
  const words: NumberWords = {};
  let style = 'symbol';
  let narrow = false;
  for (const word of optionWords(args)) {
    if (word.key === 'style') {
      if (CURRENCY_STYLES.has(word.value)) style = word.value;
      else if (word.value === 'standard') style = 'symbol';
    } else if (word.key === 'symbol') {
      if (word.value === 'narrow' || word.value === 'default') narrow = word.value === 'narrow';
    } else {
      numberWord(word, words);
    }
  }
  const base: Intl.NumberFormatOptions = { style: 'currency' };
  if (narrow) base.currencyDisplay = 'narrowSymbol';
  if (style === 'accounting') base.currencySign = 'accounting';
  else if (style === 'code') base.currencyDisplay = 'code';
  else if (style === 'name') base.currencyDisplay = 'name';
  else if (style === 'short') base.notation = 'compact';
  return numberSpec(intlNumberOptions(words, base));
});

const isNumberWord = (word: { key: string; value: string }): boolean => numberWord(word, {});

/** Compile-time check of `decimal` options. */
export const checkDecimalArgs = (args: string[]): string | undefined =>
  unknownWords(args, (w) => w.key === 'style' || isNumberWord(w), 'decimal');

/** Compile-time check of `money` options. */
export const checkCurrencyArgs = (args: string[]): string | undefined =>
  unknownWords(args, (w) => w.key === 'style' || w.key === 'symbol' || isNumberWord(w), 'money');

const MAX_CACHED = 500;
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, spec: NumberSpec, currency?: string): Intl.NumberFormat {
  const cacheKey = currency === undefined ? `${locale} ${spec.key}` : `${locale} ${currency} ${spec.key}`;
  let format = formats.get(cacheKey);
  if (format === undefined) {
    format = new Intl.NumberFormat(
      locale,
      currency === undefined ? spec.options : { ...spec.options, currency },
    );
    if (formats.size >= MAX_CACHED) formats.clear();
    formats.set(cacheKey, format);
  }
  return format;
}

function render(format: Intl.NumberFormat, d: Decimal, spec: NumberSpec): string {
  const text = decimalString(spec.shift === 0 ? d : shiftDecimal(d, spec.shift)) as Intl.StringNumericLiteral;
  if (!spec.permille) return format.format(text);
  let out = '';
  for (const part of format.formatToParts(text))
    out += part.type === 'percentSign' ? PERMILLE_SIGN : part.value;
  return out;
}

/** A decimal in `locale` as `spec` says (see `decimalSpec`). */
export function formatDecimal(locale: string, d: Decimal, spec: NumberSpec): string {
  return render(numberFormat(locale, spec), d, spec);
}

/**
 * An amount of currency `code` in `locale` (see `currencySpec`); '' when the code is not three
 * letters. A well-formed code the platform does not know prints with the code as its symbol.
 */
export function formatCurrency(locale: string, d: Decimal, code: string, spec: NumberSpec): string {
  if (!CURRENCY_CODE.test(code)) return '';
  return render(numberFormat(locale, spec, code.toUpperCase()), d, spec);
}
