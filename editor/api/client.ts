// The editor's only way to the server: JSON calls with the crumb, errors as ApiError, uploads with progress.
import { GENERAL_MESSAGES } from '../../domain/owner-messages.js';
import { notifySessionExpired } from './session-events.js';

/** The JSON error every owner route answers with, and what went wrong on the way. */
export class ApiError extends Error {
  constructor(
    /** The HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** The server's `error` code (`invalid-input`, `version-conflict`…), or `network`. */
    readonly code: string,
    message: string,
    /** A message per field, for a 400 (`{ title: 'Please enter a title.' }`). */
    readonly fields: Readonly<Record<string, string>> = {},
    /** The rest of the error's body (a conflict's `currentVersion`, a file's `usedBy`). */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** `error` as an ApiError: itself, or SPEC §8's 'Something went wrong.' for anything else thrown. */
export function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(0, 'unknown', GENERAL_MESSAGES.somethingWentWrong);
}

/** What a call that never reached the server rejects with. */
export function networkFailure(): ApiError {
  return new ApiError(0, 'network', `${GENERAL_MESSAGES.networkError} ${GENERAL_MESSAGES.checkConnection}`);
}

/** The crumb cookie's value, sent back in `X-Csrf-Token` on every change. */
export function crumb(): string {
  const match = /(?:^|;\s*)crumb=([^;]*)/.exec(typeof document === 'undefined' ? '' : document.cookie);
  return match === null ? '' : decodeURIComponent(match[1]);
}

/**
 * The owner token (server/http/owner-authority.ts), sent in `X-Owner-Token` with every call: a
 * second CSRF token bound to the owner's session that no cookie holds, so a script of a site page,
 * which can read the crumb, cannot act as the owner. The editor's page carries it in a meta element
 * (read and removed here, before any preview frame exists); a sign-in's answer brings a new one.
 */
let ownerToken = '';
takeOwnerTokenFromPage();

/** Keeps the page's owner token (when it has one) and removes its element, as the editor starts. */
export function takeOwnerTokenFromPage(): void {
  if (typeof document === 'undefined') return;
  const meta = document.querySelector('meta[name="tessera-owner-token"]');
  if (meta === null) return;
  ownerToken = meta.getAttribute('content') ?? '';
  meta.remove();
}

/** Keeps the owner token an answer brings (sign-in, its two-factor code, an accepted invitation). */
function keepOwnerToken(body: unknown): void {
  const token = (body as { ownerToken?: unknown } | null)?.ownerToken;
  if (typeof token === 'string' && token !== '') ownerToken = token;
}

/** The headers of a read: the owner token (the server refuses a script's read of owner data without it). */
export function readHeaders(): { 'X-Owner-Token': string } {
  return { 'X-Owner-Token': ownerToken };
}

/** The headers of a change: the crumb and the owner token. */
export function changeHeaders(): { 'X-Csrf-Token': string; 'X-Owner-Token': string } {
  return { 'X-Csrf-Token': crumb(), 'X-Owner-Token': ownerToken };
}

/** Options of {@link api}. */
export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The version being saved over (`If-Match`). */
  version?: number;
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /**
   * Whether a 401 means "the session expired" (the default). Sign-in and the session check itself
   * say false: their 401 is an answer, not an interruption.
   */
  sessionExpiry?: boolean;
}

function withQuery(path: string, query: ApiOptions['query']): string {
  if (query === undefined) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** Turns a failed answer into an {@link ApiError}, telling the app when the session is gone. */
export async function errorOf(response: Response, sessionExpiry = true): Promise<ApiError> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  const { error, message, fields, ...details } = body;
  const failure = new ApiError(
    response.status,
    typeof error === 'string' ? error : 'http',
    typeof message === 'string' ? message : GENERAL_MESSAGES.somethingWentWrong,
    (fields ?? {}) as Record<string, string>,
    details,
  );
  if (response.status === 401 && sessionExpiry) notifySessionExpired();
  return failure;
}

/**
 * Calls the owner API: `api<T>('/api/owner/pages')`. Resolves the JSON body (undefined for 204);
 * rejects with an {@link ApiError} (status 0, `Network error.` when the server was unreachable).
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = 'GET', body, version, query, signal, sessionExpiry = true } = options;
  const headers: Record<string, string> =
    method === 'GET'
      ? { Accept: 'application/json', ...readHeaders() }
      : { Accept: 'application/json', ...changeHeaders() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (version !== undefined) headers['If-Match'] = String(version);
  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw networkFailure();
  }
  if (!response.ok) throw await errorOf(response, sessionExpiry);
  if (response.status === 204) return undefined as T;
  const answer: unknown = await response.json();
  keepOwnerToken(answer);
  return answer as T;
}

/** Progress of an upload: bytes sent of the total. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** Options of {@link upload}. */
export interface UploadOptions {
  /** The multipart field the file goes in (default `file`). */
  field?: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Text fields sent before the file (a dataset import's `name`). */
  fields?: Readonly<Record<string, string>>;
}

/**
 * Uploads one file as multipart (fetch cannot report upload progress, XMLHttpRequest can).
 * Rejects with an ApiError; an abort rejects with `code: 'cancelled'`.
 */
export function upload<T>(
  path: string,
  file: File,
  { field = 'file', onProgress, signal, fields = {} }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    for (const [name, value] of Object.entries(changeHeaders())) request.setRequestHeader(name, value);
    request.setRequestHeader('Accept', 'application/json');
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    request.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(request.responseText || '{}') as Record<string, unknown>;
      } catch {
        body = {};
      }
      if (request.status >= 200 && request.status < 300) return resolve(body as T);
      const { error, message, fields, ...details } = body;
      if (request.status === 401) notifySessionExpired();
      reject(
        new ApiError(
          request.status,
          typeof error === 'string' ? error : 'http',
          typeof message === 'string' ? message : GENERAL_MESSAGES.somethingWentWrong,
          (fields ?? {}) as Record<string, string>,
          details,
        ),
      );
    };
    request.onerror = () => reject(networkFailure());
    request.onabort = () => reject(new ApiError(0, 'cancelled', 'Cancelled.'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(field, file, file.name);
    request.send(form);
  });
}
