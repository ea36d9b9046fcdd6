// The i18n plugins on the platform's Intl: messages, numbers, money, dates, relative time and units.
import type { FormatterTable, PredicateTable } from '../engine/types.js';
import {
  datetime,
  datetimefield,
  datetimeInterval,
  relativeTime,
  timesince,
} from './i18n-date-formatters.js';
import { humanizeDurationFormatter } from './i18n-duration.js';
import { message } from './i18n-message.js';
import { bookkeeperMoneyFormat, i18nMoneyFormat, money } from './i18n-money.js';
import { decimal, percentageFormat } from './i18n-number-formatters.js';
import { unit, unitsMetric } from './i18n-unit.js';

/**
 * i18n formatters by name. Each prints '' when the render locale is `none` (no locale data),
 * except `timesince`, whose wording is SPEC's English. `plural` is the deprecated name of
 * `message`; `currency`, `number` and `humanize-duration` are the formatter forms of the message
 * argument types of the same names.
 */
export const I18N_FORMATTERS: FormatterTable = {
  message,
  plural: message,
  money,
  currency: money,
  decimal,
  number: decimal,
  'percentage-format': percentageFormat,
  'bookkeeper-money-format': bookkeeperMoneyFormat,
  'i18n-money-format': i18nMoneyFormat,
  datetime,
  'datetime-interval': datetimeInterval,
  datetimefield,
  'relative-time': relativeTime,
  timesince,
  'humanize-duration': humanizeDurationFormatter,
  unit,
};

/** i18n predicates by name. */
export const I18N_PREDICATES: PredicateTable = {
  'units-metric?': unitsMetric,
};
