// How much compiling a theme's stylesheets may cost (THEME_STYLES_* settings): time, memory, CSS size, and how many compile at once.

/** The bounds a theme's LESS compiles within; a theme past one is refused with a message naming it. */
export interface StyleLimits {
  /** Wall-clock time one compile may take in its worker, in milliseconds. */
  timeoutMs: number;
  /** The worker's JavaScript heap (V8's old generation), in megabytes. */
  memoryMb: number;
  /** The most CSS one compile may produce, in bytes. */
  maxCssBytes: number;
  /** Compiles running at once, each in a worker thread of its own. */
  workers: number;
  /** Compiles waiting for a free worker; one more is refused as busy rather than queued. */
  maxWaiting: number;
}

const MEGABYTE = 1024 * 1024;

/**
 * Far above what real themes need. A Squarespace theme's CSS is typically 100–500 KB. Measured on
 * a 2-core machine at a load average of 16 (bench/hostile-themes.ts): LESS making 530 KB of CSS
 * compiled in 3.5 s in a started worker, 10 s in a new one (cold), within 128 MB of heap; 1 MB of
 * CSS needed about 128 MB and 12 s. The time is wall-clock, hence the margin for a busy machine.
 * The hostile LESS of tests/theme-platform/hostile-themes/ reaches a limit within seconds or runs
 * until the time limit; meanwhile the server's own thread goes on answering.
 */
export const DEFAULT_STYLE_LIMITS: Readonly<StyleLimits> = {
  timeoutMs: 20_000,
  memoryMb: 256,
  maxCssBytes: 5 * MEGABYTE,
  workers: 2,
  // Enough for every website's theme compiling at start-up behind a few uploads; a queue longer
  // than this is someone uploading hostile themes in a loop.
  maxWaiting: 32,
};

/**
 * The limits `THEME_STYLES_TIMEOUT_SECONDS` (1–600), `THEME_STYLES_MEMORY_MB` (32–4096),
 * `THEME_STYLES_MAX_CSS_MB` (1–100) and `THEME_STYLES_WORKERS` (1–16) set; the default for a
 * setting that is unset or out of range, so a typo never lifts a bound.
 */
export function styleLimits(env: NodeJS.ProcessEnv = process.env): StyleLimits {
  const defaults = DEFAULT_STYLE_LIMITS;
  return {
    timeoutMs: setting(env.THEME_STYLES_TIMEOUT_SECONDS, 1, 600, defaults.timeoutMs / 1000) * 1000,
    memoryMb: setting(env.THEME_STYLES_MEMORY_MB, 32, 4096, defaults.memoryMb),
    maxCssBytes: Math.round(
      setting(env.THEME_STYLES_MAX_CSS_MB, 1, 100, defaults.maxCssBytes / MEGABYTE) * MEGABYTE,
    ),
    workers: Math.round(setting(env.THEME_STYLES_WORKERS, 1, 16, defaults.workers)),
    maxWaiting: defaults.maxWaiting,
  };
}

/** A number from `min` to `max` (fractions allowed); `fallback` for anything else. */
function setting(value: string | undefined, min: number, max: number, fallback: number): number {
  const text = value?.trim();
  if (text === undefined || text === '') return fallback;
  const number = Number(text);
  return Number.isFinite(number) && number >= min && number <= max ? number : fallback;
}
