// The fetch single sign-on talks to a provider with: no private networks (checked on the address connected to, after DNS), as webhooks; the loopback issuer of a local provider still reachable.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isLoopbackHost } from '../../domain/owner-api/automation-rules.js';
import { isPrivateAddress, PRIVATE_NETWORK_ERROR } from '../automation/private-networks.js';
import { publicOnlyLookup } from '../automation/poster.js';

/** What openid-client hands its `customFetch`. */
export interface ProviderFetchOptions {
  body?: unknown;
  headers: Record<string, string>;
  method: string;
  redirect: 'manual';
  signal?: AbortSignal;
}

/** openid-client's `customFetch`. */
export type ProviderFetch = (url: string, options: ProviderFetchOptions) => Promise<Response>;

/** The largest provider answer read (a discovery document, keys, tokens): a few kilobytes in practice. */
const MAX_ANSWER_BYTES = 1024 * 1024;

/** Thrown for a provider address on a private network. */
export const SSO_PRIVATE_NETWORK_ERROR = PRIVATE_NETWORK_ERROR.replace('post webhooks to', 'sign in through');

function bodyOf(body: unknown): string | Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || Buffer.isBuffer(body)) return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof Uint8Array) return Buffer.from(body);
  throw new Error('single sign-on: a request body of an unknown kind');
}

/**
 * A fetch for openid-client (discovery, keys, the code exchange, userinfo) that refuses an address
 * on a private, loopback, link-local or reserved network, whether written in the URL or found by
 * DNS (the address connected to is the one checked, as `publicOnlyLookup` does for webhooks): an
 * owner's issuer URL must not lead the server into its own network (issue 33, finding 6). With
 * `loopbackIssuer` (the issuer is `http://localhost…` or `http://127.0.0.1…`, the provider on this
 * machine that `isLoopbackIssuer` allows), URLs naming the loopback host itself are reachable;
 * `allowPrivateNetworks` lifts the rule (a provider on the local network,
 * SSO_ALLOW_PRIVATE_NETWORKS). No redirects are followed.
 */
export function providerFetch({ allowPrivateNetworks = false, loopbackIssuer = false } = {}): ProviderFetch {
  return (url, options) =>
    new Promise<Response>((resolve, reject) => {
      const target = new URL(url);
      const guarded = !allowPrivateNetworks && !(loopbackIssuer && isLoopbackHost(target.hostname));
      if (guarded && isPrivateAddress(target.hostname)) {
        reject(Object.assign(new Error(SSO_PRIVATE_NETWORK_ERROR), { code: 'EPRIVATE' }));
        return;
      }
      const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
      const request = send(
        target,
        {
          method: options.method,
          headers: options.headers,
          ...(options.signal === undefined ? {} : { signal: options.signal }),
          ...(guarded ? { lookup: publicOnlyLookup } : {}),
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_ANSWER_BYTES) {
              response.destroy(new Error('single sign-on: the provider’s answer is too long'));
              return;
            }
            chunks.push(chunk);
          });
          response.on('error', reject);
          response.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(response.headers)) {
              if (Array.isArray(value)) for (const one of value) headers.append(name, one);
              else if (value !== undefined) headers.set(name, value);
            }
            const status = response.statusCode ?? 502;
            const empty = status === 204 || status === 304;
            resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers }));
          });
        },
      );
      request.on('error', reject);
      request.end(bodyOf(options.body));
    });
}
