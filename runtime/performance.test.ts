// @vitest-environment jsdom
// Tests the performance collector's send schedule with web-vitals' callbacks played by hand: after load, on hiding, at 60 s (then never again), consent and data-tracking="off".
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebVital } from '../domain/web-vitals.js';
import {
  METRIC_WAIT_MS,
  PERFORMANCE_PATH,
  SEND_AFTER_LOAD_MS,
  sendRecords,
  startPerformanceCollector,
  type PerformanceRecord,
  type VitalReport,
  type VitalsSource,
} from './performance.js';

let sent: PerformanceRecord[][];
let callbacks: Map<WebVital, (metric: VitalReport) => void>;
const stops: (() => void)[] = [];

const vitals = Object.fromEntries(
  (['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const).map((name) => [
    `on${name}`,
    (callback: (metric: VitalReport) => void) => callbacks.set(name, callback),
  ]),
) as unknown as VitalsSource;

function metric(name: WebVital, value: number): void {
  callbacks.get(name)?.({ name, value });
}

function start(elapsed = 1000): void {
  const stop = startPerformanceCollector({
    vitals,
    send: (body) => sent.push(JSON.parse(body)),
    document,
    path: '/shop',
    pageLoadId: 'load-1',
    now: () => 1764150000000,
    elapsed: () => elapsed,
  });
  stops.push(stop);
}

function setVisibility(state: 'hidden' | 'visible'): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  callbacks = new Map();
  document.body.removeAttribute('data-tracking');
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  document.cookie = 'ss_performanceCookiesAllowed=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('startPerformanceCollector', () => {
  it('sends what arrived after the delay after load, durations rounded down and rated with SPEC §9 thresholds', () => {
    start();
    metric('TTFB', 120.9);
    metric('FCP', 1900.5);
    metric('LCP', 4000.2);
    vi.advanceTimersByTime(SEND_AFTER_LOAD_MS - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([
      [
        {
          app: 'tessera',
          event: 'web-vital',
          pageLoadId: 'load-1',
          ts: 1764150000000,
          data: { metric: 'TTFB', value: 120, rating: 'good', path: '/shop' },
        },
        {
          app: 'tessera',
          event: 'web-vital',
          pageLoadId: 'load-1',
          ts: 1764150000000,
          data: { metric: 'FCP', value: 1900, rating: 'needs-improvement', path: '/shop' },
        },
        {
          app: 'tessera',
          event: 'web-vital',
          pageLoadId: 'load-1',
          ts: 1764150000000,
          data: { metric: 'LCP', value: 4000, rating: 'needs-improvement', path: '/shop' },
        },
      ],
    ]);
  });

  it('sends the newest values when the page is hidden, and nothing when nothing new arrived', () => {
    start();
    metric('CLS', 0.05);
    metric('CLS', 0.31);
    setVisibility('hidden');
    expect(
      sent.map((batch) => batch.map((record) => [record.data.metric, record.data.value, record.data.rating])),
    ).toEqual([[['CLS', 0.31, 'poor']]]);
    setVisibility('visible');
    setVisibility('hidden');
    vi.advanceTimersByTime(SEND_AFTER_LOAD_MS);
    expect(sent).toHaveLength(1);
  });

  it('sends at 60 s after navigation start and never after', () => {
    start(10_000);
    metric('INP', 250.4);
    vi.advanceTimersByTime(SEND_AFTER_LOAD_MS);
    metric('INP', 600);
    vi.advanceTimersByTime(METRIC_WAIT_MS - 10_000 - SEND_AFTER_LOAD_MS - 1);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent.map((batch) => batch.map((record) => record.data.value))).toEqual([[250], [600]]);
    metric('INP', 900);
    setVisibility('hidden');
    vi.advanceTimersByTime(METRIC_WAIT_MS);
    expect(sent).toHaveLength(2);
  });

  it('sends nothing when the visitor refused performance cookies, even when refused after load', () => {
    document.cookie = 'ss_performanceCookiesAllowed=false';
    start();
    expect(callbacks.size).toBe(0);
    document.cookie = 'ss_performanceCookiesAllowed=true';
    start();
    metric('LCP', 100);
    document.cookie = 'ss_performanceCookiesAllowed=false';
    vi.advanceTimersByTime(METRIC_WAIT_MS);
    expect(sent).toEqual([]);
  });

  it('sends nothing from a page marked data-tracking="off"', () => {
    document.body.setAttribute('data-tracking', 'off');
    start();
    metric('LCP', 100);
    vi.advanceTimersByTime(METRIC_WAIT_MS);
    expect(sent).toEqual([]);
  });
});

describe('sendRecords', () => {
  it('uses the beacon when the browser has one, and swallows a fetch that fails or answers 500', async () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    sendRecords('[1]');
    expect(beacon).toHaveBeenCalledWith(PERFORMANCE_PATH, '[1]');

    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      for (const answer of [
        () => Promise.resolve(new Response(null, { status: 500 })),
        () => Promise.reject(new TypeError('Failed to fetch')),
      ]) {
        const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(answer);
        expect(() => sendRecords('[2]')).not.toThrow();
        expect(fetchSpy).toHaveBeenCalledWith(
          PERFORMANCE_PATH,
          expect.objectContaining({ method: 'POST', body: '[2]', keepalive: true }),
        );
        fetchSpy.mockRestore();
      }
      await vi.runAllTimersAsync();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
