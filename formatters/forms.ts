// The forms plugin table: `summary-form-field` (JSONT lists it with commerce; it is the forms domain).
import type { FormatterTable } from '../engine/types.js';
import { summaryFormField } from './forms-summary.js';

/** Forms formatters by name. */
export const FORMS_FORMATTERS: FormatterTable = {
  'summary-form-field': summaryFormField,
};
