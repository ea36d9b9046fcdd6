// The site's reCAPTCHA key as the owner API reads and writes it (GET/PUT /api/owner/captcha-settings, SPEC §3 `captchaSettings.siteKey`): the API key is written, never read back.
import { z } from 'zod';

/** SPEC-style words for the fields' refusals. */
export const CAPTCHA_SETTINGS_TEXTS = {
  siteKeyInvalid: 'Enter the reCAPTCHA site key: letters, digits, - and _ only.',
  projectIdInvalid: 'Enter the Google Cloud project id: lowercase letters, digits and -.',
  apiKeyInvalid: 'Enter the Google Cloud API key: letters, digits, - and _ only.',
  minScoreInvalid: 'Choose a score between 0 and 1.',
} as const;

const keyText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(200, message)
    .regex(/^[A-Za-z0-9_-]+$/, message);

/**
 * `PUT /api/owner/captcha-settings`. `siteKey: null` clears the key and its project and API key
 * (the site goes back to the built-in check); `apiKey` left out keeps the stored one, `null`
 * removes it.
 */
export const captchaSettingsBodySchema = z.object({
  siteKey: keyText(CAPTCHA_SETTINGS_TEXTS.siteKeyInvalid)
    .nullable()
    .describe('The reCAPTCHA Enterprise site key pages load the script with; null clears it.'),
  projectId: z
    .string({ error: CAPTCHA_SETTINGS_TEXTS.projectIdInvalid })
    .trim()
    .max(100, CAPTCHA_SETTINGS_TEXTS.projectIdInvalid)
    .regex(/^[a-z0-9-]*$/, CAPTCHA_SETTINGS_TEXTS.projectIdInvalid)
    .nullable()
    .optional()
    .describe('The Google Cloud project tokens are assessed in; left out, it stays as it is.'),
  apiKey: keyText(CAPTCHA_SETTINGS_TEXTS.apiKeyInvalid)
    .nullable()
    .optional()
    .describe(
      'The Google Cloud API key tokens are assessed with (a secret); left out, the stored one is kept.',
    ),
  minScore: z
    .number({ error: CAPTCHA_SETTINGS_TEXTS.minScoreInvalid })
    .min(0, CAPTCHA_SETTINGS_TEXTS.minScoreInvalid)
    .max(1, CAPTCHA_SETTINGS_TEXTS.minScoreInvalid)
    .optional()
    .describe('Scores below this fail (default 0.5); left out, it stays as it is.'),
});
export type CaptchaSettingsBody = z.infer<typeof captchaSettingsBodySchema>;

/** The settings as the owner reads them: whether an API key is kept, never the key. */
export const captchaSettingsViewSchema = z.object({
  provider: z
    .enum(['altcha', 'recaptcha'])
    .describe(
      'Which check protects forms: the built-in proof of work, or reCAPTCHA Enterprise with the site key.',
    ),
  siteKey: z.string().nullable(),
  projectId: z.string().nullable(),
  hasApiKey: z.boolean(),
  minScore: z.number(),
});
export type CaptchaSettingsView = z.infer<typeof captchaSettingsViewSchema>;
