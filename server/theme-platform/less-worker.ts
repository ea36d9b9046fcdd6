// The entry of a LESS worker thread (started by less-workers.ts): says it is ready, then renders each job it is sent and answers with the outcome.
import { parentPort } from 'node:worker_threads';
import { renderLess, type LessJob, type LessOutcome } from './less-render.js';

/** A job as the pool sends it, with the number its answer carries back. */
export interface LessRequest {
  id: number;
  job: LessJob;
}

/** What a worker sends: that it is ready (its modules loaded), then each job's outcome. */
export type LessReply = { ready: true } | { id: number; outcome: LessOutcome };

parentPort?.on('message', (request: LessRequest) => {
  void renderLess(request.job).then((outcome) =>
    parentPort?.postMessage({ id: request.id, outcome } satisfies LessReply),
  );
});
parentPort?.postMessage({ ready: true } satisfies LessReply);
