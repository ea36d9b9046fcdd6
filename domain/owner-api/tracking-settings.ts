// The owner's tracking settings (GET/PUT /api/owner/tracking-settings): the cookie-consent banner switch, how long tracking data is kept, and the visitor-metrics flag (SPEC §7's shopping events).
import { z } from 'zod';

/** The shortest and longest retention an owner may choose, in days (the default is 395, about 13 months). */
export const MIN_RETENTION_DAYS = 1;
export const MAX_RETENTION_DAYS = 3660;
export const DEFAULT_RETENTION_DAYS = 395;

const retentionMessage = `Keep tracking data between ${MIN_RETENTION_DAYS} and ${MAX_RETENTION_DAYS} days.`;

/** What the owner sets: whether visitors see the cookie-consent banner, and (optionally) the retention. */
export const trackingSettingsBodySchema = z.object({
  cookieBanner: z.boolean({ error: 'Choose whether visitors see the cookie banner.' }),
  retentionDays: z
    .number({ error: retentionMessage })
    .int(retentionMessage)
    .min(MIN_RETENTION_DAYS, retentionMessage)
    .max(MAX_RETENTION_DAYS, retentionMessage)
    .optional()
    .describe('Days visits, events and daily figures are kept; left out, the retention stays as it is.'),
  visitorMetrics: z
    .boolean({ error: 'Choose whether shopping events are recorded.' })
    .optional()
    .describe(
      'The visitor-metrics flag: visitors’ browsers send the shopping events (product views, adds to cart, …); left out, it stays as it is.',
    ),
});

/** The settings as saved. */
export const trackingSettingsSchema = z.object({
  cookieBanner: z
    .boolean()
    .describe(
      'Visitors see a cookie banner; until one accepts, no analytics cookie is set and visits are counted without cookies.',
    ),
  retentionDays: z
    .number()
    .int()
    .describe('Days visits, events and daily figures are kept; older ones are deleted within the hour.'),
  visitorMetrics: z
    .boolean()
    .describe('The visitor-metrics flag: shopping events (SPEC §7 CommerceShopping_*) are recorded.'),
});

export type TrackingSettingsBody = z.infer<typeof trackingSettingsBodySchema>;
export type TrackingSettings = z.infer<typeof trackingSettingsSchema>;
