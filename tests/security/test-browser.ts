// A browser stand-in for supertest: keeps cookies like a browser and sends the crumb the way the runtime does.
import type { Express } from 'express';
import { Agent } from 'node:http';
import request, { type Response } from 'supertest';
import { OWNER_TOKEN_HEADER, ownerTokenOf } from '../../server/http/owner-authority.js';

/** One cookie as a Set-Cookie header gave it. */
export interface SetCookie {
  name: string;
  value: string;
  attributes: string;
}

/** Options of one request. */
export interface SendOptions {
  /** A JSON body (or a form body with `form`). */
  body?: Record<string, unknown>;
  /** Send `body` URL-encoded, as a plain HTML form does. */
  form?: boolean;
  headers?: Record<string, string>;
  /** Send the crumb cookie's value as X-Csrf-Token on state changes (default true, as the runtime does). */
  crumb?: boolean;
  /**
   * Send the owner session's owner token as X-Owner-Token on state changes, as the editor does
   * (default true; false sends what a site page's script could: cookies and crumb only).
   */
  ownerToken?: boolean;
}

/** Every Set-Cookie of a response, parsed. */
export function setCookies(res: Response): SetCookie[] {
  const raw = res.headers['set-cookie'] as unknown as string[] | undefined;
  return (raw ?? []).map((line) => {
    const [pair, ...rest] = line.split(';');
    const at = pair.indexOf('=');
    return {
      name: pair.slice(0, at),
      value: decodeURIComponent(pair.slice(at + 1)),
      attributes: rest.join(';'),
    };
  });
}

/** The Set-Cookie of `name` in a response, if any. */
export function setCookie(res: Response, name: string): SetCookie | undefined {
  return setCookies(res).find((cookie) => cookie.name === name);
}

/** A cookie jar plus helpers; each instance is one browser. */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  private readonly agent: Agent | undefined;

  /**
   * `localAddress` connects from another loopback address (127.0.0.0/8 all reaches this machine), so
   * an app that does not trust proxies counts this browser as another client.
   */
  constructor(
    private readonly app: Express,
    { localAddress }: { localAddress?: string } = {},
  ) {
    this.agent = localAddress === undefined ? undefined : new Agent({ localAddress });
  }

  /** Loads a page, as a browser does before it posts anything (this is how it gets its crumb). */
  async visit(path = '/page'): Promise<Response> {
    return this.send('GET', path);
  }

  async send(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    options: SendOptions = {},
  ): Promise<Response> {
    const { body, form = false, headers = {}, crumb = true, ownerToken = true } = options;
    let req = request(this.app)[method.toLowerCase() as 'get'](path).set('Accept', 'application/json');
    if (this.agent !== undefined) req = req.agent(this.agent);
    if (this.cookies.size > 0) req = req.set('Cookie', this.cookieHeader());
    const crumbValue = this.cookies.get('crumb');
    if (method !== 'GET' && crumb && crumbValue !== undefined) req = req.set('X-Csrf-Token', crumbValue);
    if (method !== 'GET' && ownerToken) {
      for (const [name, value] of Object.entries(this.ownerHeaders())) req = req.set(name, value);
    }
    for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
    if (body !== undefined) req = form ? req.type('form').send(body) : req.send(body);
    const res = await req;
    this.store(res);
    return res;
  }

  /**
   * The owner token of this browser's owner session, as the editor has it from its page or its
   * sign-in (made here from the session cookie), or nothing when it has no session.
   */
  ownerHeaders(): Record<string, string> {
    const session = this.cookies.get('owner_session');
    return session === undefined ? {} : { [OWNER_TOKEN_HEADER]: ownerTokenOf(session) };
  }

  /** What the editor sends with a change: the crumb and the owner token. */
  changeHeaders(): Record<string, string> {
    return { 'X-Csrf-Token': this.cookies.get('crumb') ?? '', ...this.ownerHeaders() };
  }

  /** The Cookie header this browser sends. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  }

  private store(res: Response): void {
    for (const cookie of setCookies(res)) {
      const expired =
        /Expires=Thu, 01 Jan 1970/i.test(cookie.attributes) || /Max-Age=0\b/i.test(cookie.attributes);
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}

/**
 * One browser that has loaded a page and never signed in, made on first use and shared by every
 * signed-out request of a suite: a refused request changes none of its cookies. `app` is read on
 * first use, so a suite may pass a getter of the app its `beforeAll` makes.
 */
export function sharedSignedOutBrowser(app: () => Express): () => Promise<TestBrowser> {
  let browser: Promise<TestBrowser> | undefined;
  return () =>
    (browser ??= (async () => {
      const made = new TestBrowser(app());
      await made.visit();
      return made;
    })());
}
