// `datetimefield`: one field of a date (its month name, weekday, year…) in the locale's words.
import { dateTimeFormat } from './i18n-datetime.js';
import { cachedBy } from './i18n-options.js';

type Options = Intl.DateTimeFormatOptions;
type Part = Intl.DateTimeFormatPartTypes;

interface FieldRule {
  readonly part: Part;
  readonly options: (width: string) => Options;
  readonly widths: readonly string[];
}

const NAMES = ['long', 'short', 'narrow'];
const NUMBERS = ['numeric', '2-digit'];
const named =
  (key: keyof Options) =>
  (width: string): Options => ({ [key]: width });

/** Each field: the Intl part it reads and the widths it takes, the first being the default. */
const FIELDS: Readonly<Record<string, FieldRule>> = {
  era: { part: 'era', options: named('era'), widths: ['short', 'long', 'narrow'] },
  year: { part: 'year', options: named('year'), widths: NUMBERS },
  month: { part: 'month', options: named('month'), widths: [...NAMES, ...NUMBERS] },
  day: { part: 'day', options: named('day'), widths: NUMBERS },
  weekday: { part: 'weekday', options: named('weekday'), widths: NAMES },
  dayperiod: { part: 'dayPeriod', options: () => ({ hour: 'numeric', hourCycle: 'h12' }), widths: ['short'] },
  hour: { part: 'hour', options: (w) => ({ hour: w as 'numeric' }), widths: NUMBERS },
  minute: {
    part: 'minute',
    options: (w) => ({ hour: 'numeric', minute: w as 'numeric' }),
    widths: ['2-digit'],
  },
  second: {
    part: 'second',
    options: (w) => ({ minute: 'numeric', second: w as 'numeric' }),
    widths: ['2-digit'],
  },
  zone: {
    part: 'timeZoneName',
    options: named('timeZoneName'),
    widths: ['short', 'long', 'shortOffset', 'longOffset', 'shortGeneric', 'longGeneric'],
  },
};

/** A field to print: the Intl part to pick out of a format with these options. */
export interface DatetimeField {
  readonly part: Part;
  readonly options: Options;
}

/** The field and width a call asks for, or a message saying what is wrong. */
export const datetimeField = cachedBy((args): DatetimeField | string => {
  const [field, width] = args;
  if (field === undefined || !Object.hasOwn(FIELDS, field)) {
    return `datetimefield needs a field (${Object.keys(FIELDS).join(', ')}), for example {t|datetimefield weekday}`;
  }
  const rule = FIELDS[field];
  if (args.length > 2 || (width !== undefined && !rule.widths.includes(width))) {
    return `datetimefield ${field} takes one width: ${rule.widths.join(', ')}`;
  }
  return { part: rule.part, options: rule.options(width ?? rule.widths[0]) };
});

/** One field of `instant` in `locale` and `zone`, as the field alone would be written. */
export function formatDatetimeField(
  locale: string,
  zone: string,
  instant: number,
  field: DatetimeField,
): string {
  const format = dateTimeFormat(locale, zone, 'gregory', field.options);
  return format.formatToParts(instant).find((part) => part.type === field.part)?.value ?? '';
}
