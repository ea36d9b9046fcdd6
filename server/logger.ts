// The server's structured logger (pino).
import { pino, type Logger } from 'pino';

/** A pino logger at `level`; `silent` for tests. */
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}
