// A form block's context (SPEC §3 "Form"): the FORMS row as the form island's value, with a no-JavaScript post's outcome.
import type { FieldValue } from '../../../domain/form-values.js';
import { readFormFields } from '../../../domain/forms/form-fields.js';
import type { FormRecord } from './store.js';

/**
 * The query key under which the forms' plain post hands a page its outcome. A symbol, so no URL
 * can forge one: the page is rendered by the server with it, never from a visitor's address.
 */
export const FORM_STATE = Symbol('tessera.form-state');

/** SPEC §5: the feature flag under which a textarea also gets the browser's own maxlength. */
export const VANILLA_FORM_HANDLER_FLAG = 'vanilla-form-handler';

/** The query parameter a successful plain post redirects back with: the id of the form sent. */
export const FORM_SUBMITTED_PARAM = 'formSubmitted';

/** What a plain (JavaScript-off) post of a form came to, for the page that shows it again. */
export interface FormBlockState {
  formId: string;
  /** The answers as posted, to fill the form in again. */
  values: Record<string, FieldValue>;
  /** Field id → message, shown above each field. */
  errors: Record<string, string>;
  /** A message for the whole form (SPEC §8), '' when the fields say it all. */
  message: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function stateFor(
  formId: string,
  query: Readonly<Record<string | symbol, unknown>>,
): FormBlockState | undefined {
  const state = query[FORM_STATE] as FormBlockState | undefined;
  return state !== undefined && state.formId === formId ? state : undefined;
}

/**
 * A FORMS row as a form block, the value of `{@|island form}`: its fields (see
 * domain/forms/form-fields.ts), each hidden field's value (the URL query parameter of its name when
 * set, SPEC §3, else its own), its texts, captcha settings and the submit label; `submitted` when
 * the page is the redirect after a plain post of this form; `state` when it is shown again after a
 * plain post that failed; `textareaMaxLength` when the site's vanilla-form-handler flag is on
 * (SPEC §5: only then does a textarea get the browser's maxlength).
 */
export function formContext(
  form: FormRecord,
  query: Readonly<Record<string | symbol, unknown>>,
  featureFlags: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  const fields = readFormFields(form.fields);
  const hiddenValues: Record<string, string> = {};
  for (const field of fields) {
    if (field.type !== 'hidden') continue;
    const fromQuery = text(query[field.id]);
    hiddenValues[field.id] = fromQuery !== '' ? fromQuery : field.value;
  }
  const state = stateFor(form.id, query);
  return {
    id: form.id,
    name: form.name,
    fields,
    hiddenValues,
    parsedSubmissionMessage: form.submission_message,
    submissionHTML: form.submission_html,
    successRedirect: form.success_redirect ?? '',
    parsedDisclaimerMessage: form.disclaimer_message,
    captchaEnabled: form.captcha_enabled,
    captchaTheme: form.captcha_theme,
    captchaAlignment: form.captcha_alignment,
    submitLabel: form.submit_label || 'Submit',
    textareaMaxLength: featureFlags[VANILLA_FORM_HANDLER_FLAG] === true,
    submitted: text(query[FORM_SUBMITTED_PARAM]) === form.id,
    ...(state === undefined ? {} : { state }),
  };
}
