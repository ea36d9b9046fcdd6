/**
 * How the server's process is started: `npm start` (package.json) and docs/DEPLOY.md's unit use the
 * same settings, and every bench that starts a server uses these so it measures the server as it is
 * deployed (an environment variable the bench is given wins). Issue 33's soak (bench/README.md).
 */

/**
 * glibc malloc's settings.
 * - MALLOC_ARENA_MAX=2: fewer per-thread heaps for sharp's image threads (first start peak
 *   1,048 MB → 450 MB).
 * - MALLOC_MMAP_THRESHOLD_=65536: blocks of 64 KiB and more (zlib's windows, big Buffers) get pages
 *   of their own, given back when freed. Without it glibc raises the threshold to the largest block
 *   freed so far and serves those blocks from its main heap, which gives memory back only from its
 *   top: that heap held 20–30 MiB more in the soak.
 */
export const SERVER_MALLOC_ENV: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '65536',
};

/**
 * V8's flags. `--max-semi-space-size=16` caps each half of the young generation at 16 MiB: V8 sizes
 * it from the machine's memory (64 MiB halves on a 24 GiB machine), and touched more of it as the
 * run went on, which was the soak's rise (RSS flat at 279 MiB with the cap, rising from 370 without).
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=16'];

/** {@link SERVER_MALLOC_ENV} under what `env` already sets. */
export function withServerMallocEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...SERVER_MALLOC_ENV, ...env };
}
