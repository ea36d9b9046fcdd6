// One browser across the cluster: a cookie jar shared by every server and nginx (cookies ignore the port), sending the crumb header (and, once signed in, the owner token) with each change.
import { randomBytes } from 'node:crypto';
import { CRUMB_COOKIE, CRUMB_HEADER } from '../../server/http/crumb.js';
import { OWNER_TOKEN_HEADER } from '../../server/http/owner-authority.js';

/** An answer as a test reads it. */
export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed, when it is JSON. */
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface SendOptions {
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
}

/** A visitor's browser: cookies kept from every answer, the crumb sent back on POST, PUT, PATCH and DELETE. */
export class Visitor {
  private readonly cookies = new Map<string, string>();
  /** The owner token a sign-in answered with, sent back with every change as the editor does. */
  private ownerToken: string | undefined;

  /** Starts with a crumb cookie of its own, as a browser has after its first page. */
  constructor() {
    this.cookies.set(CRUMB_COOKIE, randomBytes(24).toString('base64url'));
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** The `Cookie` header this browser sends, and the crumb header that goes with it, for load generators. */
  requestHeaders(): Record<string, string> {
    return {
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      [CRUMB_HEADER]: this.cookies.get(CRUMB_COOKIE) ?? '',
    };
  }

  async send(method: string, url: string, options: SendOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json', ...this.requestHeaders() };
    if (method === 'GET' || method === 'HEAD') delete headers[CRUMB_HEADER];
    else if (this.ownerToken !== undefined) headers[OWNER_TOKEN_HEADER] = this.ownerToken;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(url, {
      method,
      headers: { ...headers, ...options.headers },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(60_000),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const expired = attributes.some((attribute) => {
        const [key, value = ''] = attribute.split('=').map((part) => part.trim().toLowerCase());
        return (
          (key === 'max-age' && Number(value) <= 0) || (key === 'expires' && Date.parse(value) < Date.now())
        );
      });
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1).trim());
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    const ownerToken = (json as { ownerToken?: unknown } | undefined)?.ownerToken;
    if (typeof ownerToken === 'string') this.ownerToken = ownerToken;
    return { status: res.status, headers: res.headers, text, json };
  }

  get(url: string, options?: SendOptions): Promise<Answer> {
    return this.send('GET', url, options);
  }

  post(url: string, body: unknown, headers?: Readonly<Record<string, string>>): Promise<Answer> {
    return this.send('POST', url, { body, headers });
  }
}
