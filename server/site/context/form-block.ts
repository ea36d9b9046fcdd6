// A form block's context (SPEC §3 "Form"): each field shaped for the theme's markup, by kind of input.
import { FIELD_PARTS, LIKERT_LABELS, type LikertAnswer } from '../../../domain/form-values.js';
import type { FormRecord } from './store.js';

/** What a text-like field type is entered with. */
const SINGLE_INPUTS: Readonly<
  Record<string, { inputType: string; inputmode?: string; autocomplete?: string }>
> = {
  text: { inputType: 'text' },
  email: { inputType: 'email', autocomplete: 'email' },
  currency: { inputType: 'text', inputmode: 'decimal' },
  number: { inputType: 'number' },
  website: { inputType: 'url', autocomplete: 'url' },
  password: { inputType: 'password' },
  twitter: { inputType: 'text' },
};

const PART_LABELS: Readonly<Record<string, string>> = {
  Line1: 'Address Line 1',
  Line2: 'Address Line 2',
  City: 'City',
  State: 'State/Province',
  Zip: 'Zip/Postal Code',
  Country: 'Country',
  First: 'First Name',
  Last: 'Last Name',
  Month: 'Month',
  Day: 'Day',
  Year: 'Year',
  Hour: 'Hour',
  Minute: 'Minute',
  Second: 'Second',
  Ampm: 'AM/PM',
  Areacode: 'Area Code',
  Prefix: 'Prefix',
  Line: 'Line',
};

const PART_AUTOCOMPLETE: Readonly<Record<string, string>> = {
  Line1: 'address-line1',
  Line2: 'address-line2',
  City: 'address-level2',
  State: 'address-level1',
  Zip: 'postal-code',
  Country: 'country-name',
  First: 'given-name',
  Last: 'family-name',
};

const LIKERT_VALUES: readonly LikertAnswer[] = ['-2', '-1', '0', '1', '2'];

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function list(value: unknown): string[] {
  return Array.isArray(value) ? value.map(text).filter((entry) => entry !== '') : [];
}

/** A field id usable in `id` and `name` attributes: letters, digits, `-` and `_` only. */
function safeId(value: unknown, index: number): string {
  const id = text(value).replace(/[^A-Za-z0-9_-]/g, '');
  return id === '' ? `field-${index + 1}` : id;
}

/**
 * One field for the theme: its `id`, `name`, `inputId`, title, description and required flag, and
 * exactly one of `single`, `textarea`, `parts`, `choices`, `select`, `likert`, `section` or
 * `hidden` describing its inputs. A hidden field takes the URL query parameter of its name when
 * set (SPEC §3), else its own value.
 */
export function formField(
  formId: string,
  raw: Record<string, unknown>,
  index: number,
  query: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const id = safeId(raw.id, index);
  const type = text(raw.type) || 'text';
  const inputId = `${formId}-${id}`;
  const field: Record<string, unknown> = {
    id,
    name: id,
    inputId,
    type,
    title: text(raw.title) || text(raw.label),
    description: text(raw.description),
    required: raw.required === true,
    placeholder: text(raw.placeholder),
  };
  const options = list(raw.options).map((option, i) => ({
    value: option,
    label: option,
    inputId: `${inputId}-${i + 1}`,
  }));
  if (Object.hasOwn(SINGLE_INPUTS, type)) {
    field.single = { ...SINGLE_INPUTS[type], prefix: type === 'twitter' ? '@' : '' };
  } else if (type === 'textarea') {
    const max = raw.maxLength;
    field.textarea =
      typeof max === 'number' && Number.isInteger(max) && max > 0 ? { rows: 6, maxLength: max } : { rows: 6 };
  } else if (Object.hasOwn(FIELD_PARTS, type)) {
    const parts = FIELD_PARTS[type as keyof typeof FIELD_PARTS];
    // SPEC §3: a phone is three parts (a leading country part is optional).
    const shown = type === 'phone' ? parts.slice(1) : parts;
    field.parts = shown.map((part) => ({
      name: `${id}-${part.toLowerCase()}`,
      label: PART_LABELS[part] ?? part,
      inputId: `${inputId}-${part.toLowerCase()}`,
      autocomplete: PART_AUTOCOMPLETE[part] ?? 'off',
      required: field.required === true && part !== 'Line2' && part !== 'Second',
    }));
  } else if (type === 'radio' || type === 'checkbox') {
    field.choices = { inputType: type, options };
  } else if (type === 'select') {
    field.select = { options };
  } else if (type === 'likert') {
    field.likert = {
      questions: list(raw.questions).map((question, q) => ({
        question,
        name: `${id}-${q + 1}`,
        answers: LIKERT_VALUES.map((value) => ({
          value,
          label: LIKERT_LABELS[value],
          inputId: `${inputId}-${q + 1}-${value}`,
        })),
      })),
    };
  } else if (type === 'section') {
    field.section = { title: field.title, description: field.description };
  } else if (type === 'hidden') {
    const fromQuery = text(query[id]);
    field.hidden = { value: fromQuery !== '' ? fromQuery : text(raw.value) };
  } else {
    field.single = SINGLE_INPUTS.text;
  }
  return field;
}

/** A FORMS row as a form block: its fields shaped, its texts and captcha settings. */
export function formContext(
  form: FormRecord,
  query: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const fields = Array.isArray(form.fields) ? form.fields : [];
  return {
    id: form.id,
    name: form.name,
    fields: fields.map((field, index) => formField(form.id, field ?? {}, index, query)),
    parsedSubmissionMessage: form.submission_message,
    submissionHTML: form.submission_html,
    successRedirect: form.success_redirect ?? '',
    parsedDisclaimerMessage: form.disclaimer_message,
    captchaEnabled: form.captcha_enabled,
    captchaTheme: form.captcha_theme,
    captchaAlignment: form.captcha_alignment,
    submitLabel: 'Submit',
  };
}
