// A form's fields read from its stored JSON (SPEC §3 "Form"): known types, safe ids, options and limits.
import { FORM_FIELD_TYPES, type FormFieldType } from '../form-values.js';

/** One field of a form, as validation, the server and the form island read it. */
export interface FormFieldSpec {
  /** Letters, digits, `-` and `_` only, so it is safe in `id` and `name` attributes. */
  readonly id: string;
  readonly type: FormFieldType;
  readonly title: string;
  readonly description: string;
  readonly required: boolean;
  readonly placeholder: string;
  /** The choices of a radio, checkbox or select field. */
  readonly options: readonly string[];
  /** The questions of a likert survey. */
  readonly questions: readonly string[];
  /** The most characters a text or textarea field takes; 0 for no limit. */
  readonly maxLength: number;
  /** A hidden field's own value. */
  readonly value: string;
  /** An address or phone field's country (ISO 3166 alpha-2), '' when none is set. */
  readonly defaultCountry: string;
}

const KNOWN_TYPES: ReadonlySet<string> = new Set(FORM_FIELD_TYPES);

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function texts(value: unknown): string[] {
  return Array.isArray(value) ? value.map(text).filter((entry) => entry !== '') : [];
}

/** A field id usable in `id` and `name` attributes: letters, digits, `-` and `_` only. */
export function safeFieldId(value: unknown, index: number): string {
  const id = text(value).replace(/[^A-Za-z0-9_-]/g, '');
  return id === '' ? `field-${index + 1}` : id;
}

function maxLengthOf(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
}

/**
 * The fields of a stored form (`FORMS.fields`): entries that are not objects are skipped, an
 * unknown type reads as `text`, and a field whose id repeats an earlier one is left out, so every
 * id names one field.
 */
export function readFormFields(raw: unknown): FormFieldSpec[] {
  if (!Array.isArray(raw)) return [];
  const fields: FormFieldSpec[] = [];
  const seen = new Set<string>();
  raw.forEach((entry: unknown, index) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return;
    const field = entry as Record<string, unknown>;
    const id = safeFieldId(field.id, index);
    if (seen.has(id)) return;
    seen.add(id);
    const type = text(field.type);
    fields.push({
      id,
      type: KNOWN_TYPES.has(type) ? (type as FormFieldType) : 'text',
      title: text(field.title) || text(field.label),
      description: text(field.description),
      required: field.required === true && type !== 'section' && type !== 'hidden',
      placeholder: text(field.placeholder),
      options: texts(field.options),
      questions: texts(field.questions),
      maxLength: maxLengthOf(field.maxLength),
      value: text(field.value),
      defaultCountry: /^[A-Z]{2}$/.test(text(field.defaultCountry)) ? text(field.defaultCountry) : '',
    });
  });
  return fields;
}
