// A local OpenID provider for the SSO suites (oidc-provider on a random port): one confidential client, PKCE required, and an interaction that signs in whoever the test names, with their email verified or not.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** Who the provider signs in at its next interaction. */
export interface ProviderAccount {
  sub: string;
  email: string;
  emailVerified: boolean;
}

/** A running provider. */
export interface LocalProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in next. */
  account: ProviderAccount;
  close(): Promise<void>;
}

/** Starts a provider on 127.0.0.1 whose one client may return to `redirectUri`. */
export async function startLocalProvider(redirectUri: string): Promise<LocalProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const local: LocalProvider = {
    issuer,
    clientId: 'tessera-site',
    clientSecret: 'a-client-secret-for-the-tests-only',
    account: { sub: 'ada-1', email: 'ada@example.com', emailVerified: true },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: local.clientId,
        client_secret: local.clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({ sub, email: local.account.email, email_verified: local.account.emailVerified }),
    }),
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['local-provider-cookie-key'] },
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
  });
  const handle = provider.callback();
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return handle(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'login') {
        await provider.interactionFinished(req, res, { login: { accountId: local.account.sub } });
        return;
      }
      const grant = new provider.Grant({
        accountId: details.session?.accountId ?? local.account.sub,
        clientId: local.clientId,
      });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  return local;
}

/** Follows the provider's redirects from `url` like a browser (its own cookies) until one leaves it. */
export async function passThroughProvider(url: string, issuer: string): Promise<string> {
  const cookies = new Map<string, string>();
  let next = url;
  for (let hop = 0; hop < 10; hop += 1) {
    if (!next.startsWith(issuer)) return next;
    const res = await fetch(next, {
      redirect: 'manual',
      headers: { Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = res.headers.get('location');
    if (location === null) throw new Error(`the provider answered ${res.status}: ${await res.text()}`);
    next = new URL(location, next).href;
  }
  throw new Error('too many redirects at the provider');
}
