// Bot protection rules shared by the server and the widget: the actions, SPEC's messages, and when the widget is compact (SPEC §4, §7, §8).

/** SPEC's words for a refused or failed bot check. */
export const CAPTCHA_MESSAGES = {
  /** No answer came, or it was forged, expired, replayed or made for another use. */
  required: 'Complete CAPTCHA before submitting.',
  /** reCAPTCHA is asked for but cannot run (no script, or no way to check its tokens). */
  notSetUp: 'ReCaptcha has not been set up!',
  /** The page went away while the widget was still working. */
  destroyed: 'Document was destroyed',
} as const;

/** SPEC §7: the uses a bot check is made for (form block, newsletter block, product waitlist, promo popup). */
export const CAPTCHA_ACTIONS = ['form-block', 'newsletter-block', 'product-waitlist', 'promo-popup'] as const;

/** One of {@link CAPTCHA_ACTIONS}. */
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[number];

/** Whether `value` names a captcha action. */
export function isCaptchaAction(value: unknown): value is CaptchaAction {
  return typeof value === 'string' && (CAPTCHA_ACTIONS as readonly string[]).includes(value);
}

/** reCAPTCHA action names allow letters, digits, `/` and `_`: `product-waitlist` → `product_waitlist`. */
export function recaptchaAction(action: string): string {
  return action.replace(/[^A-Za-z0-9/_]/g, '_');
}

/** SPEC §4: a container narrower than this gets the compact widget. */
export const COMPACT_CAPTCHA_WIDTH = 320;

/** The widget size for a container `width` pixels wide. */
export function captchaSize(width: number): 'compact' | 'normal' {
  return width < COMPACT_CAPTCHA_WIDTH ? 'compact' : 'normal';
}

/** The captcha routes the widget calls (served by server/captcha/routes.ts). */
export const CAPTCHA_PATHS = {
  /** `{ provider: 'altcha' }` or `{ provider: 'recaptcha', siteKey }`. */
  settings: '/api/captcha/settings',
  /** A fresh ALTCHA challenge: `?action=<one of CAPTCHA_ACTIONS>`. */
  challenge: '/api/captcha/challenge',
  /** The proof-of-work worker, from our own origin (`worker-src 'self'`). */
  worker: '/api/captcha/altcha-worker.js',
  /** The ALTCHA widget's stylesheet, from our own origin (no inline styles). */
  stylesheet: '/api/captcha/altcha.css',
} as const;

/** The form field a plain form sends the captcha answer in. */
export const CAPTCHA_FIELD = 'captchaKey';

/** What the settings route answers. */
export type CaptchaProvider = { provider: 'altcha' } | { provider: 'recaptcha'; siteKey: string };

/** reCAPTCHA Enterprise's script, loaded only on websites with a site key. */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/enterprise.js?render=explicit';
