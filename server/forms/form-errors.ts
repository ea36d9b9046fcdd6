// The form handler's refusals (SPEC §8 "Forms"): one status, code and message each.
import { FORM_MESSAGES, STATUS_MESSAGES } from '../../domain/forms/messages.js';
import { HttpError } from '../http/http-error.js';

/** What a submission or validation request is refused with. */
export const formErrors = {
  /** 404: no such form on this website. */
  notConfigured: () => new HttpError(404, 'form-not-configured', STATUS_MESSAGES[404]),
  /** 401: the submission key is missing, unknown, spent or expired. */
  badKey: () => new HttpError(401, 'invalid-submission-key', STATUS_MESSAGES[401]),
  /** 400: the `form` text is not JSON of field answers. */
  unparsable: () => new HttpError(400, 'unparsable-form', FORM_MESSAGES.unparsable),
  /** 400 with the per-field map: one or more answers break SPEC §5's rules. */
  invalid: (fields: Record<string, string>) =>
    new HttpError(400, 'invalid-fields', FORM_MESSAGES.invalid, fields),
  /** 400: the form has a captcha and none was completed, or the captcha check refused it. */
  captcha: (message: string = FORM_MESSAGES.captcha) => new HttpError(400, 'captcha-failed', message),
  /** 500: anything unexpected while submitting. */
  failed: () => new HttpError(500, 'form-failed', STATUS_MESSAGES[500]),
} as const;

/** The error a form route answers with: refusals as they are, anything else as SPEC §8's 500. */
export function asFormError(error: unknown): HttpError {
  return error instanceof HttpError && error.status < 500 ? error : formErrors.failed();
}
