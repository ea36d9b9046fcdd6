// A website's single sign-on settings as the owner API reads and writes them (`/api/owner/sso-settings`): the client secret is written, never read back.
import { z } from 'zod';
import { isIssuerUrl, SSO_TEXTS } from '../sso.js';

/** `PUT /api/owner/sso-settings`. `clientSecret` may be left out to keep the stored one. */
export const ssoSettingsInputSchema = z.object({
  enabled: z.boolean(),
  issuerUrl: z
    .string({ error: SSO_TEXTS.issuerInvalid })
    .trim()
    .max(500, SSO_TEXTS.issuerInvalid)
    .refine(isIssuerUrl, SSO_TEXTS.issuerInvalid)
    .transform((value) => value.replace(/\/+$/, '')),
  clientId: z
    .string({ error: SSO_TEXTS.clientIdRequired })
    .trim()
    .min(1, SSO_TEXTS.clientIdRequired)
    .max(300),
  clientSecret: z.string().trim().min(1, SSO_TEXTS.clientSecretRequired).max(500).optional(),
  providerName: z
    .string({ error: SSO_TEXTS.providerNameRequired })
    .trim()
    .min(1, SSO_TEXTS.providerNameRequired)
    .max(60),
});
/** What the owner sends. */
export type SsoSettingsInput = z.infer<typeof ssoSettingsInputSchema>;

/** What the owner reads back: whether a secret is kept, never the secret. */
export const ssoSettingsSchema = z.object({
  settings: z
    .object({
      enabled: z.boolean(),
      issuerUrl: z.string(),
      clientId: z.string(),
      hasClientSecret: z.boolean(),
      providerName: z.string(),
    })
    .nullable(),
  /** The address to register at the provider as the redirect URI. */
  redirectUri: z.string(),
});
/** The settings as read. */
export type SsoSettingsView = z.infer<typeof ssoSettingsSchema>;
