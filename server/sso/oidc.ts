// The OpenID Connect relying party (openid-client): the provider's configuration by discovery, the authorization URL with PKCE, state and nonce, and the code exchange that yields the verified email.
import * as client from 'openid-client';
import { isLoopbackIssuer } from '../../domain/sso.js';
import { providerFetch } from './public-fetch.js';
import type { SsoSettingsRow } from './store.js';

/** How long a discovered configuration is kept (the provider's keys are fetched again after). */
const CONFIG_TTL_MS = 10 * 60 * 1000;
const configs = new Map<string, { config: Promise<client.Configuration>; until: number }>();

/**
 * The provider's configuration for these settings, discovered once per 10 minutes. Every request
 * to the provider goes through `providerFetch`: none to a private network unless
 * `allowPrivateNetworks`.
 */
export function providerConfig(
  settings: SsoSettingsRow,
  { allowPrivateNetworks = false, now = Date.now() } = {},
): Promise<client.Configuration> {
  const key = JSON.stringify([
    settings.issuer_url,
    settings.client_id,
    settings.client_secret,
    allowPrivateNetworks,
  ]);
  const kept = configs.get(key);
  if (kept !== undefined && kept.until > now) return kept.config;
  const config = client.discovery(
    new URL(settings.issuer_url),
    settings.client_id,
    undefined,
    client.ClientSecretBasic(settings.client_secret),
    {
      [client.customFetch]: providerFetch({
        allowPrivateNetworks,
        loopbackIssuer: isLoopbackIssuer(settings.issuer_url),
      }),
      ...(isLoopbackIssuer(settings.issuer_url) ? { execute: [client.allowInsecureRequests] } : {}),
    },
  );
  configs.set(key, { config, until: now + CONFIG_TTL_MS });
  config.catch(() => configs.delete(key));
  return config;
}

/** A sign-in leaving for the provider: where to send the browser, and what to check on its return. */
export interface AuthorizationStart {
  url: string;
  state: string;
  codeVerifier: string;
  nonce: string;
}

/** The authorization code request (S256 PKCE, state, nonce) for `redirectUri`. */
export async function startAuthorization(
  config: client.Configuration,
  redirectUri: string,
): Promise<AuthorizationStart> {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email',
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, state, codeVerifier, nonce };
}

/** Who the provider says signed in. */
export interface ProviderIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
}

/**
 * Exchanges the code of `callbackUrl` (the redirect URI with the provider's query) for tokens,
 * checking the state, the PKCE verifier and the ID token's nonce; the email comes from the ID token,
 * else from the userinfo endpoint. Throws when any check fails.
 */
export async function finishAuthorization(
  config: client.Configuration,
  callbackUrl: URL,
  checks: { state: string; codeVerifier: string; nonce: string },
): Promise<ProviderIdentity> {
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (claims === undefined) throw new Error('The provider sent no ID token.');
  let email = claims.email;
  let verified = claims.email_verified;
  if (typeof email !== 'string') {
    const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    email = info.email;
    verified = info.email_verified;
  }
  return {
    subject: claims.sub,
    email: typeof email === 'string' ? email.trim().toLowerCase() : undefined,
    emailVerified: verified === true,
  };
}
