// The `summary-form-field` formatter: one answered form field as order and submission summaries show it.
import { asString, getPath, kindOf } from '../engine/index.js';
import type { Formatter, Template } from '../engine/types.js';
import {
  LIKERT_LABEL_KEYS,
  LIKERT_LABELS,
  NO_ANSWER_TEXT_KEY,
  hasAnswer,
  likertRows,
  noAnswerText,
  type LikertAnswer,
  type LikertValues,
  type SummaryField,
} from '../domain/form-values.js';
import { withoutArgs } from './social-args.js';
import { escapeText } from './social-html.js';
import { widgetTemplate } from './social-widget-template.js';

const LOCALIZED_STRINGS = ['localizedStrings'];
const HEAD = '<div style="font-size:11px; margin-top:3px">\n  <span style="font-weight:bold;">';

/** The widget that shows each structured answer; other types show their `value`. */
const TEMPLATES: ReadonlyMap<string, () => Template> = new Map(
  ['address', 'checkbox', 'date', 'likert', 'name', 'phone', 'time'].map((type) => [
    type,
    widgetTemplate(`summary-form-field-${type}`),
  ]),
);

const LIKERT_ANSWERS = Object.keys(LIKERT_LABELS) as LikertAnswer[];

/** A summary field from page data, whatever its JSON: scalars as text, anything else left out. */
function readField(json: unknown): SummaryField {
  const field: SummaryField = {
    type: asString(getPath(json, ['type'])),
    rawTitle: asString(getPath(json, ['rawTitle'])),
    value: asString(getPath(json, ['value'])),
  };
  const values = getPath(json, ['values']);
  if (Array.isArray(values)) {
    field.values = values.map(asString);
  } else if (kindOf(values) === 'object') {
    const named: Record<string, string> = {};
    for (const [name, part] of Object.entries(values as object)) named[name] = asString(part);
    field.values = named;
  }
  return field;
}

/** The likert labels, each from `localizedStrings` when the site translates it. */
function likertLabels(localized: unknown): Record<LikertAnswer, string> {
  const labels = { ...LIKERT_LABELS };
  for (const answer of LIKERT_ANSWERS) {
    const translation = getPath(localized, [LIKERT_LABEL_KEYS[answer]]);
    if (typeof translation === 'string' && translation !== '') labels[answer] = translation;
  }
  return labels;
}

/**
 * `{field|summary-form-field}`: the field's title in bold and its answer, the structured kinds
 * through their private widgets (address, checkbox, date, likert, name, phone, time), others as
 * `value`. An empty answer shows 'N/A' or the site's `productSummaryFormNoAnswerText`; a section
 * shows nothing. Visitor answers and the title are HTML-escaped.
 */
export const summaryFormField: Formatter = withoutArgs('summary-form-field', (value, _args, ctx) => {
  const field = readField(value);
  if (field.type === 'section') return '';
  const localized = ctx.resolve(LOCALIZED_STRINGS);
  const template = TEMPLATES.get(field.type);
  let answer = '';
  if (template === undefined) {
    answer = escapeText(field.value ?? '');
  } else if (hasAnswer(field)) {
    const node =
      field.type === 'likert' ? likertRows(field.values as LikertValues, likertLabels(localized)) : value;
    answer = ctx.renderTemplate(template(), node, { private: true });
  }
  if (answer === '') answer = noAnswerText(asString(getPath(localized, [NO_ANSWER_TEXT_KEY])));
  return `${HEAD}${escapeText(field.rawTitle)}:</span> ${answer}\n</div>`;
});
