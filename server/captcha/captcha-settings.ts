// A website's bot-protection settings (WEBSITE_SETTINGS.captcha_settings): which provider checks, and with what.
import type { Knex } from 'knex';
import { TABLES } from '../db/tables.js';

/** The self-hosted proof of work (ALTCHA), the default. */
export interface AltchaSettings {
  provider: 'altcha';
  /** Whether restock sign-ups must pass the check (`captchaSettings.productWaitlist`). */
  productWaitlist: boolean;
}

/** reCAPTCHA Enterprise, when the website has a site key (SPEC §3 `captchaSettings.siteKey`). */
export interface RecaptchaSettings {
  provider: 'recaptcha';
  siteKey: string;
  /** The Google Cloud project and API key tokens are assessed with; without them nothing passes. */
  projectId?: string;
  apiKey?: string;
  /** Scores below this fail (default 0.5). */
  minScore: number;
  /** With a site key every use is checked, restock sign-ups included (as the reference widget does). */
  productWaitlist: true;
}

export type CaptchaSettings = AltchaSettings | RecaptchaSettings;

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The settings a stored `captcha_settings` object (or nothing) stands for. */
export function captchaSettingsOf(stored: unknown): CaptchaSettings {
  const raw = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const siteKey = nonEmpty(raw.siteKey);
  if (siteKey === undefined) return { provider: 'altcha', productWaitlist: raw.productWaitlist === true };
  const projectId = nonEmpty(raw.projectId);
  const apiKey = nonEmpty(raw.apiKey);
  const minScore =
    typeof raw.minScore === 'number' && raw.minScore >= 0 && raw.minScore <= 1 ? raw.minScore : 0.5;
  return {
    provider: 'recaptcha',
    siteKey,
    ...(projectId === undefined ? {} : { projectId }),
    ...(apiKey === undefined ? {} : { apiKey }),
    minScore,
    productWaitlist: true,
  };
}

/** The website's captcha settings, read from the database (ALTCHA when it has none). */
export async function readCaptchaSettings(db: Knex, websiteId: string): Promise<CaptchaSettings> {
  const row = (await db(TABLES.websiteSettings)
    .where({ website_id: websiteId })
    .first('captcha_settings')) as { captcha_settings: unknown } | undefined;
  return captchaSettingsOf(row?.captcha_settings);
}
