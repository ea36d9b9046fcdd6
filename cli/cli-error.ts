// The one way a command gives up on bad input: a one-line message and exit code 2.
import type { Io } from './io.js';

/** Exit codes every command shares. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** A problem with what the user asked for (arguments, files), not with a template. */
export class CliError extends Error {
  override name = 'CliError';
}

/**
 * Runs a command body, turning a `CliError` into its message on stderr and exit code 2. Anything
 * else is a bug and propagates with its stack.
 */
export async function guard(io: Io, body: () => number | Promise<number>): Promise<number> {
  try {
    return await body();
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    io.err(`tessera: ${error.message}\n`);
    return EXIT.usage;
  }
}

/** Runs an argument parser, turning its errors (unknown option, missing value) into `CliError`s. */
export function usageErrors<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new CliError((error as Error).message);
  }
}
