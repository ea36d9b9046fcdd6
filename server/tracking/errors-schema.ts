// The body of POST /api/events/RecordJavascriptErrors (SPEC §7): an array of {event, data, timestamp}, within SPEC §9's limits.
import { z } from 'zod';

/** At most this many errors in one post (the reporter queues at most 10). */
export const MAX_ERRORS_PER_POST = 10;

/** One reported error. */
export const reportedErrorSchema = z.object({
  event: z.string().min(1).max(100),
  data: z.object({
    message: z.string().max(2000),
    stack: z.string().max(5000).optional(),
    /** Where the runtime met it (`island cart-pill`, `window`, …). */
    where: z.string().max(200).optional(),
    /** The page's path. */
    path: z.string().max(2048).optional(),
  }),
  timestamp: z.number().int().nonnegative(),
});

export const reportedErrorsSchema = z.array(reportedErrorSchema).min(1).max(MAX_ERRORS_PER_POST);
export type ReportedErrors = z.infer<typeof reportedErrorsSchema>;
