// Form answers (SPEC §3 "Form field value kinds"): the value each field type submits and how a summary shows it.

/** Every form field type (SPEC §3 "Form"). */
export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'currency',
  'number',
  'website',
  'password',
  'twitter',
  'date',
  'time',
  'name',
  'address',
  'phone',
  'section',
  'radio',
  'checkbox',
  'select',
  'likert',
  'hidden',
] as const;

export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/**
 * The named child values of the multi-part fields, in the order the form lists their inputs; a
 * summary field carries them as `values` under these names.
 */
export const FIELD_PARTS = {
  address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
  name: ['First', 'Last'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute', 'Second', 'Ampm'],
  phone: ['Country', 'Areacode', 'Prefix', 'Line'],
} as const satisfies Record<string, readonly string[]>;

export type MultiPartType = keyof typeof FIELD_PARTS;

/** A likert answer: the value of the checked option, -2 to 2. */
export type LikertAnswer = '-2' | '-1' | '0' | '1' | '2';

/** The answer labels of a likert survey (SPEC §3). */
export const LIKERT_LABELS: Readonly<Record<LikertAnswer, string>> = {
  '-2': 'Strongly Disagree',
  '-1': 'Disagree',
  '0': 'Neutral',
  '1': 'Agree',
  '2': 'Strongly Agree',
};

/** The `localizedStrings` keys that translate the likert labels. */
export const LIKERT_LABEL_KEYS: Readonly<Record<LikertAnswer, string>> = {
  '-2': 'productAnswerMapStronglyDisagree',
  '-1': 'productAnswerMapDisagree',
  '0': 'productAnswerMapNeutral',
  '1': 'productAnswerMapAgree',
  '2': 'productAnswerMapStronglyAgree',
};

/** What a summary shows for an empty answer (SPEC §3). */
export const NO_ANSWER_TEXT = 'N/A';

/** The `localizedStrings` key that translates {@link NO_ANSWER_TEXT}. */
export const NO_ANSWER_TEXT_KEY = 'productSummaryFormNoAnswerText';

/** A likert survey's answers: question → the value of its checked answer. */
export type LikertValues = Readonly<Record<string, string>>;

/**
 * A field's submitted value: a list for the multi-part fields (in {@link FIELD_PARTS} order) and
 * for checkboxes (the checked values), question → answer for a likert survey, text otherwise.
 */
export type FieldValue = string | readonly string[] | LikertValues;

/** What a form reads from one field's inputs. */
export interface FieldInput {
  /**
   * The texts of the field's inputs in order (one for a single-value field), or the checked
   * options of a checkbox group or radio, or the selected option of a select.
   */
  values: readonly string[];
  /** A likert survey's checked answer per question. */
  answers?: LikertValues;
  /** A hidden field: the URL query parameter of the field's name, when the page has one. */
  queryValue?: string;
}

/** A field as a summary shows it (SPEC §3 "Summary field"). */
export interface SummaryField {
  type: string;
  rawTitle: string;
  /** The answer of a single-value field, or of a checkbox given as one value. */
  value?: string;
  /** The named parts of a multi-part field, the checked values of a checkbox, or likert answers. */
  values?: readonly string[] | Readonly<Record<string, string>>;
}

/** One line of a likert summary. */
export interface LikertRow {
  question: string;
  answer: string;
}

/** Whether `type` is one of the multi-part fields (address, name, date, time, phone). */
export function isMultiPart(type: string): type is MultiPartType {
  return Object.prototype.hasOwnProperty.call(FIELD_PARTS, type);
}

/** A phone number's parts as four (country, area code, prefix, line): a three-part number gets an empty country. */
export function padPhone(parts: readonly string[]): string[] {
  const padded = [...parts];
  while (padded.length < FIELD_PARTS.phone.length) padded.unshift('');
  return padded;
}

/**
 * The value a field submits, or `undefined` for a section, which has no answer and is skipped. A
 * hidden field takes the URL query parameter of its name when that is not empty, else its own value.
 */
export function fieldValue(type: string, input: FieldInput): FieldValue | undefined {
  const first = input.values[0] ?? '';
  switch (type) {
    case 'section':
      return undefined;
    case 'phone':
      return padPhone(input.values);
    case 'address':
    case 'name':
    case 'date':
    case 'time':
    case 'checkbox':
      return [...input.values];
    case 'likert':
      return { ...input.answers };
    case 'hidden':
      return input.queryValue !== undefined && input.queryValue !== '' ? input.queryValue : first;
    default:
      // radio (the checked value), select (the chosen option) and every text-like field.
      return first;
  }
}

/** The submission of a whole form: field id → value, sections left out. */
export function collectFormValues<F extends { id: string; type: string }>(
  fields: readonly F[],
  read: (field: F) => FieldInput,
): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const field of fields) {
    if (field.type === 'section') continue;
    const value = fieldValue(field.type, read(field));
    if (value !== undefined) values[field.id] = value;
  }
  return values;
}

const scalarText = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : undefined;

function textList(raw: unknown): string[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const list: string[] = [];
  for (const item of raw) {
    const text = scalarText(item);
    if (text === undefined) return undefined;
    list.push(text);
  }
  return list;
}

