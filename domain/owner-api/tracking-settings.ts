// The owner's tracking settings (GET/PUT /api/owner/tracking-settings): the cookie-consent banner switch.
import { z } from 'zod';

/** What the owner sets: whether visitors see the cookie-consent banner. */
export const trackingSettingsBodySchema = z.object({
  cookieBanner: z.boolean({ error: 'Choose whether visitors see the cookie banner.' }),
});

/** The settings as saved. */
export const trackingSettingsSchema = z.object({
  cookieBanner: z
    .boolean()
    .describe(
      'Visitors see a cookie banner; until one accepts, no analytics cookie is set and visits are counted without cookies.',
    ),
});

export type TrackingSettingsBody = z.infer<typeof trackingSettingsBodySchema>;
