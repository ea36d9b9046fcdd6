// The builder's working copy of a form: fields with local keys (stable while dragged), made from a stored form, turned into a save.
import type { FormFieldType } from '../../../domain/form-values.js';
import { CHOICE_FIELD_TYPES } from '../../../domain/forms/form-builder-rules.js';
import type { FormDefinition } from '../../../domain/owner-api/forms.js';
import type { FormSaveBody } from '../../api/forms.js';

/** One field being edited; `id` only for a field the stored form has. */
export interface DraftField {
  key: string;
  id?: string;
  type: FormFieldType;
  label: string;
  description: string;
  placeholder: string;
  required: boolean;
  options: string[];
  questions: string[];
  maxLength: number;
  value: string;
  defaultCountry: string;
}

/** What happens after a visitor sends the form. */
export type AfterSubmit = 'message' | 'redirect';

/** The form being edited. */
export interface Draft {
  name: string;
  fields: DraftField[];
  submitLabel: string;
  afterSubmit: AfterSubmit;
  submissionMessage: string;
  successRedirect: string;
  disclaimerMessage: string;
  captchaEnabled: boolean;
  storage: FormDefinition['storage'];
}

/** Every field type, as the "Add a field" menu names it (SPEC §3's list). */
export const FIELD_TYPE_LABELS: Readonly<Record<FormFieldType, string>> = {
  text: 'Text',
  textarea: 'Long text',
  email: 'Email',
  name: 'Name',
  phone: 'Phone',
  address: 'Address',
  number: 'Number',
  currency: 'Currency',
  website: 'Website',
  twitter: 'X (Twitter)',
  password: 'Password',
  date: 'Date',
  time: 'Time',
  radio: 'Radio buttons',
  checkbox: 'Checkboxes',
  select: 'Dropdown',
  likert: 'Survey (likert)',
  section: 'Section heading',
  hidden: 'Hidden',
};

/** Types that take options, questions, a placeholder, a character limit, a value, a country. */
export const TAKES = {
  options: (type: FormFieldType) => CHOICE_FIELD_TYPES.includes(type),
  questions: (type: FormFieldType) => type === 'likert',
  placeholder: (type: FormFieldType) =>
    ['text', 'textarea', 'email', 'number', 'currency', 'website', 'twitter', 'password'].includes(type),
  maxLength: (type: FormFieldType) => type === 'text' || type === 'textarea',
  value: (type: FormFieldType) => type === 'hidden',
  country: (type: FormFieldType) => type === 'phone' || type === 'address',
  required: (type: FormFieldType) => type !== 'section' && type !== 'hidden',
};

let counter = 0;

/** A key no other field of this page has. */
export function newKey(): string {
  counter += 1;
  return `new-${counter}`;
}

/** A new field of `type`, with a label to change and, for choices, two options to start from. */
export function newField(type: FormFieldType): DraftField {
  return {
    key: newKey(),
    type,
    label: FIELD_TYPE_LABELS[type],
    description: '',
    placeholder: '',
    required: false,
    options: TAKES.options(type) ? ['Option 1', 'Option 2'] : [],
    questions: TAKES.questions(type) ? ['Question 1'] : [],
    maxLength: 0,
    value: '',
    defaultCountry: '',
  };
}

/** A new, empty form. */
export function emptyDraft(): Draft {
  return {
    name: '',
    fields: [],
    submitLabel: 'Submit',
    afterSubmit: 'message',
    submissionMessage: 'Thank you!',
    successRedirect: '',
    disclaimerMessage: '',
    captchaEnabled: false,
    storage: { emailEnabled: true, emailTo: [], mailingListId: null, optInFieldId: null, webhooks: true },
  };
}

/** The draft of a stored form. */
export function draftOf(form: FormDefinition): Draft {
  return {
    name: form.name,
    fields: form.fields.map((field) => ({ ...field, key: field.id })),
    submitLabel: form.submitLabel,
    afterSubmit: form.successRedirect === '' ? 'message' : 'redirect',
    submissionMessage: form.submissionMessage,
    successRedirect: form.successRedirect,
    disclaimerMessage: form.disclaimerMessage,
    captchaEnabled: form.captchaEnabled,
    storage: form.storage,
  };
}

/** The save of a draft: only the chosen after-submit text goes, each field with the parts its type takes. */
export function saveBodyOf(draft: Draft, confirmRemoveFields = false): FormSaveBody {
  return {
    name: draft.name,
    fields: draft.fields.map(({ key: _key, ...field }) => ({
      ...field,
      options: TAKES.options(field.type) ? linesOf(field.options.join('\n')) : [],
      questions: TAKES.questions(field.type) ? linesOf(field.questions.join('\n')) : [],
      required: TAKES.required(field.type) && field.required,
    })),
    submitLabel: draft.submitLabel,
    submissionMessage: draft.submissionMessage,
    successRedirect: draft.afterSubmit === 'redirect' ? draft.successRedirect : '',
    disclaimerMessage: draft.disclaimerMessage,
    captchaEnabled: draft.captchaEnabled,
    storage: { ...draft.storage, emailTo: linesOf(draft.storage.emailTo.join('\n')) },
    ...(confirmRemoveFields ? { confirmRemoveFields: true } : {}),
  };
}

/** Lines of a textarea as a list, blank lines left out (while typing, the list keeps them: `text.split('\n')`). */
export function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