/**
 * A submitted value (parsed JSON) in the shape its field type expects, or `undefined` when the
 * shape is wrong or the field is a section. Numbers and booleans become text; a checkbox may send
 * a single value; a phone is padded to four parts.
 */
export function normalizeFieldValue(type: string, raw: unknown): FieldValue | undefined {
  if (type === 'section') return undefined;
  if (type === 'likert') {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
    const answers: Record<string, string> = {};
    for (const [question, answer] of Object.entries(raw)) {
      const text = scalarText(answer);
      if (text === undefined) return undefined;
      answers[question] = text;
    }
    return answers;
  }
  if (type === 'checkbox') {
    const single = scalarText(raw);
    return single !== undefined ? [single] : textList(raw);
  }
  if (isMultiPart(type)) {
    const parts = textList(raw);
    return parts !== undefined && type === 'phone' ? padPhone(parts) : parts;
  }
  return scalarText(raw);
}

const isList = (values: unknown): values is readonly string[] => Array.isArray(values);

/** The summary of an answered field: multi-part values by part name, lists and likert answers as `values`. */
export function summaryField(type: string, rawTitle: string, value: FieldValue): SummaryField {
  if (typeof value === 'string') return { type, rawTitle, value };
  if (!isList(value)) return { type, rawTitle, values: { ...value } };
  if (!isMultiPart(type)) return { type, rawTitle, values: [...value] };
  const names: readonly string[] = FIELD_PARTS[type];
  const parts = type === 'phone' ? padPhone(value) : value;
  const values: Record<string, string> = {};
  names.forEach((name, i) => (values[name] = parts[i] ?? ''));
  return { type, rawTitle, values };
}

function part(field: SummaryField, name: string): string {
  const values = field.values;
  return values === undefined || isList(values) ? '' : (values[name] ?? '');
}

/** The parts that make an answer: a time's am/pm alone is not one. */
const ANSWER_PARTS: Readonly<Record<MultiPartType, readonly string[]>> = {
  ...FIELD_PARTS,
  time: ['Hour', 'Minute', 'Second'],
};

/** Whether a summary field holds an answer; a summary shows the no-answer text for one that does not. */
export function hasAnswer(field: SummaryField): boolean {
  const { type, values } = field;
  if (isMultiPart(type)) return ANSWER_PARTS[type].some((name) => part(field, name) !== '');
  if (type === 'likert') return values !== undefined && !isList(values) && Object.keys(values).length > 0;
  if (type === 'checkbox' && isList(values) && values.some((v) => v !== '')) return true;
  return (field.value ?? '') !== '';
}

/**
 * The rows of a likert summary, in question order, each answer by its label; an answer outside
 * -2 to 2 reads as the neutral label.
 */
export function likertRows(
  values: LikertValues,
  labels: Readonly<Record<LikertAnswer, string>> = LIKERT_LABELS,
): LikertRow[] {
  return Object.keys(values).map((question) => {
    const answer = values[question];
    const label = Object.prototype.hasOwnProperty.call(labels, answer)
      ? labels[answer as LikertAnswer]
      : undefined;
    return { question, answer: label ?? labels['0'] };
  });
}

/** The no-answer text: the site's translation when it has a non-blank one, else 'N/A'. */
export function noAnswerText(translation?: string): string {
  const text = translation?.trim() ?? '';
  return text === '' ? NO_ANSWER_TEXT : text;
}

/**
 * A summary field's answer as plain text (an email, a confirmation), following the summary
 * widgets: address on up to three lines, `First Last`, `M/D/Y`, `H:M:S am` with 00 for a missing
 * unit, `+C area-prefix-line`, checked values joined with ', ', likert as `question: answer` lines.
 * '' when the field has no answer.
 */
export function summaryText(
  field: SummaryField,
  labels: Readonly<Record<LikertAnswer, string>> = LIKERT_LABELS,
): string {
  if (!hasAnswer(field)) return '';
  const p = (name: string): string => part(field, name);
  const orZero = (name: string): string => p(name) || '00';
  switch (field.type) {
    case 'address': {
      const place = [[p('City'), p('State')].filter(Boolean).join(', '), p('Zip'), p('Country')];
      return [p('Line1'), p('Line2'), place.filter(Boolean).join(' ')].filter(Boolean).join('\n');
    }
    case 'name':
      return [p('First'), p('Last')].filter(Boolean).join(' ');
    case 'date':
      return `${p('Month')}/${p('Day')}/${p('Year')}`;
    case 'time':
      return `${orZero('Hour')}:${orZero('Minute')}:${orZero('Second')} ${p('Ampm')}`.trimEnd();
    case 'phone':
      return (p('Country') ? `+${p('Country')} ` : '') + `${p('Areacode')}-${p('Prefix')}-${p('Line')}`;
    case 'likert':
      return likertRows(field.values as LikertValues, labels)
        .map((row) => `${row.question}: ${row.answer}`)
        .join('\n');
    case 'checkbox':
      return isList(field.values) && field.values.some((v) => v !== '')
        ? field.values.filter((v) => v !== '').join(', ')
        : (field.value ?? '');
    default:
      return field.value ?? '';
  }
}
