// One submission of a form block (SPEC §4 "Form submission handler", §7, §8): check, get a key, save, and what to show after.
import type { FormFieldSpec } from '../../domain/forms/form-fields.js';
import { FORM_MESSAGES, submissionFailureMessage } from '../../domain/forms/messages.js';
import { readSubmittedValues, validateForm } from '../../domain/forms/validation.js';
import { ApiError } from '../api-error.js';
import type { ApiClient } from '../context.js';

/** SPEC §7's form calls, path for path. */
export const FORM_API = {
  key: '/api/form/FormSubmissionKey',
  save: '/api/form/SaveFormSubmission',
  validate: (formId: string) => `/api/rest/forms/validate/${encodeURIComponent(formId)}`,
} as const;

/** What a submission came to. */
export type SubmitOutcome =
  { kind: 'success' } | { kind: 'failed'; errors: Record<string, string>; message: string };

/** One attempt: the form, the answers read from its inputs, and the captcha's answer when it has one. */
export interface SubmitAttempt {
  formId: string;
  fields: readonly FormFieldSpec[];
  answers: Record<string, unknown>;
  captchaEnabled: boolean;
  captchaKey?: string;
  /** The page's path and query, stored with the submission. */
  pageUrl: string;
  /**
   * False sends the answers unchecked, for the server to judge (SPEC §5: validation can be
   * disabled per submission, as a button with `formnovalidate` asks). Default true.
   */
  validate?: boolean;
}

function failed(message: string, errors: Record<string, string> = {}): SubmitOutcome {
  return { kind: 'failed', errors, message };
}

/** The message and field errors of a failed save (SPEC §8 "By status"). */
export function saveFailure(error: unknown): SubmitOutcome {
  if (!(error instanceof ApiError)) return failed(FORM_MESSAGES.unknown);
  if (error.status === 400 && error.fields !== undefined) return failed('', { ...error.fields });
  if (error.status === 0) return failed(error.message || FORM_MESSAGES.unknown);
  return failed(submissionFailureMessage(error.status, error.message));
}

/**
 * Runs one submission: every field checked with the domain's rules first (each invalid field
 * flagged, nothing sent) unless `validate` is false, the captcha required when the form has one, then a submission key
 * (`Could not get a form submission key…` when none comes) and the save with SPEC §3's payload
 * (`key`, `formId`, `form` as JSON text of field id → sanitized value, `captchaKey`, `pageUrl`).
 */
export async function submitForm(api: ApiClient, attempt: SubmitAttempt): Promise<SubmitOutcome> {
  const read = readSubmittedValues(attempt.fields, attempt.answers);
  if (!read.ok) return failed(FORM_MESSAGES.unparsable);
  if (attempt.validate !== false) {
    const errors = validateForm(attempt.fields, read.values);
    if (Object.keys(errors).length > 0) return failed('', errors);
  }
  if (attempt.captchaEnabled && (attempt.captchaKey ?? '') === '') return failed(FORM_MESSAGES.captcha);

  let key: unknown;
  try {
    key = ((await api.post<{ key?: unknown }>(FORM_API.key)) ?? {}).key;
  } catch {
    return failed(FORM_MESSAGES.noKey);
  }
  if (typeof key !== 'string' || key === '') return failed(FORM_MESSAGES.noKey);

  try {
    await api.post(FORM_API.save, {
      key,
      formId: attempt.formId,
      form: JSON.stringify(read.values),
      ...(attempt.captchaEnabled ? { captchaKey: attempt.captchaKey } : {}),
      pageUrl: attempt.pageUrl,
    });
  } catch (error) {
    return saveFailure(error);
  }
  return { kind: 'success' };
}
