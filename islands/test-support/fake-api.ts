// A fake of the API client islands get through context: answers set per route, every call recorded.
import { ApiError } from '../api-error.js';
import type { ApiClient, ApiQuery } from '../context.js';

/** One call an island made: `PAGE` is a page read for its HTML (`api.page`). */
export interface ApiCall {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PAGE';
  readonly path: string;
  readonly query?: ApiQuery;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

/** What a route answers: the reply, or a function of the call that returns it (or throws). */
export type Answer = (call: ApiCall) => unknown;

/** The fake client, with its record and the way to set answers. */
export interface FakeApi extends ApiClient {
  /** Every call so far, in order. */
  readonly calls: readonly ApiCall[];
  /** Sets what `route` (`'PUT /api/…'`, the path without its query) answers from now on. */
  on(route: string, answer: Answer): void;
}

/** A refusal as the runtime's client makes one from an error reply (SPEC §8: `message` is shown as it is). */
export function refusal(
  status: number,
  code: string,
  message: string,
  fields?: Readonly<Record<string, string>>,
): ApiError {
  return new ApiError(status, code, message, fields);
}

/** A fake API client; a call without an answer rejects with an error naming its route. */
export function fakeApi(): FakeApi {
  const calls: ApiCall[] = [];
  const answers = new Map<string, Answer>();

  async function call(made: ApiCall): Promise<never> {
    calls.push(made);
    const route = `${made.method} ${made.path}`;
    const answer = answers.get(route);
    if (answer === undefined) throw new Error(`The fake API has no answer for ${route}.`);
    return (await answer(made)) as never;
  }

  return {
    calls,
    on: (route, answer) => void answers.set(route, answer),
    get: (path, query) => call({ method: 'GET', path, query }),
    post: (path, body, options) => call({ method: 'POST', path, body, headers: options?.headers }),
    put: (path, body) => call({ method: 'PUT', path, body }),
    delete: (path, query) => call({ method: 'DELETE', path, query }),
    page: (path) => call({ method: 'PAGE', path }),
  };
}
