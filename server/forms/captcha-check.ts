// The captcha check a form with a captcha must pass before it is stored (SPEC §5, §8), behind one small interface.
import type { Knex } from 'knex';
import { verifyCaptcha } from '../captcha/verify.js';

/**
 * Verifies the answer a visitor's captcha widget produced for the website: true when it passes,
 * false when it does not, or a message to show instead ('ReCaptcha has not been set up!', …).
 */
export type CaptchaCheck = (db: Knex, websiteId: string, captchaKey: string) => Promise<boolean | string>;

/** The site's bot check (ALTCHA, or reCAPTCHA Enterprise with a site key) for the form block's action. */
export const formBlockCaptcha: CaptchaCheck = async (db, websiteId, captchaKey) => {
  const verdict = await verifyCaptcha(db, websiteId, captchaKey, 'form-block');
  return verdict.ok ? true : verdict.message;
};
