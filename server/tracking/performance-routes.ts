// POST /api/1/performance/records: Core Web Vitals sent by beacon (plain-text JSON), size- and rate-limited, rated and buffered into PERFORMANCE_RECORDS.
import express, { Router } from 'express';
import { rateVital, vitalValue } from '../../domain/web-vitals.js';
import type { AppDeps } from '../app-deps.js';
import { refuseHostileInput } from '../http/hostile-input.js';
import { HttpError } from '../http/http-error.js';
import { rateLimits } from '../http/rate-limit.js';
import { pathOnly } from './errors-store.js';
import { REPORT_BODY_LIMIT, reportBodyLimit, reportRateLimit } from './errors-routes.js';
import { performanceRecordsSchema } from './performance-schema.js';
import { performanceWriterFor } from './performance-writer.js';

export const PERFORMANCE_PATH = '/api/1/performance/records';
/** The consent helper's cookie: `false` (or `0`) means the visitor said no to performance cookies. */
export const PERFORMANCE_CONSENT_COOKIE = 'ss_performanceCookiesAllowed';

function refusedConsent(value: unknown): boolean {
  return value === 'false' || value === '0';
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
        for (const { data, pageLoadId } of parsed.data) {
          const value = vitalValue(data.metric, data.value);
          writer.append({
            websiteId,
            occurredAt,
            pagePath: pathOnly(data.path) ?? '/',
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
