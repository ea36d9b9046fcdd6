// Single sign-on for site users with OpenID Connect (SPEC §2 page type 400): its addresses, its wording, and the rules of the owner's settings.

/** SPEC §2 "sso page". */
export const SSO_PAGE_TYPE = 400;

/** The SSO page, the form that leaves for the provider, and where the provider sends the visitor back. */
export const SSO_PATHS = {
  page: '/account/sso',
  start: '/account/sso/start',
  callback: '/account/sso/callback',
} as const;

/** How long a visitor has at the provider before the sign-in must start again. */
export const SSO_SIGN_IN_TTL_MS = 10 * 60 * 1000;

/** What the SSO page and the owner's settings say. */
export const SSO_TEXTS = {
  title: 'Single sign-on',
  button: (provider: string) => `Sign in with ${provider}`,
  intro: (provider: string) =>
    `Use your ${provider} account to sign in. The first time, an account is made here with the email ${provider} has verified.`,
  notConfigured: 'Single sign-on is not available on this site.',
  failed: 'Signing in did not work. Please try again.',
  expired: 'That sign-in has expired or was already used. Please start again.',
  unverifiedEmail: 'Your provider did not confirm your email address, so we cannot sign you in with it.',
  issuerInvalid: 'Enter the provider’s issuer URL, starting with https://.',
  clientIdRequired: 'Enter the client id the provider gave you.',
  clientSecretRequired: 'Enter the client secret the provider gave you.',
  providerNameRequired: 'Enter the name shown on the button.',
} as const;

/** Loopback hosts, where an `http://` issuer is allowed (a provider on the owner's own machine). */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether `value` can be an issuer URL: https, or http on a loopback host; no query or fragment. */
export function isIssuerUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

/** Whether requests to the issuer may be plain http (a loopback provider only). */
export function isLoopbackIssuer(value: string): boolean {
  return new URL(value).protocol === 'http:' && LOOPBACK.has(new URL(value).hostname);
}
