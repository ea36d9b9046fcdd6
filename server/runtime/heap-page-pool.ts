// Gives back the heap pages V8 keeps after a burst: under steady traffic V8 never runs the memory-reducing collection that would return them, and the process's memory stays at its peak for good.
import { readFileSync } from 'node:fs';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Logger } from 'pino';

const MIB = 1024 * 1024;
/** V8's regular heap page: each is an anonymous mapping of its own (large objects get bigger ones). */
const V8_PAGE_BYTES = 256 * 1024;
/** How often the pool is measured (reading /proc/self/maps: about a millisecond). */
export const HEAP_POOL_CHECK_MS = 60_000;
/** The pool that is worth one memory-reducing collection (a pause of 0.1–0.5 s on 2 cores). */
export const HEAP_POOL_RELEASE_BYTES = 64 * MIB;
/** At most one such collection this often, whatever the pool holds. */
export const HEAP_POOL_MIN_GAP_MS = 10 * 60_000;

/**
 * The heap pages V8 has mapped but holds no objects on (its page pool), in bytes: the 256 KiB
 * anonymous mappings of `maps` (the text of /proc/PID/maps) less the pages its regular spaces
 * hold. V8 reports its spaces, not its pool; an estimate, as other 256 KiB mappings would count too.
 */
export function pooledHeapBytes(maps: string, pagedSpaceBytes: number): number {
  let pages = 0;
  for (const line of maps.split('\n')) {
    const match = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(\S*)/.exec(line);
    if (match === null || match[3] !== '') continue;
    if (Number.parseInt(match[2], 16) - Number.parseInt(match[1], 16) === V8_PAGE_BYTES) pages += 1;
  }
  return Math.max(0, pages * V8_PAGE_BYTES - pagedSpaceBytes);
}

/** What V8's regular (not large-object) spaces hold in memory now. */
function pagedSpaceBytes(): number {
  return getHeapSpaceStatistics()
    .filter(({ space_name }) => !space_name.includes('large_object'))
    .reduce((sum, { physical_space_size }) => sum + physical_space_size, 0);
}

type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/** V8's `gc` function without `--expose-gc` on the command line (the flag applies to new contexts). */
function memoryReducingCollection(): Collect {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as Collect;
}

/** A running check; `stop()` ends it. */
export interface HeapPagePool {
  stop(): void;
}

export interface HeapPagePoolOptions {
  logger: Logger;
  checkMs?: number;
  releaseBytes?: number;
  minGapMs?: number;
  /** The text of /proc/self/maps (tests give their own). */
  readMaps?: () => string;
}

/**
 * Every `checkMs`, measures V8's page pool (`pooledHeapBytes`); when it holds `releaseBytes` or
 * more and the last release was `minGapMs` ago, runs one memory-reducing (last-resort) collection,
 * which returns the pool to the system, and logs what it gave back and how long it took. V8 keeps
 * the pages a collection frees for reuse and returns them only in such a collection, which it
 * starts itself only when the process is idle: a server under steady traffic that once needed 100
 * MiB more for a moment (a big query result, an import) kept that 100 MiB resident to the end
 * (bench/README.md, "V8's page pool"). Only where /proc/self/maps exists (Linux); the timer does
 * not keep the process alive.
 */
export function startHeapPagePool(options: HeapPagePoolOptions): HeapPagePool {
  const readMaps = options.readMaps ?? (() => readFileSync('/proc/self/maps', 'utf8'));
  const releaseBytes = options.releaseBytes ?? HEAP_POOL_RELEASE_BYTES;
  const minGapMs = options.minGapMs ?? HEAP_POOL_MIN_GAP_MS;
  let collect: Collect | undefined;
  let lastRelease = -Infinity;
  const check = () => {
    // Within the gap nothing would be done: not even /proc/self/maps is read.
    if (Date.now() - lastRelease < minGapMs) return;
    let pooled: number;
    try {
      pooled = pooledHeapBytes(readMaps(), pagedSpaceBytes());
    } catch {
      clearInterval(timer); // no /proc here: nothing to measure
      return;
    }
    if (pooled < releaseBytes) return;
    collect ??= memoryReducingCollection();
    const rssBefore = process.memoryUsage.rss();
    const started = performance.now();
    collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    lastRelease = Date.now();
    options.logger.info(
      {
        pooledMiB: Math.round(pooled / MIB),
        rssBeforeMiB: Math.round(rssBefore / MIB),
        rssAfterMiB: Math.round(process.memoryUsage.rss() / MIB),
        pauseMs: Math.round(performance.now() - started),
      },
      'gave back the heap pages V8 kept after a burst (one memory-reducing collection)',
    );
  };
  const timer = setInterval(check, options.checkMs ?? HEAP_POOL_CHECK_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
