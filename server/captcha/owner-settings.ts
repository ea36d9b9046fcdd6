// The owner's side of the website's reCAPTCHA key (WEBSITE_SETTINGS.captcha_settings): read without the API key, saved in one transaction with the record of who changed it.
import type { Knex } from 'knex';
import type { CaptchaSettingsBody, CaptchaSettingsView } from '../../domain/owner-api/captcha-settings.js';
import { TABLES } from '../db/tables.js';
import { recordChange, type Actor } from '../owner/api/actor.js';
import { invalidateSiteData } from '../site/cache/site-caches.js';
import { captchaSettingsOf } from './captcha-settings.js';

/** The keys of `captcha_settings` that belong to reCAPTCHA (cleared with the site key). */
const RECAPTCHA_KEYS = ['siteKey', 'projectId', 'apiKey', 'minScore'] as const;

function objectOr(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** What the owner sees of stored settings: never the API key itself. */
export function captchaSettingsView(stored: unknown): CaptchaSettingsView {
  const settings = captchaSettingsOf(stored);
  if (settings.provider === 'altcha')
    return { provider: 'altcha', siteKey: null, projectId: null, hasApiKey: false, minScore: 0.5 };
  return {
    provider: 'recaptcha',
    siteKey: settings.siteKey,
    projectId: settings.projectId ?? null,
    hasApiKey: settings.apiKey !== undefined,
    minScore: settings.minScore,
  };
}

/** The website's settings as the owner reads them. */
export async function readOwnerCaptchaSettings(db: Knex, websiteId: string): Promise<CaptchaSettingsView> {
  const row = (await db(TABLES.websiteSettings)
    .where({ website_id: websiteId })
    .first('captcha_settings')) as { captcha_settings: unknown } | undefined;
  return captchaSettingsView(row?.captcha_settings);
}

/** The stored object after `body`: the other keys (productWaitlist, comments) kept. */
function nextSettings(stored: Record<string, unknown>, body: CaptchaSettingsBody): Record<string, unknown> {
  const next = { ...stored };
  if (body.siteKey === null) {
    for (const key of RECAPTCHA_KEYS) delete next[key];
    return next;
  }
  next.siteKey = body.siteKey;
  if (body.projectId !== undefined) {
    if (body.projectId === null || body.projectId === '') delete next.projectId;
    else next.projectId = body.projectId;
  }
  if (body.apiKey === null) delete next.apiKey;
  else if (body.apiKey !== undefined) next.apiKey = body.apiKey;
  if (body.minScore !== undefined) next.minScore = body.minScore;
  return next;
}

/**
 * Sets or clears the site's reCAPTCHA key (and its project, API key and score) in one transaction,
 * with the record of who did it; every page has the new key at once.
 */
export async function saveOwnerCaptchaSettings(
  db: Knex,
  websiteId: string,
  actor: Actor,
  body: CaptchaSettingsBody,
): Promise<CaptchaSettingsView> {
  const saved = await db.transaction(async (trx) => {
    await trx(TABLES.websiteSettings).insert({ website_id: websiteId }).onConflict('website_id').ignore();
    const row = (await trx(TABLES.websiteSettings)
      .where({ website_id: websiteId })
      .forUpdate()
      .first('captcha_settings')) as { captcha_settings: unknown };
    const next = nextSettings(objectOr(row.captcha_settings), body);
    await trx(TABLES.websiteSettings)
      .where({ website_id: websiteId })
      .update({ captcha_settings: JSON.stringify(next) });
    await recordChange(trx, actor, {
      websiteId,
      action: 'update',
      entity: 'captcha-settings',
      entityId: websiteId,
      summary: body.siteKey === null ? 'reCAPTCHA key cleared' : 'reCAPTCHA key set',
    });
    return next;
  });
  invalidateSiteData(websiteId);
  return captchaSettingsView(saved);
}
