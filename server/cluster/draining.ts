// Whether the server of a database handle is draining (shutting down, finishing what it has, taking nothing new), and the answers' Connection: close meanwhile.
import type { RequestHandler } from 'express';
const draining = new WeakSet<object>();

/** Marks the server using `db` (a knex instance) as draining: /readyz answers 503 from now on. */
export function markDraining(db: object): void {
  draining.add(db);
}

/** Whether the server using `db` is draining. */
export function isDraining(db: object): boolean {
  return draining.has(db);
}

/**
 * Answers every request with `Connection: close` while the server drains, so each connection
 * closes after its answer and a proxy never reuses one the server is about to close. A request
 * that came before the drain began and is answered after it gets the header too (set as its
 * headers are written).
 */
export function closeConnectionsWhileDraining(db: object): RequestHandler {
  return (_req, res, next) => {
    if (draining.has(db)) res.setHeader('Connection', 'close');
    else {
      const writeHead = res.writeHead;
      res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
        if (draining.has(db) && !res.headersSent) res.setHeader('Connection', 'close');
        return writeHead.apply(this, args);
      } as typeof res.writeHead;
    }
    next();
  };
}
