// The server's captcha options (from Config), set once when the app is built and read by every check.

/** How challenges are made and signed. */
export interface CaptchaOptions {
  /** The server-wide HMAC secret (CAPTCHA_HMAC_KEY); each website signs with a key derived from it. */
  hmacKey: string | undefined;
  /** The largest number a challenge hides (CAPTCHA_WORK): the browser tries about ¾ of it on average. */
  work: number;
  /** How long a challenge may be solved and its solution sent, in seconds. */
  ttlSeconds: number;
  /** How Google's assessment API is called (tests hand in their own). */
  fetch: typeof fetch;
}

const DEFAULTS: CaptchaOptions = {
  hmacKey: undefined,
  work: 50_000,
  ttlSeconds: 20 * 60,
  fetch: (...args) => fetch(...args),
};

let current: CaptchaOptions = DEFAULTS;

/**
 * Sets the options for this process (`createApp` calls it with the configuration). `verifyCaptcha`
 * takes no configuration of its own, so the forms, restock and newsletter routes all check with
 * the same secret the challenge route signed with.
 */
export function configureCaptcha(options: Partial<CaptchaOptions>): void {
  current = {
    hmacKey: options.hmacKey,
    work: options.work ?? DEFAULTS.work,
    ttlSeconds: options.ttlSeconds ?? DEFAULTS.ttlSeconds,
    fetch: options.fetch ?? DEFAULTS.fetch,
  };
}

/** The options in force. */
export function captchaOptions(): CaptchaOptions {
  return current;
}
