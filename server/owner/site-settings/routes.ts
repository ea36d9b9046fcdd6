// The owner API's site settings routes (declared on the owner route table): read them, save them.
import {
  currencyChangeProblemSchema,
  siteSettingsBodySchema,
  siteSettingsSchema,
} from '../../../domain/owner-api/site-settings.js';
import type { OwnerApi } from '../api/owner-api.js';
import { readSiteSettings, saveSiteSettings } from './service.js';

/** Declares `GET /site-settings` and `PUT /site-settings` on `api`. */
export function registerSiteSettingsRoutes(api: OwnerApi): void {
  api.route({
    method: 'get',
    path: '/site-settings',
    operationId: 'getSiteSettings',
    summary:
      "The site's title, pictures, time zone, currency, language, business details, domain names and search engines switch",
    tag: 'Settings',
    capability: 'pages:view',
    responses: { 200: { description: 'The site settings.', schema: siteSettingsSchema } },
    handle: ({ deps, website }) => readSiteSettings(deps, website.id),
  });

  api.route({
    method: 'put',
    path: '/site-settings',
    operationId: 'updateSiteSettings',
    summary: 'Save the site settings; every page, the host names and the public address follow at once',
    tag: 'Settings',
    capability: 'settings:edit',
    body: siteSettingsBodySchema,
    responses: {
      200: { description: 'The settings as saved.', schema: siteSettingsSchema },
      409: {
        description:
          'A change of currency that needs `confirmCurrencyChange` (`currency-change`), or cannot be made while gift cards or subscriptions use the old one, or prices cannot keep their amounts (`currency-locked`).',
        schema: currencyChangeProblemSchema,
      },
    },
    handle: ({ deps, website, actor, body }) => saveSiteSettings(deps, website.id, actor, body),
  });
}
