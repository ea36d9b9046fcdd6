// The form island's props: a form block's context (server/site/context/form-block.ts) read back safely.
import type { FieldValue } from '../../domain/form-values.js';
import { readFormFields, type FormFieldSpec } from '../../domain/forms/form-fields.js';

/** What a plain post of the form came to, when the page shows it again (errors and answers). */
export interface FormIslandState {
  readonly values: Readonly<Record<string, FieldValue>>;
  readonly errors: Readonly<Record<string, string>>;
  readonly message: string;
}

/** The form block island's props. */
export interface FormIslandProps {
  readonly id: string;
  readonly name: string;
  readonly fields: readonly FormFieldSpec[];
  /** Each hidden field's value (its URL query parameter, else its own). */
  readonly hiddenValues: Readonly<Record<string, string>>;
  readonly submissionMessage: string;
  /** The owner's HTML shown after a submission instead of the message, when set. */
  readonly submissionHtml: string;
  /** Where the visitor goes after a submission, when set. */
  readonly successRedirect: string;
  /** The owner's HTML disclaimer under the fields. */
  readonly disclaimerHtml: string;
  readonly captcha: { readonly enabled: boolean; readonly theme: string; readonly alignment: string };
  readonly submitLabel: string;
  /** SPEC §5: textareas get the browser's maxlength too (the vanilla-form-handler flag). */
  readonly textareaMaxLength: boolean;
  /** A newsletter form shows no summary message (SPEC §8). */
  readonly newsletter: boolean;
  /** The page is the redirect after a plain post of this form: show the success state. */
  readonly submitted: boolean;
  readonly state: FormIslandState;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

function textMap(value: unknown): Record<string, string> {
  const entries = Object.entries(record(value)).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}

function valueMap(value: unknown): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const [id, raw] of Object.entries(record(value))) {
    if (typeof raw === 'string') values[id] = raw;
    else if (Array.isArray(raw))
      values[id] = raw.filter((entry): entry is string => typeof entry === 'string');
    else if (typeof raw === 'object' && raw !== null) values[id] = textMap(raw);
  }
  return values;
}

/** The element id of a form's `<form>`: inputs outside it (the template's crumb) join it with `form="…"`. */
export function formElementId(formId: string): string {
  return `form-${formId}`;
}

/** The island's props from a form block's context (`{@|island form}`); anything missing reads as empty. */
export function formIslandProps(value: unknown): FormIslandProps {
  const form = record(value);
  const state = record(form.state);
  return {
    id: text(form.id),
    name: text(form.name),
    fields: readFormFields(form.fields),
    hiddenValues: textMap(form.hiddenValues),
    submissionMessage: text(form.parsedSubmissionMessage),
    submissionHtml: text(form.submissionHTML),
    successRedirect: text(form.successRedirect),
    disclaimerHtml: text(form.parsedDisclaimerMessage),
    captcha: {
      enabled: form.captchaEnabled === true,
      theme: text(form.captchaTheme, 'light'),
      alignment: text(form.captchaAlignment, 'left'),
    },
    submitLabel: text(form.submitLabel) || 'Submit',
    textareaMaxLength: form.textareaMaxLength === true,
    newsletter: form.newsletter === true,
    submitted: form.submitted === true,
    state: { values: valueMap(state.values), errors: textMap(state.errors), message: text(state.message) },
  };
}
