// The forms' messages, word for word as SPEC §5 "Forms" and §8 "Forms" give them.

/** Field-level messages (SPEC §5). */
export const FIELD_MESSAGES = {
  required: 'Required',
  survey: 'Survey is not valid. Missing a required question.',
  characterLimit: 'You have exceeded the character limit.',
} as const;

/** The example address the email message shows in place of `{email}`. */
export const EMAIL_FORMAT_EXAMPLE = 'user@domain.com';

/** SPEC §5: an email field whose text is not an email address. */
export function emailMessage(example: string = EMAIL_FORMAT_EXAMPLE): string {
  return `Email is not valid. Email addresses should follow the format ${example}.`;
}

/** Form-level messages (SPEC §8 "Forms"). */
export const FORM_MESSAGES = {
  processing: 'Error processing form submission. Please reload and try again.',
  unknown: 'Unknown error, please try again later.',
  captcha: 'Complete CAPTCHA before submitting.',
  noKey: 'Could not get a form submission key, please try again later.',
  unparsable: 'Could not parse the form fields, please check your entries.',
  invalid: 'One or more fields is invalid, please check your entries.',
  /** Shown above the form: the problems are further down. */
  problemBelow: 'Your form has encountered a problem. Please scroll down to review.',
  /** Shown below the form, by its button: the problems are further up. */
  problemAbove: 'Your form has encountered a problem. Please scroll up to review.',
} as const;

/** What a failed submission says, by HTTP status (SPEC §8 "Forms", "By status"). */
export const STATUS_MESSAGES: Readonly<Record<401 | 404 | 429 | 500, string>> = {
  401: 'Unable to submit form. Please try again later.',
  404: 'This form has not been configured yet.',
  429: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  500: 'Unable to send form. Please try again later.',
};

/** SPEC §4 "Form submission handler": the button's text while a submission is on its way. */
export const SUBMITTING_LABEL = 'Submitting…';

/** SPEC §4 "Form widgets": the additional-fields form's button while saving. */
export const SAVING_LABEL = 'Saving…';

/** SPEC §8 "Cart strings" for the additional-fields form of a cart entry. */
export const ADDITIONAL_FIELDS_MESSAGES = {
  update: 'Unable to update form',
  open: 'Unable to open form',
} as const;

/**
 * The message shown when a submission fails with `status`: SPEC §8's text for 401, 404, 429 and
 * 5xx; for any other status the server's own message, else the unknown-error text.
 */
export function submissionFailureMessage(status: number, serverMessage?: string): string {
  if (status === 401 || status === 404 || status === 429) return STATUS_MESSAGES[status];
  if (status >= 500) return STATUS_MESSAGES[500];
  const text = serverMessage?.trim() ?? '';
  return text === '' ? FORM_MESSAGES.unknown : text;
}
