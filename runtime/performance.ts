// The performance collector, loaded after the page's load: Core Web Vitals (web-vitals) posted to /api/1/performance/records by beacon, after a delay, when the page is hidden and at 60 s.
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { rateVital, vitalValue, WEB_VITALS, type VitalRating, type WebVital } from '../domain/web-vitals.js';
import { readCookie } from './api-client.js';

/** SPEC §7: where the records are posted. */
export const PERFORMANCE_PATH = '/api/1/performance/records';
/** The consent helper's cookie: `false` (or `0`) means the visitor refused performance cookies. */
export const PERFORMANCE_CONSENT_COOKIE = 'ss_performanceCookiesAllowed';
/** How long after the collector starts (just after load) the first records are sent. */
export const SEND_AFTER_LOAD_MS = 5000;
/** SPEC §9: the collector waits up to 60,000 ms (from navigation start) for metrics, then sends and stops. */
export const METRIC_WAIT_MS = 60_000;

/** What web-vitals hands a callback (only what we read). */
export interface VitalReport {
  name: WebVital;
  value: number;
}
type OnVital = (callback: (metric: VitalReport) => void) => void;
/** web-vitals' functions, replaceable in tests. */
export type VitalsSource = Readonly<Record<`on${WebVital}`, OnVital>>;

/** One record as posted. */
export interface PerformanceRecord {
  app: 'tessera';
  event: 'web-vital';
  pageLoadId: string;
  ts: number;
  data: { metric: WebVital; value: number; rating: VitalRating; path: string };
}

export interface CollectorOptions {
  vitals: VitalsSource;
  /** Sends one body (a JSON array, as text); never throws. */
  send: (body: string) => void;
  document: Document;
  /** The page's path, never its query string. */
  path: string;
  pageLoadId: string;
  now: () => number;
  /** Milliseconds since navigation start (`performance.now()`). */
  elapsed: () => number;
}

/** Whether the visitor refused performance cookies, or the page asks for no tracking. */
export function collectionRefused(doc: Document): boolean {
  const consent = readCookie(doc.cookie, PERFORMANCE_CONSENT_COOKIE);
  if (consent === 'false' || consent === '0') return true;
  // data-tracking="off" marks pages that must not count a visit (a signed-in owner, error pages):
  // their vitals would be the owner's previews and error pages, not what visitors live with.
  return doc.body?.getAttribute('data-tracking') === 'off';
}

/**
 * Collects the five metrics and sends what arrived since the last send, SEND_AFTER_LOAD_MS after it
 * starts, whenever the page becomes hidden, and at METRIC_WAIT_MS after navigation start, when it
 * stops. Durations are rounded down, ratings use SPEC §9's thresholds (TTFB: web-vitals' own).
 * Returns a function that stops it without sending.
 */
export function startPerformanceCollector(options: CollectorOptions): () => void {
  const { document: doc } = options;
  if (collectionRefused(doc)) return () => undefined;
  const pending = new Map<WebVital, PerformanceRecord>();
  let stopped = false;

  function flush(): void {
    if (stopped || pending.size === 0) return;
    const records = [...pending.values()];
    pending.clear();
    // The visitor may have refused since the page loaded.
    if (collectionRefused(doc)) return;
    options.send(JSON.stringify(records));
  }

  for (const name of WEB_VITALS) {
    options.vitals[`on${name}`]((metric) => {
      if (stopped) return;
      const value = vitalValue(metric.name, metric.value);
      pending.set(metric.name, {
        app: 'tessera',
        event: 'web-vital',
        pageLoadId: options.pageLoadId,
        ts: options.now(),
        data: { metric: metric.name, value, rating: rateVital(metric.name, value), path: options.path },
      });
    });
  }

  // Registered after web-vitals' own listeners, so the values it reports on hiding go in this send.
  const onHidden = () => {
    if (doc.visibilityState === 'hidden') flush();
  };
  doc.addEventListener('visibilitychange', onHidden);
  const afterLoad = setTimeout(flush, SEND_AFTER_LOAD_MS);
  const deadline = setTimeout(
    () => {
      flush();
      stop();
    },
    Math.max(0, METRIC_WAIT_MS - options.elapsed()),
  );

  function stop(): void {
    stopped = true;
    clearTimeout(afterLoad);
    clearTimeout(deadline);
    doc.removeEventListener('visibilitychange', onHidden);
  }
  return stop;
}

/** Posts a body as a beacon (text/plain), or with fetch keepalive; failures are dropped. */
export function sendRecords(body: string): void {
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(PERFORMANCE_PATH, body)) return;
    void fetch(PERFORMANCE_PATH, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    }).catch(() => undefined);
  } catch {
    // A visitor never sees the collector fail.
  }
}

function newPageLoadId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}

/** Starts collecting on this page (boot.ts imports this module after load). */
export function collectPerformance(): void {
  startPerformanceCollector({
    vitals: { onLCP, onINP, onCLS, onTTFB, onFCP },
    send: sendRecords,
    document,
    path: location.pathname,
    pageLoadId: newPageLoadId(),
    now: Date.now,
    elapsed: () => performance.now(),
  });
}
