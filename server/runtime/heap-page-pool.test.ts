import { describe, expect, it, vi } from 'vitest';
import type { Logger } from 'pino';
import { pooledHeapBytes, startHeapPagePool } from './heap-page-pool.js';

const KIB = 1024;
const MIB = 1024 * KIB;

/** /proc/PID/maps lines: `pages` anonymous 256 KiB mappings, and others that are not V8 pages. */
function maps(pages: number): string {
  const lines = [
    '00400000-0074d000 r--p 00000000 08:01 1234 /usr/bin/node',
    '43a06000-47279000 rw-p 00000000 00:00 0 [heap]',
    // A named 256 KiB mapping (a file) and an anonymous one of another size are not heap pages.
    '7f0000000000-7f0000040000 r--p 00000000 08:01 99 /usr/lib/libc.so.6',
    '7f0000100000-7f0000180000 rw-p 00000000 00:00 0',
  ];
  for (let i = 0; i < pages; i++) {
    const start = 0x7f1000000000 + i * 0x80000;
    lines.push(`${start.toString(16)}-${(start + 256 * KIB).toString(16)} rw-p 00000000 00:00 0 `);
  }
  return lines.join('\n');
}

describe("V8's page pool", () => {
  it('counts the anonymous 256 KiB mappings beyond what the heap spaces hold', () => {
    expect(pooledHeapBytes(maps(400), 60 * MIB)).toBe(40 * MIB);
    expect(pooledHeapBytes(maps(100), 60 * MIB)).toBe(0);
  });

  it('gives the pool back with one memory-reducing collection once it is large, then waits', () => {
    vi.useFakeTimers();
    const info = vi.fn();
    const logger = { info } as unknown as Logger;
    const pool = startHeapPagePool({
      logger,
      checkMs: 5,
      releaseBytes: 64 * MIB,
      minGapMs: 60_000,
      readMaps: () => maps(4096), // 1 GiB of pages: far more than this heap holds
    });
    try {
      vi.advanceTimersByTime(5);
      expect(info).toHaveBeenCalledTimes(1);
      const [fields, message] = info.mock.calls[0] as [Record<string, number>, string];
      expect(message).toContain('gave back the heap pages');
      expect(fields.pooledMiB).toBeGreaterThan(64);
      expect(fields.pauseMs).toBeGreaterThanOrEqual(0);
      // Within the gap, a pool as large again is left alone; after it, given back again.
      vi.advanceTimersByTime(59_000);
      expect(info).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1_000);
      expect(info).toHaveBeenCalledTimes(2);
    } finally {
      pool.stop();
      vi.useRealTimers();
    }
  });

  it('leaves a small pool alone', () => {
    vi.useFakeTimers();
    const info = vi.fn();
    const readMaps = vi.fn(() => maps(0));
    const pool = startHeapPagePool({ logger: { info } as unknown as Logger, checkMs: 5, readMaps });
    try {
      vi.advanceTimersByTime(50);
      expect(readMaps).toHaveBeenCalledTimes(10);
      expect(info).not.toHaveBeenCalled();
    } finally {
      pool.stop();
      vi.useRealTimers();
    }
  });
});
