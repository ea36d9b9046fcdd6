// The owner API's captcha settings routes (declared on the owner route table): the site's reCAPTCHA key, set and cleared.
import {
  captchaSettingsBodySchema,
  captchaSettingsViewSchema,
} from '../../domain/owner-api/captcha-settings.js';
import type { OwnerApi } from '../owner/api/owner-api.js';
import { readOwnerCaptchaSettings, saveOwnerCaptchaSettings } from './owner-settings.js';

/** Declares `GET /captcha-settings` and `PUT /captcha-settings` on `api`. */
export function registerCaptchaSettingsRoutes(api: OwnerApi): void {
  api.route({
    method: 'get',
    path: '/captcha-settings',
    operationId: 'getCaptchaSettings',
    summary: "The site's reCAPTCHA key (SPEC §3 captchaSettings.siteKey) and whether an API key is kept",
    tag: 'Settings',
    capability: 'pages:view',
    responses: {
      200: { description: 'The settings (never the API key).', schema: captchaSettingsViewSchema },
    },
    handle: ({ db, website }) => readOwnerCaptchaSettings(db, website.id),
  });

  api.route({
    method: 'put',
    path: '/captcha-settings',
    operationId: 'updateCaptchaSettings',
    summary:
      "Set the site's reCAPTCHA site key, Google Cloud project, API key (left out: kept) and lowest score, or clear them all with siteKey null",
    tag: 'Settings',
    capability: 'settings:edit',
    body: captchaSettingsBodySchema,
    responses: {
      200: {
        description:
          'The settings as saved: pages load reCAPTCHA with the key at once, or the built-in check once it is cleared.',
        schema: captchaSettingsViewSchema,
      },
    },
    handle: ({ db, website, actor, body }) => saveOwnerCaptchaSettings(db, website.id, actor, body),
  });
}
