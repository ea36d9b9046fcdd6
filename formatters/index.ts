// The full plugin registry: every formatter and predicate table merged once, at load time.
import { CORE_FORMATTERS, CORE_PREDICATES } from '../engine/index.js';
import type { FormatterTable, PredicateTable } from '../engine/types.js';
import { COMMERCE_FORMATTERS, COMMERCE_PREDICATES } from './commerce.js';
import { CONTENT_FORMATTERS, CONTENT_PREDICATES } from './content.js';
import { DATE_FORMATTERS } from './date.js';
import { FORMS_FORMATTERS } from './forms.js';
import { I18N_FORMATTERS, I18N_PREDICATES } from './i18n.js';
import { SOCIAL_FORMATTERS, SOCIAL_PREDICATES } from './social.js';

/** Every formatter a template may call, by name. Pass it to `compile`. */
export const FORMATTERS: FormatterTable = Object.freeze({
  ...CORE_FORMATTERS,
  ...DATE_FORMATTERS,
  ...CONTENT_FORMATTERS,
  ...COMMERCE_FORMATTERS,
  ...SOCIAL_FORMATTERS,
  ...FORMS_FORMATTERS,
  ...I18N_FORMATTERS,
});

/** Every predicate a template may call, by name. Pass it to `compile`. */
export const PREDICATES: PredicateTable = Object.freeze({
  ...CORE_PREDICATES,
  ...CONTENT_PREDICATES,
  ...COMMERCE_PREDICATES,
  ...SOCIAL_PREDICATES,
  ...I18N_PREDICATES,
});
