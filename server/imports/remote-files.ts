// Fetching the files an import names (product images, attachments) from their URLs: a timeout, a size limit, at most 3 redirects, and no private networks unless allowed.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isPrivateAddress } from '../automation/private-networks.js';
import { publicOnlyLookup } from '../automation/poster.js';

/** The largest file fetched. */
export const MAX_REMOTE_FILE_BYTES = 20 * 1024 * 1024;
const MAX_REDIRECTS = 3;

/** Options of {@link fetchRemoteFile}. */
export interface RemoteFetchOptions {
  /** Let URLs lead to private, loopback and link-local addresses (IMPORTS_ALLOW_PRIVATE_NETWORKS). */
  allowPrivateNetworks?: boolean;
  timeoutMs?: number;
}

/** A file fetched, or why not. */
export type RemoteFile =
  { ok: true; data: Buffer; contentType: string; name: string } | { ok: false; reason: string };

function nameOf(url: URL): string {
  const last = decodeURIComponent(url.pathname.split('/').filter(Boolean).at(-1) ?? '');
  return last === '' ? 'file' : last;
}

function once(url: URL, options: Required<RemoteFetchOptions>): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const guarded = !options.allowPrivateNetworks;
    if (guarded && isPrivateAddress(url.hostname)) {
      reject(new Error('it is on a private network'));
      return;
    }
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      url,
      { method: 'GET', timeout: options.timeoutMs, ...(guarded ? { lookup: publicOnlyLookup } : {}) },
      resolve,
    );
    request.on('timeout', () => request.destroy(new Error('it took too long to answer')));
    request.on('error', reject);
    request.end();
  });
}

function readBody(response: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REMOTE_FILE_BYTES) {
        response.destroy(new Error(`it is larger than ${MAX_REMOTE_FILE_BYTES / 1024 / 1024} MB`));
        return;
      }
      chunks.push(chunk);
    });
    response.on('error', reject);
    response.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** Fetches `address` (http or https); never throws: a failure answers why, in words for the report. */
export async function fetchRemoteFile(
  address: string,
  options: RemoteFetchOptions = {},
): Promise<RemoteFile> {
  const settings = { allowPrivateNetworks: false, timeoutMs: 15_000, ...options };
  let url: URL;
  try {
    url = new URL(address);
  } catch (_bad) {
    return { ok: false, reason: 'the address is not a URL' };
  }
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return { ok: false, reason: 'the address is not http or https' };
      const response = await once(url, settings);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location !== undefined) {
        response.resume();
        url = new URL(response.headers.location, url);
        continue;
      }
      if (status !== 200) {
        response.resume();
        return { ok: false, reason: `the server answered ${status}` };
      }
      const data = await readBody(response);
      return {
        ok: true,
        data,
        contentType: String(response.headers['content-type'] ?? ''),
        name: nameOf(url),
      };
    }
    return { ok: false, reason: 'it redirects too many times' };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
      return { ok: false, reason: `the host ${url.hostname} was not found` };
    if (code === 'EPRIVATE') return { ok: false, reason: 'it is on a private network' };
    return { ok: false, reason: (error as Error).message || 'it could not be fetched' };
  }
}
