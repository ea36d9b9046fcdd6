// The one bot check every protected route calls: ALTCHA by default, reCAPTCHA Enterprise when the website has a site key.
import type { Knex } from 'knex';
import { verifyAltchaPayload } from './altcha.js';
import { CAPTCHA_MESSAGES } from './captcha-messages.js';
import { captchaOptions } from './captcha-options.js';
import { readCaptchaSettings } from './captcha-settings.js';
import { assessRecaptchaToken } from './recaptcha.js';

/** The outcome of {@link verifyCaptcha}; `message` is SPEC's words, fit to show the visitor. */
export type CaptchaVerdict = { ok: true } | { ok: false; message: string };

/**
 * Checks the bot-check answer a browser sent with a submission (`captchaKey`: the ALTCHA widget's
 * payload, or a reCAPTCHA Enterprise token when the website has a site key) for `action`
 * (`form-block`, `newsletter-block`, `product-waitlist`, `promo-popup`). A missing, forged,
 * expired, replayed or other-action answer: 'Complete CAPTCHA before submitting.'; a site key
 * without the project and API key to assess it with: 'ReCaptcha has not been set up!'. An
 * ALTCHA answer is accepted once: call this only when the submission is otherwise acceptable
 * enough to be worth a fresh solve on failure.
 */
export async function verifyCaptcha(
  db: Knex,
  websiteId: string,
  captchaKey: string | undefined,
  action: string,
): Promise<CaptchaVerdict> {
  const settings = await readCaptchaSettings(db, websiteId);
  const refused = { ok: false, message: CAPTCHA_MESSAGES.required } as const;
  if (settings.provider === 'recaptcha') {
    const verdict =
      typeof captchaKey === 'string' && captchaKey !== '' && captchaKey.length <= 8192
        ? await assessRecaptchaToken(settings, captchaKey, action, captchaOptions().fetch)
        : settings.projectId === undefined || settings.apiKey === undefined
          ? 'not-set-up'
          : 'failed';
    if (verdict === 'passed') return { ok: true };
    return verdict === 'not-set-up' ? { ok: false, message: CAPTCHA_MESSAGES.notSetUp } : refused;
  }
  if (typeof captchaKey !== 'string' || captchaKey === '') return refused;
  return (await verifyAltchaPayload(db, websiteId, captchaKey, action)) ? { ok: true } : refused;
}
