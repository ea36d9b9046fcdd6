// Reads the files a command is given, failing with a message that names the file and the cause.
import { readFileSync } from 'node:fs';
import { CliError } from './cli-error.js';

const CAUSES: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a folder',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
};

/** Why reading failed, in words. */
export function readFailure(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return (code !== undefined && CAUSES[code]) || (error as Error).message;
}

/** The text of `file`; `what` says what the file is for (`template`, `data file`…). */
export function readText(file: string, what: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new CliError(`cannot read ${what} ${file}: ${readFailure(error)}`);
  }
}

/** The parsed JSON in `file`. */
export function readJson(file: string, what: string): unknown {
  const text = readText(file, what);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CliError(`${what} ${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/** A JSON object of name → template source, as `--partials` takes. */
export function readPartials(file: string): Record<string, string> {
  const value = readJson(file, 'partials file');
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isObject || Object.values(value).some((source) => typeof source !== 'string')) {
    throw new CliError(`partials file ${file} must be a JSON object of partial name to template source`);
  }
  return value as Record<string, string>;
}
