// What a plain (JavaScript-off) comment post comes back with: a code in `?comment=`, and what each code shows.
import { CAPTCHA_MESSAGES } from '../../domain/captcha-rules.js';
import { COMMENT_MESSAGES } from '../../domain/comment-rules.js';
import { HttpError } from '../http/http-error.js';
import { COMMENT_RATE_LIMITED } from './rate-limit.js';

/** Each code, its text, and whether it is a success. */
export const COMMENT_OUTCOMES: Readonly<Record<string, { ok: boolean; text: string }>> = {
  held: { ok: true, text: COMMENT_MESSAGES.held },
  'name-required': { ok: false, text: COMMENT_MESSAGES.nameRequired },
  'name-too-long': { ok: false, text: COMMENT_MESSAGES.nameTooLong },
  'body-required': { ok: false, text: COMMENT_MESSAGES.bodyRequired },
  'body-too-long': { ok: false, text: COMMENT_MESSAGES.bodyTooLong },
  'email-invalid': { ok: false, text: COMMENT_MESSAGES.emailInvalid },
  'website-invalid': { ok: false, text: COMMENT_MESSAGES.websiteInvalid },
  'reply-not-found': { ok: false, text: COMMENT_MESSAGES.replyNotFound },
  closed: { ok: false, text: COMMENT_MESSAGES.closed },
  'not-found': { ok: false, text: COMMENT_MESSAGES.notFound },
  captcha: { ok: false, text: CAPTCHA_MESSAGES.required },
  'captcha-not-set-up': { ok: false, text: CAPTCHA_MESSAGES.notSetUp },
  'rate-limited': { ok: false, text: COMMENT_RATE_LIMITED },
  failed: { ok: false, text: COMMENT_MESSAGES.failed },
};

/** The code of a refusal (or 'failed' for anything unexpected). */
export function outcomeCode(error: unknown): string {
  if (!(error instanceof HttpError)) return 'failed';
  if (error.status === 429) return 'rate-limited';
  if (error.status === 404) return 'not-found';
  if (error.status === 403) return 'closed';
  if (error.code === 'captcha-required') {
    return error.message === CAPTCHA_MESSAGES.notSetUp ? 'captcha-not-set-up' : 'captcha';
  }
  const text = error.fields === undefined ? error.message : Object.values(error.fields)[0];
  const code = Object.entries(COMMENT_OUTCOMES).find(([, outcome]) => outcome.text === text)?.[0];
  return code === undefined || code === 'held' ? 'failed' : code;
}
