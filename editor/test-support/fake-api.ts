// A stand-in for the owner API in editor screen tests: canned answers by method and path, and a record of the calls.
import { vi } from 'vitest';

/** One call the screen made. */
export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

/** A canned answer: a body (200), or a status and body. */
export type FakeAnswer = { status: number; body?: unknown } | Record<string, unknown> | unknown[];

/** Answers a call; gets the call, returns the answer (or a promise of it). */
export type FakeHandler = (call: RecordedCall) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>;

/** The fake: its routes (`'GET /api/owner/pages'`, with `:id` segments) and the calls made so far. */
export interface FakeApi {
  calls: RecordedCall[];
  on(route: string, handler: FakeHandler | FakeAnswer): void;
  restore(): void;
}

function matches(pattern: string, path: string): boolean {
  const parts = pattern.split('/');
  const actual = path.split('/');
  return (
    parts.length === actual.length && parts.every((part, at) => part.startsWith(':') || part === actual[at])
  );
}

/**
 * Replaces `fetch` with the fake until `restore()`. An unknown route answers 404 and fails the
 * test loudly in its message. `GET /api/owner/website` answers a signed-in admin by default.
 */
export function installFakeApi(): FakeApi {
  const routes: [string, FakeHandler][] = [];
  const calls: RecordedCall[] = [];
  const original = globalThis.fetch;
  const fake: FakeApi = {
    calls,
    on(route, handler) {
      routes.unshift([route, typeof handler === 'function' ? (handler as FakeHandler) : () => handler]);
    },
    restore() {
      globalThis.fetch = original;
    },
  };
  fake.on('GET /api/owner/website', {
    website: { id: 'w1', title: 'Harbor & Pine', timeZone: 'America/New_York', currency: 'USD' },
    roles: [1],
    capabilities: [
      'pages:view',
      'pages:edit',
      'content:view',
      'content:edit',
      'content:publish',
      'files:view',
      'files:edit',
      'tags:edit',
    ],
    account: { id: 'a1', email: 'owner@example.com', displayName: 'Owner' },
  });
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call: RecordedCall = { method, path: url.pathname, query: url.searchParams, body, headers };
    calls.push(call);
    const route = routes.find(([key]) => {
      const [routeMethod, routePath] = key.split(' ');
      return routeMethod === method && matches(routePath, url.pathname);
    });
    if (route === undefined) {
      return new Response(
        JSON.stringify({ error: 'not-found', message: `No fake for ${method} ${url.pathname}` }),
        {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        },
      );
    }
    const answer = await route[1](call);
    const explicit =
      answer !== undefined &&
      !Array.isArray(answer) &&
      typeof (answer as { status?: unknown }).status === 'number';
    const status = explicit ? (answer as { status: number }).status : 200;
    const payload = explicit ? (answer as { body?: unknown }).body : answer;
    return new Response(status === 204 || payload === undefined ? null : JSON.stringify(payload), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return fake;
}
