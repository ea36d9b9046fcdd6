// The server's structured logger (pino), and the one line it writes per request.
import type { RequestHandler } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Level, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/** The most log output held in memory while standard output does not take it; later lines are dropped. */
export const LOG_BUFFER_BYTES = 8 * 1024 * 1024;

/** Standard output as the log's destination, shared by every logger of the process. */
interface StandardOutputLog {
  stream: DestinationStream;
  /** Bytes handed to the stream and neither written nor dropped yet. */
  pending: number;
  /** Until when a write refused for now (EAGAIN: a pipe nobody reads) is tried again. */
  retryUntil: number;
}

let standardOutput: StandardOutputLog | undefined;

/**
 * Standard output written asynchronously, at most {@link LOG_BUFFER_BYTES} waiting. A write the
 * output refuses for now (EAGAIN) is tried again every 100 ms, as pino does, but only until
 * {@link giveUpOnLogOutput} says to stop: pino's own retries never end, and the timer they keep
 * kept a stopped server alive for as long as nobody read its pipe (issue 33, finding 7).
 */
function standardOutputLog(): StandardOutputLog {
  if (standardOutput !== undefined) return standardOutput;
  // Opening process.stdout first makes a pipe on fd 1 non-blocking (libuv), so a full pipe refuses
  // a write (EAGAIN) instead of blocking a thread, or the exit handler below, for good.
  void process.stdout.fd;
  const log: StandardOutputLog = {
    stream: pino.destination({ dest: 1, sync: false, minLength: 0, maxLength: LOG_BUFFER_BYTES }),
    pending: 0,
    retryUntil: Number.POSITIVE_INFINITY,
  };
  const boom = log.stream as DestinationStream & {
    retryEAGAIN: () => boolean;
    flushSync: () => void;
    on(event: string, listener: (arg: unknown) => void): unknown;
  };
  boom.retryEAGAIN = () => Date.now() < log.retryUntil;
  const write = boom.write.bind(boom);
  boom.write = (line: string) => {
    log.pending += Buffer.byteLength(line);
    return write(line);
  };
  boom.on('write', (bytes) => {
    log.pending = Math.max(0, log.pending - Number(bytes));
  });
  boom.on('drop', (line) => {
    log.pending = Math.max(0, log.pending - Buffer.byteLength(String(line)));
  });
  // A write given up on (or any other failure of the output) loses those lines, never the process.
  boom.on('error', () => {});
  // pino flushes synchronously on exit: after giving up, a refused write ends that flush too.
  const flushSync = boom.flushSync.bind(boom);
  boom.flushSync = () => {
    try {
      flushSync();
    } catch (_refused) {
      // The lines left are lost; the process still exits.
    }
  };
  standardOutput = log;
  return log;
}

/**
 * Stops retrying writes standard output refuses `afterMs` from now, and resolves once the log
 * lines waiting for it are written, or that time is up: `true` when none is left.
 */
export async function settleLogOutput(afterMs: number): Promise<boolean> {
  flushRequestLines();
  const log = standardOutput;
  if (log === undefined) return true;
  log.retryUntil = Date.now() + afterMs;
  while (log.pending > 0 && Date.now() < log.retryUntil) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return log.pending === 0;
}

/** A pino logger at `level` writing to `destination` (standard output by default); `silent` for tests. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  return pino(options, destination ?? standardOutputLog().stream);
}

/** The id of the next request's log line (`reqId`), shared by both ways a request is answered. */
let lastRequestId = 0;
function nextRequestId(): number {
  lastRequestId += 1;
  return lastRequestId;
}

/** What a request's line says. */
export interface RequestLine {
  method: string;
  url: string;
  status: number;
  ms: number;
}

/** How long the fast path's request lines wait to be written together, at most. */
export const REQUEST_LINES_WAIT_MS = 200;
/** How many bytes of request lines make a write at once, whatever the wait. */
export const REQUEST_LINES_BATCH_BYTES = 64 * 1024;

/** Writers with request lines waiting: flushed by {@link settleLogOutput} and at exit. */
const requestLineWriters = new Set<(atExit: boolean) => void>();
let flushesAtExit = false;

