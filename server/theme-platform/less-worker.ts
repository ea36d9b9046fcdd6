// The entry of a LESS worker process (forked by less-workers.ts): says it is ready, then renders each job it is sent and answers with the outcome.
import { renderLess, type LessJob, type LessOutcome } from './less-render.js';

/** A job as the pool sends it, with the number its answer carries back. */
export interface LessRequest {
  id: number;
  job: LessJob;
}

/** What a worker sends: that it is ready (its modules loaded), then each job's outcome. */
export type LessReply = { ready: true } | { id: number; outcome: LessOutcome };

const answer = (reply: LessReply) => process.send?.(reply);

process.on('message', (request: LessRequest) => {
  void renderLess(request.job).then((outcome) => answer({ id: request.id, outcome }));
});
// The pool going away (the server stopped or was killed) ends the worker too.
process.on('disconnect', () => process.exit(0));
answer({ ready: true });
