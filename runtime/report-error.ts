// Where the runtime's own failures go: RecordJavascriptErrors (queued, debounced, within SPEC §9's limits) and the console in development; never an exception thrown to the page.
import { CRUMB_COOKIE, CRUMB_HEADER, readCookie } from './api-client.js';

/** Receives a runtime failure and where it happened (`island cart-pill`, `boot`, …). */
export type ErrorReporter = (error: unknown, where: string) => void;

/** The default reporter: one console error per failure, prefixed so it can be told apart. */
export const consoleReporter: ErrorReporter = (error, where) => {
  console.error(`[tessera] ${where}:`, error);
};

/** SPEC §7: where the browser's errors are posted. */
export const ERRORS_PATH = '/api/events/RecordJavascriptErrors';

/** SPEC §9: the error reporter's limits. */
export const ERROR_REPORT_LIMITS = {
  /** Posts one page may send. */
  batches: 20,
  /** Errors waiting to be sent; more are dropped until the next post. */
  queued: 10,
  /** Characters of a stack that are sent. */
  stack: 5000,
  /** Quiet time after the last error before the queue is posted. */
  debounceMs: 1000,
} as const;

/** One queued error, as posted. */
export interface ReportedError {
  event: 'JavascriptError';
  data: { message: string; stack?: string; where: string; path: string };
  timestamp: number;
}

export interface ErrorReporterOptions {
  /** Default: the global fetch. */
  fetch?: typeof fetch;
  /** The page's cookies, as `document.cookie` reads them. */
  cookies?: () => string;
  /** The page's path (never its query string). */
  path?: () => string;
  now?: () => number;
  /** Also log each error to the console (default: in development builds). */
  log?: ErrorReporter | null;
}

/** The page's reporter: `report` queues, `listen` catches uncaught errors, `flush` posts now. */
export interface PageErrorReporter {
  report: ErrorReporter;
  /** Reports the window's `error` and `unhandledrejection` events; returns a function that stops it. */
  listen(target: Window): () => void;
  /** Posts the queue at once (the page is being hidden); resolves when the post has settled. */
  flush(): Promise<void>;
}

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) {
    const stack =
      typeof error.stack === 'string' ? error.stack.slice(0, ERROR_REPORT_LIMITS.stack) : undefined;
    return { message: `${error.name}: ${error.message}`.slice(0, 2000), ...(stack ? { stack } : {}) };
  }
  let message: string;
  try {
    message = typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
  } catch {
    message = String(error);
  }
  return { message: message.slice(0, 2000) };
}

const developmentLog: ErrorReporter | null = process.env.NODE_ENV === 'production' ? null : consoleReporter;

/**
 * A reporter that queues errors and posts them to RecordJavascriptErrors as an array of
 * `{event, data, timestamp}` with the crumb header: the queue is posted 1 s after the last error,
 * holds at most 10 (later ones are dropped until it is sent), stacks are cut at 5,000 characters
 * and a page sends at most 20 posts. A failed post is forgotten: nothing reaches the visitor.
 */
export function createErrorReporter(options: ErrorReporterOptions = {}): PageErrorReporter {
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  const cookies = options.cookies ?? (() => document.cookie);
  const path = options.path ?? (() => location.pathname);
  const now = options.now ?? Date.now;
  const log = options.log === undefined ? developmentLog : options.log;
  let queue: ReportedError[] = [];
  let batches = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function post(errors: ReportedError[]): Promise<void> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    const crumb = readCookie(cookies(), CRUMB_COOKIE);
    if (crumb !== undefined) headers[CRUMB_HEADER] = crumb;
    await fetchFn(ERRORS_PATH, {
      method: 'POST',
      headers,
      body: JSON.stringify(errors),
      credentials: 'same-origin',
      keepalive: true,
    });
  }

  function flush(): Promise<void> {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0 || batches >= ERROR_REPORT_LIMITS.batches) return Promise.resolve();
    const errors = queue;
    queue = [];
    batches += 1;
    // Whatever happens to the post (a 500, no network, a fetch that throws) stays here.
    return Promise.resolve()
      .then(() => post(errors))
      .catch(() => undefined);
  }

  const report: ErrorReporter = (error, where) => {
    try {
      log?.(error, where);
      if (batches >= ERROR_REPORT_LIMITS.batches || queue.length >= ERROR_REPORT_LIMITS.queued) return;
      queue.push({
        event: 'JavascriptError',
        data: { ...describe(error), where, path: path() },
        timestamp: now(),
      });
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => void flush(), ERROR_REPORT_LIMITS.debounceMs);
    } catch {
      // Reporting must never become the page's problem.
    }
  };

  function listen(target: Window): () => void {
    const onError = (event: ErrorEvent) => report(event.error ?? event.message, 'window');
    const onRejection = (event: PromiseRejectionEvent) => report(event.reason, 'unhandledrejection');
    const onHidden = () => {
      if (target.document.visibilityState === 'hidden') void flush();
    };
    target.addEventListener('error', onError);
    target.addEventListener('unhandledrejection', onRejection);
    target.document.addEventListener('visibilitychange', onHidden);
    return () => {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
      target.document.removeEventListener('visibilitychange', onHidden);
    };
  }

  return { report, listen, flush };
}
