// Says every few seconds that a long start-up stage is still at work, so the first start is never silent for long.

/** How often a stage still running says so (under the 5 s a person waits before wondering). */
export const HEARTBEAT_MS = 4000;

/** Runs `work`, telling `progress` every {@link HEARTBEAT_MS} that `label` is still under way, with the time so far. */
export async function withHeartbeat<T>(
  progress: (message: string) => void,
  label: string,
  work: () => Promise<T>,
  everyMs = HEARTBEAT_MS,
): Promise<T> {
  const started = Date.now();
  const timer = setInterval(() => {
    progress(`still ${label} (${Math.round((Date.now() - started) / 1000)} s)…`);
  }, everyMs);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}
