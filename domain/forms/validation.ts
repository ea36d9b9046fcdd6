// Form validation (SPEC §5 "Forms"): each field's rule and message, run the same by the server and the form island.
import { validatePostalCode } from '../addresses/postal-codes.js';
import {
  FIELD_PARTS,
  isMultiPart,
  normalizeFieldValue,
  padPhone,
  type FieldValue,
  type LikertValues,
  type MultiPartType,
} from '../form-values.js';
import type { FormFieldSpec } from './form-fields.js';
import { FIELD_MESSAGES, emailMessage } from './messages.js';

/** A form's answers: field id → value (sections have none). */
export type FormValues = Readonly<Record<string, FieldValue>>;

/** Field id → the message shown above that field. */
export type FieldErrors = Record<string, string>;

/**
 * The most characters any one answer may hold when the form sets no limit, so a submission cannot
 * store megabytes; past it the character-limit message applies.
 */
export const MAX_ANSWER_LENGTH = 10_000;

/** The likert answers a survey accepts (SPEC §3: -2 to 2). */
const LIKERT_ANSWERS: ReadonlySet<string> = new Set(['-2', '-1', '0', '1', '2']);

/** The parts of a multi-part field that must be filled when the field is required. */
export const REQUIRED_PARTS: Readonly<Record<MultiPartType, readonly string[]>> = {
  address: ['Line1', 'City', 'State', 'Zip', 'Country'],
  name: ['First', 'Last'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute', 'Ampm'],
  phone: ['Areacode', 'Prefix', 'Line'],
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `text` is an email address (one @, no spaces, a dot in the domain). */
export function isEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}

/** The value a field has when nothing was answered. */
export function emptyValue(field: Pick<FormFieldSpec, 'type'>): FieldValue {
  if (isMultiPart(field.type)) return FIELD_PARTS[field.type].map(() => '');
  if (field.type === 'checkbox') return [];
  if (field.type === 'likert') return {};
  return '';
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text safe to store and show: NUL characters removed and lone UTF-16 surrogates replaced by
 * U+FFFD (PostgreSQL refuses both in text and jsonb).
 */
export function cleanText(text: string): string {
  return text.replace(/\u0000/g, '').replace(LONE_SURROGATE, '\uFFFD');
}

function cleanTexts(value: FieldValue): FieldValue {
  if (typeof value === 'string') return cleanText(value);
  if (Array.isArray(value)) return (value as readonly string[]).map(cleanText);
  return Object.fromEntries(
    Object.entries(value as LikertValues).map(([question, answer]) => [
      cleanText(question),
      cleanText(answer),
    ]),
  );
}

/** A value in its field's shape with answers outside the field's options, questions or parts dropped. */
function cleanValue(field: FormFieldSpec, value: FieldValue): FieldValue | undefined {
  if (field.type === 'likert') {
    const answers: Record<string, string> = {};
    for (const [question, answer] of Object.entries(value as LikertValues)) {
      if (field.questions.includes(question) && LIKERT_ANSWERS.has(answer)) answers[question] = answer;
    }
    return answers;
  }
  if (field.type === 'checkbox') {
    const list = value as readonly string[];
    return field.options.filter((option) => list.includes(option));
  }
  if (isMultiPart(field.type)) {
    const names = FIELD_PARTS[field.type];
    const parts = field.type === 'phone' ? padPhone(value as string[]) : [...(value as string[])];
    if (parts.length > names.length) return undefined;
    return names.map((_, i) => parts[i] ?? '');
  }
  if (field.type === 'radio' || field.type === 'select') {
    return field.options.includes(value as string) ? value : '';
  }
  return value;
}

/** The outcome of reading submitted answers: the values, or `ok: false` when their shape is wrong. */
export type ReadValues = { ok: true; values: Record<string, FieldValue> } | { ok: false };

/**
 * Submitted answers (parsed JSON: field id → value) read against the form's fields: every field
 * but sections gets a value in its kind (SPEC §3 "Form field value kinds"), missing or null ones
 * the empty value; keys that name no field are ignored; choices outside a field's options are
 * dropped. `ok: false` when the answers are not an object or a value has the wrong shape (an
 * object for a text field, a list of lists…).
 */
export function readSubmittedValues(fields: readonly FormFieldSpec[], raw: unknown): ReadValues {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false };
  const answers = raw as Record<string, unknown>;
  const values: Record<string, FieldValue> = {};
  for (const field of fields) {
    if (field.type === 'section') continue;
    const given = Object.prototype.hasOwnProperty.call(answers, field.id) ? answers[field.id] : undefined;
    if (given === undefined || given === null) {
      values[field.id] = emptyValue(field);
      continue;
    }
    const normalized = normalizeFieldValue(field.type, given);
    const cleaned = normalized === undefined ? undefined : cleanValue(field, cleanTexts(normalized));
    if (cleaned === undefined) return { ok: false };
    values[field.id] = cleaned;
  }
  return { ok: true, values };
}

function pieces(value: FieldValue | undefined): string[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return [...(value as readonly string[])];
  return [...Object.keys(value), ...Object.values(value as LikertValues)];
}

function part(field: FormFieldSpec, value: FieldValue | undefined, name: string): string {
  if (!isMultiPart(field.type) || !Array.isArray(value)) return '';
  const index = (FIELD_PARTS[field.type] as readonly string[]).indexOf(name);
  return ((value as readonly string[])[index] ?? '').trim();
}

/** Whether a field counts as unanswered for the 'Required' rule. */
function isMissing(field: FormFieldSpec, value: FieldValue | undefined): boolean {
  if (isMultiPart(field.type)) {
    return REQUIRED_PARTS[field.type].some((name) => part(field, value, name) === '');
  }
  if (field.type === 'checkbox') return !Array.isArray(value) || value.length === 0;
  return typeof value !== 'string' || value.trim() === '';
}

/**
 * The message for one field's value, or undefined when it is valid (SPEC §5): 'Required' for an
 * empty required field (single, multi-part, checkbox group, radio, select); the survey message
 * when a required likert leaves a question unanswered; the character-limit message past a text's
 * `maxLength` (or past {@link MAX_ANSWER_LENGTH}); the email message for text that is not an email;
 * an address's postal-code message when its code breaks its country's rule.
 * Empty optional fields are valid. Sections and hidden fields are never flagged but for size.
 */
export function fieldError(field: FormFieldSpec, value: FieldValue | undefined): string | undefined {
  if (field.type === 'section') return undefined;
  if (pieces(value).some((piece) => piece.length > MAX_ANSWER_LENGTH)) return FIELD_MESSAGES.characterLimit;
  if (field.type === 'hidden') return undefined;
  if (field.type === 'likert') {
    const answers = (typeof value === 'object' && !Array.isArray(value) ? value : {}) as LikertValues;
    const unanswered = field.questions.some((question) => (answers[question] ?? '') === '');
    return field.required && unanswered ? FIELD_MESSAGES.survey : undefined;
  }
  if (isMissing(field, value)) {
    const answered = pieces(value).some((piece) => piece.trim() !== '');
    if (field.required) return FIELD_MESSAGES.required;
    if (!answered) return undefined;
    // A half-filled optional multi-part field is valid: only required fields need every part.
  }
  if (field.type === 'address') {
    // SPEC §5 "Postal codes": the address's own country decides the rule and its message.
    const postal = validatePostalCode(part(field, value, 'Country'), part(field, value, 'Zip'));
    if (postal !== undefined) return postal;
  }
  const single = typeof value === 'string' ? value : '';
  if ((field.type === 'text' || field.type === 'textarea') && field.maxLength > 0) {
    if (single.length > field.maxLength) return FIELD_MESSAGES.characterLimit;
  }
  if (field.type === 'email' && single.trim() !== '' && !isEmail(single)) return emailMessage();
  return undefined;
}

/** Every invalid field of a form with its message (SPEC §5: all fields are checked, each flagged). */
export function validateForm(fields: readonly FormFieldSpec[], values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const message = fieldError(field, values[field.id]);
    if (message !== undefined) errors[field.id] = message;
  }
  return errors;
}

/** A long-text field's counter (SPEC §5): 'used / max', and whether it is over; none without a max. */
export interface CharacterCounter {
  text: string;
  over: boolean;
}

/** The counter of a text holding `value` with a limit of `maxLength`; undefined when the max is missing or 0. */
export function characterCounter(value: string, maxLength: number | undefined): CharacterCounter | undefined {
  if (maxLength === undefined || !Number.isFinite(maxLength) || maxLength <= 0) return undefined;
  return { text: `${value.length} / ${maxLength}`, over: value.length > maxLength };
}
