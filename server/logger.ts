// The server's structured logger (pino), and the one line it writes per request.
import type { RequestHandler } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Level, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/** A pino logger at `level` writing to `destination` (standard output by default); `silent` for tests. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  return destination === undefined ? pino(options) : pino(options, destination);
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