/** Hands every waiting request line to its destination (at exit, written before returning). */
function flushRequestLines(atExit = false): void {
  for (const flush of requestLineWriters) flush(atExit);
}

/**
 * Writes request lines the way {@link requestLogger} writes them (same fields, same `reqId`
 * sequence, at info), gathered and handed to the logger's destination in one write every
 * {@link REQUEST_LINES_WAIT_MS} (or {@link REQUEST_LINES_BATCH_BYTES}): for the fast path, which
 * answers thousands a second without pino-http. One write per turn of the event loop was one
 * `fs.write` per one to three requests, each a hand-off to libuv's thread pool that cost 30–70 µs
 * of CPU on a busy 2-core machine, as much as answering the request. The lines waiting are
 * written when the server stops ({@link settleLogOutput}) and at exit.
 * Returns undefined when the logger does not write info lines.
 */
export function batchedRequestLines(logger: Logger): ((line: RequestLine) => void) | undefined {
  if (!logger.isLevelEnabled('info')) return undefined;
  const destination = (logger as unknown as Record<symbol, DestinationStream | undefined>)[
    pino.symbols.streamSym
  ];
  if (destination === undefined) return undefined;
  const level = logger.levels.values.info;
  let pending = '';
  let timer: NodeJS.Timeout | undefined;
  const flush = (atExit = false) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    requestLineWriters.delete(flush);
    if (pending === '') return;
    const lines = pending;
    pending = '';
    try {
      destination.write(lines);
      if (atExit) (destination as DestinationStream & { flushSync?: () => void }).flushSync?.();
    } catch (_ended) {
      // The destination has ended (the process is exiting): those lines are lost, nothing else.
    }
  };
  if (!flushesAtExit) {
    flushesAtExit = true;
    process.once('exit', () => flushRequestLines(true));
  }
  return ({ method, url, status, ms }) => {
    const msg = `${method} ${url} ${status} ${ms} ms`;
    pending += `{"level":${level},"time":"${new Date().toISOString()}","reqId":${nextRequestId()},"method":${JSON.stringify(method)},"url":${JSON.stringify(url)},"status":${status},"ms":${ms},"msg":${JSON.stringify(msg)}}\n`;
    if (pending.length >= REQUEST_LINES_BATCH_BYTES) flush();
    else if (timer === undefined) {
      requestLineWriters.add(flush);
      timer = setTimeout(() => flush(), REQUEST_LINES_WAIT_MS);
      timer.unref();
    }
  };
}

/** Whether the client went away before the response was sent in full. */
function clientWentAway(req: IncomingMessage, res: ServerResponse): boolean {
  return req.readableAborted || !res.writableEnded;
}

/** The fields of a request's line: no headers, no body. */
function requestFields(req: IncomingMessage, res: ServerResponse, ms: number) {
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url;
  return { method: req.method, url, status: res.statusCode, ms };
}

/**
 * One line per request once it is answered: `{ method, url, status, ms, msg: "GET / 200 3 ms" }`
 * at info, at error when it failed with a 5xx, and at debug (so not at the default level) when
 * the client went away before the answer was sent: that is the visitor's doing, not a fault.
 */
export function requestLogger(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: nextRequestId,
    quietReqLogger: true,
    quietResLogger: true,
    customLogLevel(req, res, error): Level {
      if (clientWentAway(req, res)) return 'debug';
      return error !== undefined || res.statusCode >= 500 ? 'error' : 'info';
    },
    customSuccessObject: (req, res, { responseTime }) => requestFields(req, res, responseTime),
    customSuccessMessage(req, res, ms) {
      const { method, url } = requestFields(req, res, ms);
      return clientWentAway(req, res)
        ? `${method} ${url} abandoned by the client after ${ms} ms`
        : `${method} ${url} ${res.statusCode} ${ms} ms`;
    },
    // The error itself, with its stack, is logged once by the error handler.
    customErrorObject: (req, res, _error, { responseTime }) => requestFields(req, res, responseTime),
    customErrorMessage(req, res) {
      const { method, url } = requestFields(req, res, 0);
      return `${method} ${url} ${res.statusCode} failed`;
    },
  }) as RequestHandler;
}
