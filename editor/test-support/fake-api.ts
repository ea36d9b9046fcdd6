// A stand-in for the owner API in editor screen tests: canned answers by method and path, and a record of the calls.
import { vi } from 'vitest';
import type { OwnerWebsite } from '../../domain/owner-api/account.js';
import { VERSION_CONFLICT_ERROR, VERSION_CONFLICT_MESSAGE } from '../../domain/owner-api/common.js';
import { OWNER_INPUT_MESSAGE } from '../../domain/owner-messages.js';
import { CAPABILITIES } from '../../domain/owner-permissions.js';

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

/**
 * `GET /api/owner/website` as the fake answers it: Harbor & Pine (America/New_York) with a
 * signed-in admin who may do everything, or that with `change` (another role's capabilities).
 */
export function fakeWebsite(change: Partial<OwnerWebsite> = {}): OwnerWebsite {
  return {
    website: { id: 'w1', title: 'Harbor & Pine', timeZone: 'America/New_York', currency: 'USD' },
    roles: [1],
    capabilities: [...CAPABILITIES],
    account: { id: 'a1', email: 'owner@example.com', displayName: 'Owner' },
    twoFactorSetupNeeded: false,
    ...change,
  };
}

/** The owner API's 400 for input it refuses: SPEC §5's message, and each field's message. */
export function invalidInputAnswer(fields?: Record<string, string>): FakeAnswer {
  return {
    status: 400,
    body: {
      error: 'invalid-input',
      message: OWNER_INPUT_MESSAGE,
      ...(fields === undefined ? {} : { fields }),
    },
  };
}

/** The owner API's 412 when another save came first: the version the server now holds. */
export function versionConflictAnswer(currentVersion: number): FakeAnswer {
  return {
    status: 412,
    body: { error: VERSION_CONFLICT_ERROR, message: VERSION_CONFLICT_MESSAGE, currentVersion },
  };
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
 * test loudly in its message. `GET /api/owner/website` answers {@link fakeWebsite} by default.
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
  fake.on('GET /api/owner/website', fakeWebsite());
  // The shell's site switcher and start notices: one website, no samples, not the demo.
  fake.on('GET /api/owner/websites', {
    websites: [{ id: 'w1', title: 'Harbor & Pine', host: 'localhost', current: true }],
    serverAdmin: false,
  });
  fake.on('GET /api/owner/sample-content', { count: 0, demo: false });
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
