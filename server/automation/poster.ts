// How a webhook is posted: node:http(s) with a timeout for the whole exchange, no redirects, and no private networks unless allowed.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isLoopbackHost } from '../../domain/owner-api/automation-rules.js';
import { isPrivateAddress, PRIVATE_NETWORK_ERROR } from './private-networks.js';

/** One POST to an endpoint. */
export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

/** Sends a request and answers the response's status; throws when no answer came (refused, timed out). */
export type WebhookPoster = (request: WebhookRequest) => Promise<number>;

/**
 * A DNS lookup that refuses a name resolving to a private address, so a public-looking name cannot
 * lead the server into its own network (checked on the address actually connected to).
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error !== null) return callback(error, '', 0);
    const found = addresses as unknown as LookupAddress[];
    if (found.length === 0 || found.some((entry) => isPrivateAddress(entry.address)))
      return callback(Object.assign(new Error(PRIVATE_NETWORK_ERROR), { code: 'EPRIVATE' }), '', 0);
    if (options.all) (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, found);
    else callback(null, found[0]!.address, found[0]!.family);
  });
};

/**
 * The poster the worker uses. The endpoint's own machine (localhost, 127.x, [::1]) is always
 * reachable, as the URL rule allows; other private, link-local and reserved addresses only with
 * `allowPrivateNetworks` (a self-hosted automation service on the local network).
 */
export function createWebhookPoster({ allowPrivateNetworks = false } = {}): WebhookPoster {
  return ({ url, headers, body, timeoutMs }) =>
    new Promise<number>((resolve, reject) => {
      const target = new URL(url);
      const guarded = !allowPrivateNetworks && !isLoopbackHost(target.hostname);
      if (guarded && isPrivateAddress(target.hostname)) {
        reject(new Error(PRIVATE_NETWORK_ERROR));
        return;
      }
      const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
      const request = send(
        target,
        {
          method: 'POST',
          headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
          signal: AbortSignal.timeout(timeoutMs),
          ...(guarded ? { lookup: publicOnlyLookup } : {}),
        },
        (response) => {
          response.on('error', reject);
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.resume();
        },
      );
      request.on('error', reject);
      request.end(body);
    });
}
