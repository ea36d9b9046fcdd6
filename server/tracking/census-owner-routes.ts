// The owner API's tracking settings routes (declared on the owner route table): the cookie-consent banner, how long tracking data is kept, the visitor-metrics flag.
import {
  trackingSettingsBodySchema,
  trackingSettingsSchema,
} from '../../domain/owner-api/tracking-settings.js';
import type { OwnerApi } from '../owner/api/owner-api.js';
import { readTrackingSettings, saveTrackingSettings } from './census-settings.js';

/** Declares `GET /tracking-settings` and `PUT /tracking-settings` on `api`. */
export function registerTrackingSettingsRoutes(api: OwnerApi): void {
  api.route({
    method: 'get',
    path: '/tracking-settings',
    operationId: 'getTrackingSettings',
    summary:
      'Whether visitors see the cookie-consent banner, how long tracking data is kept, and whether shopping events are recorded',
    tag: 'Settings',
    capability: 'pages:view',
    responses: { 200: { description: 'The tracking settings.', schema: trackingSettingsSchema } },
    handle: async ({ db, website }) => {
      const { cookieBanner, retentionDays, visitorMetrics } = await readTrackingSettings(db, website.id);
      return { cookieBanner, retentionDays, visitorMetrics };
    },
  });

  api.route({
    method: 'put',
    path: '/tracking-settings',
    operationId: 'updateTrackingSettings',
    summary:
      'Switch the cookie-consent banner on or off, set how long tracking data is kept, and switch shopping events on or off',
    tag: 'Settings',
    capability: 'pages:edit',
    body: trackingSettingsBodySchema,
    responses: {
      200: {
        description:
          'The settings as saved; every page shows the banner, or not, at once, and data past the retention goes within the hour.',
        schema: trackingSettingsSchema,
      },
    },
    handle: async ({ db, website, actor, body }) => {
      const { cookieBanner, retentionDays, visitorMetrics } = await saveTrackingSettings(
        db,
        website.id,
        actor,
        body,
      );
      return { cookieBanner, retentionDays, visitorMetrics };
    },
  });
}
