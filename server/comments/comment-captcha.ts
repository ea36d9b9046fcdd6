// The bot check of the comment form: the site's captcha (server/captcha/), on unless the owner set `captchaSettings.comments` to false.
import type { Knex } from 'knex';
import { COMMENT_CAPTCHA_ACTION } from '../../domain/comment-rules.js';
import { captchaRefused } from '../captcha/captcha-messages.js';
import { captchaSettingsOf } from '../captcha/captcha-settings.js';
import { verifyCaptcha } from '../captcha/verify.js';
import { TABLES } from '../db/tables.js';

/**
 * Whether comments must pass the bot check, from WEBSITE_SETTINGS.captcha_settings: always with a
 * reCAPTCHA site key (every use is checked), else unless `comments` is `false` (then the plain
 * form works without JavaScript too; moderation and the rate limit still hold).
 */
export function commentCaptchaRequired(stored: unknown): boolean {
  if (captchaSettingsOf(stored).provider === 'recaptcha') return true;
  const raw = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return raw.comments !== false;
}

/** Throws the 400 'Complete CAPTCHA before submitting.' unless the answer passes (or no check is asked for). */
export async function checkCommentCaptcha(db: Knex, websiteId: string, captchaKey: unknown): Promise<void> {
  const row = (await db(TABLES.websiteSettings)
    .where({ website_id: websiteId })
    .first('captcha_settings')) as { captcha_settings: unknown } | undefined;
  if (!commentCaptchaRequired(row?.captcha_settings)) return;
  const key = typeof captchaKey === 'string' ? captchaKey : undefined;
  const verdict = await verifyCaptcha(db, websiteId, key, COMMENT_CAPTCHA_ACTION);
  if (!verdict.ok) throw captchaRefused(verdict.message);
}
