// The owner API's single sign-on settings: the website's OpenID Connect provider for its site users (the client secret is written, never read back).
import {
  ssoSettingsInputSchema,
  ssoSettingsSchema,
  type SsoSettingsView,
} from '../../../domain/owner-api/sso-settings.js';
import { SSO_PATHS, SSO_TEXTS } from '../../../domain/sso.js';
import type { AppDeps } from '../../app-deps.js';
import type { RequestWebsite } from '../../http/request-context.js';
import { HttpError } from '../../http/http-error.js';
import { publicBaseUrl } from '../../site/website/public-base-url.js';
import { readSsoSettings, writeSsoSettings } from '../../sso/store.js';
import type { OwnerApi } from '../api/owner-api.js';
import type { Knex } from 'knex';

const TAG = 'Single sign-on';

async function settingsView(db: Knex, deps: AppDeps, website: RequestWebsite): Promise<SsoSettingsView> {
  const row = await readSsoSettings(db, website.id);
  const redirectUri = `${await publicBaseUrl(deps, website)}${SSO_PATHS.callback}`;
  return {
    settings:
      row === undefined
        ? null
        : {
            enabled: row.enabled,
            issuerUrl: row.issuer_url,
            clientId: row.client_id,
            hasClientSecret: row.client_secret !== '',
            providerName: row.provider_name,
          },
    redirectUri,
  };
}

/** Declares the single sign-on settings routes on `api`. */
export function registerSsoSettingsRoutes(api: OwnerApi): void {
  api.route({
    method: 'get',
    path: '/sso-settings',
    operationId: 'getSsoSettings',
    summary: "The website's OpenID Connect provider for site users, and the redirect URI to register there.",
    tag: TAG,
    capability: 'pages:view',
    responses: { 200: { description: 'The settings (never the secret).', schema: ssoSettingsSchema } },
    handle: ({ db, deps, website }) => settingsView(db, deps, website),
  });

  api.route({
    method: 'put',
    path: '/sso-settings',
    operationId: 'updateSsoSettings',
    summary:
      'Saves the provider: issuer URL, client id, client secret (left out: kept), button name, on or off.',
    tag: TAG,
    capability: 'pages:edit',
    body: ssoSettingsInputSchema,
    responses: { 200: { description: 'The settings saved.', schema: ssoSettingsSchema } },
    handle: async ({ db, deps, website, body }) => {
      const existing = await readSsoSettings(db, website.id);
      if (existing === undefined && body.clientSecret === undefined)
        throw new HttpError(400, 'invalid-input', SSO_TEXTS.clientSecretRequired, {
          clientSecret: SSO_TEXTS.clientSecretRequired,
        });
      await writeSsoSettings(db, website.id, {
        enabled: body.enabled,
        issuer_url: body.issuerUrl,
        client_id: body.clientId,
        provider_name: body.providerName,
        ...(body.clientSecret === undefined ? {} : { client_secret: body.clientSecret }),
      });
      return settingsView(db, deps, website);
    },
  });
}
