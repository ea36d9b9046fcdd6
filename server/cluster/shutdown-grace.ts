// How long a shutting-down server lets open requests finish (SHUTDOWN_GRACE_SECONDS, default 10) and keeps answering on its open connections before it closes them (SHUTDOWN_LAME_DUCK_SECONDS).

/** The default wait for open requests on SIGTERM, in milliseconds. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

/**
 * The grace `SHUTDOWN_GRACE_SECONDS` sets (a number of seconds, 0 to 600, fractions allowed), in
 * milliseconds; the default for anything else, so a typo never makes a shutdown cut requests off.
 */
export function shutdownGraceMs(env: NodeJS.ProcessEnv = process.env): number {
  return secondsSetting(env.SHUTDOWN_GRACE_SECONDS, DEFAULT_SHUTDOWN_GRACE_MS);
}

/**
 * The lame-duck wait behind a load balancer (a PostgreSQL server, `DATABASE_URL`): 5 s, longer than
 * the proxy keeps an idle connection (tests/cluster's nginx: 4 s), so the proxy closes the idle
 * ones itself; on the embedded database (one process, nobody in front) none.
 */
export const DEFAULT_LAME_DUCK_MS = 5_000;

/**
 * How long a draining server keeps its open connections (and its listening socket) before it
 * closes them: `SHUTDOWN_LAME_DUCK_SECONDS`, default {@link DEFAULT_LAME_DUCK_MS} for a server on
 * PostgreSQL (`behindProxy`: one of several behind a load balancer), else 0. Meanwhile every answer says `Connection: close` (so a proxy never sends
 * a request on a connection the server is closing: a POST lost that way is a 502 nginx will not
 * retry) and /readyz answers 503; it ends early once no connection is left.
 */
export function lameDuckMs(behindProxy: boolean, env: NodeJS.ProcessEnv = process.env): number {
  return secondsSetting(env.SHUTDOWN_LAME_DUCK_SECONDS, behindProxy ? DEFAULT_LAME_DUCK_MS : 0);
}

/** A number of seconds (0 to 600, fractions allowed) in milliseconds; `fallback` for anything else. */
function secondsSetting(value: string | undefined, fallback: number): number {
  const text = value?.trim();
  if (text === undefined || text === '') return fallback;
  const seconds = Number(text);
  return Number.isFinite(seconds) && seconds >= 0 && seconds <= 600 ? Math.round(seconds * 1000) : fallback;
}
