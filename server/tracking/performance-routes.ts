// POST /api/1/performance/records: Core Web Vitals sent by beacon (plain-text JSON), size- and rate-limited, rated and buffered into PERFORMANCE_RECORDS.
import express, { Router } from 'express';
import { rateVital, vitalValue } from '../../domain/web-vitals.js';
import type { AppDeps } from '../app-deps.js';
import { refuseHostileInput } from '../http/hostile-input.js';
import { HttpError } from '../http/http-error.js';
import { rateLimits } from '../http/rate-limit.js';
import { pathOnly } from './errors-store.js';
import { REPORT_BODY_LIMIT, reportBodyLimit, reportRateLimit } from './errors-routes.js';
import { performanceRecordsSchema, type PerformanceRecordsBody } from './performance-schema.js';
import { performanceWriterFor } from './performance-writer.js';

export const PERFORMANCE_PATH = '/api/1/performance/records';
/** The consent helper's cookie: `false` (or `0`) means the visitor said no to performance cookies. */
export const PERFORMANCE_CONSENT_COOKIE = 'ss_performanceCookiesAllowed';

function refusedConsent(value: unknown): boolean {
  return value === 'false' || value === '0';
}

/** The longest page path stored with a vital (a longer one is cut): a record stays under half a kilobyte. */
export const MAX_STORED_PATH = 256;

/**
 * The records of a post worth keeping: those of its first page load, the last value of each
 * metric. A page's collector sends its newest value of each metric (5 s in, when hidden, at 60 s)
 * under one page-load id, so that is all a post from a page holds; 50 records of 2,048-character
 * paths made a post store ~74 kB (issue 33 finding 5), now at most five short records.
 */
export function latestOfEachMetric(records: PerformanceRecordsBody): PerformanceRecordsBody {
  const pageLoadId = records[0]?.pageLoadId;
  const latest = new Map<string, PerformanceRecordsBody[number]>();
  for (const record of records) if (record.pageLoadId === pageLoadId) latest.set(record.data.metric, record);
  return [...latest.values()];
}

/**
 * The beacon's records. A plain-text body is parsed here, after the app's body check, so it is
 * checked here too: one NUL character or lone surrogate in a path made the database refuse the
 * whole batch of every visitor's records it was written with.
 */
function readBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  let value: unknown;
  try {
    value = JSON.parse(body) as unknown;
  } catch {
    throw new HttpError(400, 'invalid-json', 'The request body is not valid JSON.');
  }
  refuseHostileInput(value);
  return value;
}

/**
 * The performance records route. A beacon cannot send headers, so the app exempts this path from
 * the crumb (app.ts): the records carry no visitor identity and change nothing but the vitals
 * table; each address may post `reportRateLimit` reports a minute. Answers 204 at once; the
 * records are written by the buffered writer. Nothing is kept when the visitor refused
 * performance cookies.
 */
export function createPerformanceRouter(deps: AppDeps): Router {
  const router = Router();
  const limit = rateLimits(deps, {
    windowMs: 60_000,
    limit: reportRateLimit(deps.config.apiRateLimit),
    prefix: 'performance',
    syncMs: 1000,
  });
  const text = express.text({ type: () => true, limit: REPORT_BODY_LIMIT });
  const writer = performanceWriterFor(deps.db.knex, deps.logger);
  router.post(PERFORMANCE_PATH, limit, reportBodyLimit(), text, (req, res, next) => {
    try {
      const parsed = performanceRecordsSchema.safeParse(readBody(req.body));
      if (!parsed.success) throw new HttpError(400, 'invalid-input', 'The request could not be read.');
      const websiteId = req.website?.id;
      if (websiteId === undefined) throw new HttpError(404, 'not-found', 'No such website.');
      if (!refusedConsent(req.cookies?.[PERFORMANCE_CONSENT_COOKIE])) {
        const occurredAt = new Date();
        for (const { data, pageLoadId } of latestOfEachMetric(parsed.data)) {
          const value = vitalValue(data.metric, data.value);
          writer.append({
            websiteId,
            occurredAt,
            pagePath: (pathOnly(data.path) ?? '/').slice(0, MAX_STORED_PATH),
            metric: data.metric,
            value,
            rating: rateVital(data.metric, value),
            pageLoadId,
          });
        }
      }
      res.status(204).end();
    } catch (error) {
      next(error);
    }
  });
  return router;
}
