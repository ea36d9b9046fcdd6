// The browser's API client: JSON over fetch, the crumb as X-Csrf-Token, failures as ApiError (SPEC §8).
import { ApiError } from '../islands/api-error.js';
import type { ApiClient, ApiQuery } from '../islands/context.js';
import {
  CRUMB_ERROR_CODE,
  CRUMB_EXPIRED_MESSAGE,
  CRUMB_NO_COOKIES_MESSAGE,
  GENERIC_MESSAGE,
  NETWORK_MESSAGE,
  RATE_LIMITED_MESSAGE,
} from './api-messages.js';

/** The cookie that holds the crumb (double-submit CSRF token). */
export const CRUMB_COOKIE = 'crumb';
/** The header the crumb is sent in. */
export const CRUMB_HEADER = 'X-Csrf-Token';

export interface ApiClientOptions {
  /** Default: the global fetch. */
  fetch?: typeof fetch;
  /** The page's cookies, as `document.cookie` reads them. */
  cookies?: () => string;
  /** Whether the browser accepts cookies; default `navigator.cookieEnabled`. */
  cookiesEnabled?: () => boolean;
  /** Prefix of every path, e.g. `https://shop.example`; default none (same origin). */
  baseUrl?: string;
}

/** The value of cookie `name` in a `document.cookie` string, URL-decoded; undefined when absent. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    const raw = pair.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

function withQuery(path: string, query: ApiQuery | undefined): string {
  if (query === undefined) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) params.append(key, String(value));
  const text = params.toString();
  return text === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function field(body: unknown, key: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
}

function stringFields(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * An API client. Every request asks for JSON and sends cookies on the same origin; state-changing
 * ones also send the crumb cookie's value as `X-Csrf-Token`. A failure rejects with an `ApiError`:
 * the server's `{error, message, fields?}`, except that a 429 says 'Please try again in a few
 * seconds.' and a crumb failure (403 `invalid-crumb`) says SPEC §8's message for whether cookies
 * are enabled. No answer at all is an `ApiError` with status 0 and code `network`.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  const cookies = options.cookies ?? (() => document.cookie);
  const cookiesEnabled = options.cookiesEnabled ?? (() => navigator.cookieEnabled);
  const baseUrl = options.baseUrl ?? '';

  function failure(status: number, body: unknown): ApiError {
    const code =
      typeof field(body, 'error') === 'string' ? (field(body, 'error') as string) : `http-${status}`;
    if (status === 429) return new ApiError(status, code, RATE_LIMITED_MESSAGE);
    if (code === CRUMB_ERROR_CODE) {
      return new ApiError(status, code, cookiesEnabled() ? CRUMB_EXPIRED_MESSAGE : CRUMB_NO_COOKIES_MESSAGE);
    }
    const message = field(body, 'message');
    const text = typeof message === 'string' && message.trim() !== '' ? message : GENERIC_MESSAGE;
    return new ApiError(status, code, text, stringFields(field(body, 'fields')));
  }

  async function request<T>(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Readonly<Record<string, string>> = {},
  ): Promise<T> {
    const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (method !== 'GET') {
      const crumb = readCookie(cookies(), CRUMB_COOKIE);
      if (crumb !== undefined) headers[CRUMB_HEADER] = crumb;
    }
    let response: Response;
    try {
      response = await fetchFn(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
      });
    } catch {
      throw new ApiError(0, 'network', NETWORK_MESSAGE);
    }
    const parsed = await readJson(response).catch(() => undefined);
    if (!response.ok) throw failure(response.status, parsed);
    return parsed as T;
  }

  return {
    get: (path, query) => request('GET', withQuery(path, query)),
    post: (path, body, options) => request('POST', path, body, options?.headers),
    put: (path, body) => request('PUT', path, body),
    delete: (path, query) => request('DELETE', withQuery(path, query)),
    async page(path) {
      let response: Response;
      try {
        response = await fetchFn(`${baseUrl}${path}`, {
          headers: { Accept: 'text/html' },
          credentials: 'same-origin',
        });
      } catch {
        throw new ApiError(0, 'network', NETWORK_MESSAGE);
      }
      if (!response.ok) throw new ApiError(response.status, `http-${response.status}`, GENERIC_MESSAGE);
      return response.text();
    },
  };
}
