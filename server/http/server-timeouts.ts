// How long the server waits on a client: for the headers, for the whole request, and on an idle kept-alive connection.
import type { ServerOptions } from 'node:http';

/** The three waits, in milliseconds (`HEADERS_TIMEOUT_MS`, `REQUEST_TIMEOUT_MS`, `KEEP_ALIVE_TIMEOUT_MS`). */
export interface ServerTimeouts {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
}

/**
 * The defaults: 20 s for the headers (a browser sends them at once; a client that trickles them
 * holds a connection for nothing), 120 s for a whole request (the file manager takes 20 MB, which
 * is 120 s at about 1.4 Mbit/s), 5 s idle between kept-alive requests (Node's own default).
 */
export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 120_000,
  keepAliveTimeoutMs: 5_000,
};

/** The longest Node waits between its sweeps for expired requests (its own default is 30 s). */
const MAX_CHECK_INTERVAL_MS = 5_000;

/**
 * `http.createServer` options for `timeouts`. Node answers a request whose headers or body are
 * late 408 and closes the connection, but only notices at its periodic sweep, so the sweep runs
 * four times per headers timeout (at most every 5 s): a slow sender is cut off within
 * 1¼ × `headersTimeoutMs` rather than up to 30 s after it.
 */
export function serverOptions({
  headersTimeoutMs,
  requestTimeoutMs,
  keepAliveTimeoutMs,
}: ServerTimeouts): ServerOptions {
  return {
    headersTimeout: headersTimeoutMs,
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.max(
      1,
      Math.min(MAX_CHECK_INTERVAL_MS, Math.ceil(headersTimeoutMs / 4)),
    ),
  };
}
