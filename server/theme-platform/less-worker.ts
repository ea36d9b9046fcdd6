// The entry of a LESS worker thread (started by less-workers.ts): renders each job it is sent and answers with the outcome.
import { parentPort } from 'node:worker_threads';
import { renderLess, type LessJob } from './less-render.js';

/** A job as the pool sends it, with the number its answer carries back. */
export interface LessRequest {
  id: number;
  job: LessJob;
}

parentPort?.on('message', (request: LessRequest) => {
  void renderLess(request.job).then((outcome) => parentPort?.postMessage({ id: request.id, outcome }));
});
