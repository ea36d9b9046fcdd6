// GET /healthz (the process is alive) and GET /readyz (it can serve: database, migrations, not draining), for load balancers.
import { Router, type Response } from 'express';
import type { AppDeps } from '../app-deps.js';
import { siteCacheReport } from '../site/cache/site-caches.js';
import { isDraining } from './draining.js';
import { migrationDrift } from './migration-drift.js';

/** How long /readyz waits for the database before calling it unreachable. */
export const READY_DATABASE_TIMEOUT_MS = 2000;

/** The reasons /readyz gives, in words. */
export const READY_TEXTS = {
  draining: 'The server is shutting down and takes no new requests.',
  unreachable: 'The database does not answer.',
  pending: 'The database is missing migrations this server needs; they run when a server starts.',
  unknown: 'The database has migrations this version of Tessera does not know.',
} as const;

/** What /readyz found: ready, or the reason it is not. */
export type Readiness = { ready: true } | { ready: false; reason: string };

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Whether the server using `db` can take requests now. */
export async function readiness({ db }: Pick<AppDeps, 'db'>): Promise<Readiness> {
  if (isDraining(db.knex)) return { ready: false, reason: READY_TEXTS.draining };
  let drift;
  try {
    drift = await withTimeout(migrationDrift(db.knex), READY_DATABASE_TIMEOUT_MS);
  } catch (_unreachable) {
    return { ready: false, reason: READY_TEXTS.unreachable };
  }
  if (drift.unknown.length > 0) return { ready: false, reason: READY_TEXTS.unknown };
  if (drift.pending.length > 0) return { ready: false, reason: READY_TEXTS.pending };
  // A server that started draining while the database answered is no longer ready.
  if (isDraining(db.knex)) return { ready: false, reason: READY_TEXTS.draining };
  return { ready: true };
}

/** A full garbage collection, when the process was started with --expose-gc; else nothing. */
function fullGc(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

function answer(res: Response, status: number, body: object): void {
  res.status(status).set('Cache-Control', 'no-store').json(body);
}

/**
 * `/healthz` answers 200 `{status: 'ok'}` while the process runs, without asking the database;
 * `/readyz` answers 200 `{status: 'ready'}` when the database answers, its migrations are this
 * code's and the server is not draining, else 503 `{status: 'unavailable', reason}`; with
 * `?verbose` also `caches` (entries and bytes of the data, page and crawler caches, with their
 * byte bounds) and `memory` (`process.memoryUsage()`; with `&gc`, after a full GC when the process
 * runs with --expose-gc, as bench:soak starts it). Mounted before
 * website resolution, sessions and rate limits: no cookie is set, nothing is cached. (While
 * draining, every answer, these included, closes its connection: `closeConnectionsWhileDraining`.)
 */
export function createHealthRouter(deps: Pick<AppDeps, 'db'>): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => answer(res, 200, { status: 'ok' }));
  router.get('/readyz', async (req, res) => {
    const found = await readiness(deps);
    // `?verbose`: also what the in-memory caches hold against their byte bounds (and the process's memory).
    // `&gc` on a process started with --expose-gc (bench:soak): a full GC first, so `heapUsed` is
    // what is alive, not what V8 has yet to collect.
    if (req.query.verbose !== undefined && req.query.gc !== undefined) fullGc();
    const verbose =
      req.query.verbose === undefined
        ? {}
        : { caches: siteCacheReport(deps.db.knex), memory: process.memoryUsage() };
    if (found.ready) answer(res, 200, { status: 'ready', ...verbose });
    else answer(res, 503, { status: 'unavailable', reason: found.reason, ...verbose });
  });
  return router;
}
