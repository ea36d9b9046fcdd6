// The refusal a route answers when the bot check fails, with SPEC's words (domain/captcha-rules.ts).
import { CAPTCHA_MESSAGES } from '../../domain/captcha-rules.js';
import { HttpError } from '../http/http-error.js';

export {
  CAPTCHA_ACTIONS,
  CAPTCHA_MESSAGES,
  isCaptchaAction,
  type CaptchaAction,
} from '../../domain/captcha-rules.js';

/** The 400 `{ error: 'captcha-required', message }`: 'Complete CAPTCHA before submitting.' unless said otherwise. */
export function captchaRefused(message: string = CAPTCHA_MESSAGES.required): HttpError {
  return new HttpError(400, 'captcha-required', message);
}
