// The body of POST /api/1/performance/records (SPEC §7): a plain-text JSON array of {app, data, event, pageLoadId, ts}.
import { z } from 'zod';
import { WEB_VITALS } from '../../domain/web-vitals.js';

/** At most this many records in one post (five metrics per page load, sent a few times). */
export const MAX_RECORDS_PER_POST = 50;

export const performanceRecordSchema = z.object({
  app: z.string().min(1).max(50),
  event: z.literal('web-vital'),
  pageLoadId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  ts: z.number().int().nonnegative(),
  data: z.object({
    metric: z.enum(WEB_VITALS),
    value: z.number().finite().nonnegative().max(10_000_000),
    path: z.string().min(1).max(2048).startsWith('/'),
    /** The browser's rating; the server rates the value itself with the same thresholds. */
    rating: z.string().max(20).optional(),
  }),
});

export const performanceRecordsSchema = z.array(performanceRecordSchema).min(1).max(MAX_RECORDS_PER_POST);
export type PerformanceRecordsBody = z.infer<typeof performanceRecordsSchema>;
