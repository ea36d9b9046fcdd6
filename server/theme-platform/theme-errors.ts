// A theme's problems as positioned values: the file they are in, its line and column, and an excerpt.
import { withExcerpt } from '../../engine/errors.js';
import type { ErrorKind, TemplateError } from '../../engine/types.js';

/** A problem in one file of a theme folder; `file` is relative to the folder (`styles/site.less`). */
export interface ThemeError extends TemplateError {
  file: string;
}

/** Makes a positioned theme error, with an excerpt when the file's source is known. */
export function themeError(
  file: string,
  message: string,
  at: { line: number; column: number } = { line: 1, column: 1 },
  options: { severity?: 'error' | 'warning'; source?: string; kind?: ErrorKind } = {},
): ThemeError {
  const error: ThemeError = {
    file,
    kind: options.kind ?? 'malformed-instruction',
    stage: 'parser',
    severity: options.severity ?? 'error',
    message,
    line: at.line,
    column: at.column,
  };
  return options.source === undefined
    ? error
    : { ...(withExcerpt(error, options.source) as ThemeError), file };
}

/** Where each line of the source last asked about starts: a check places many problems in one file. */
let indexed: { source: string; starts: number[] } | undefined;

/**
 * Line and column (1-based) of `offset` in `source`. A binary search in the lines' starts: counting
 * from the start each time made a file with many problems quadratic (12 000 broken platform tags
 * in one region took minutes to place).
 */
export function positionOf(source: string, offset: number): { line: number; column: number } {
  if (indexed?.source !== source) {
    const starts = [0];
    for (let i = 0; i < source.length; i++) if (source.charCodeAt(i) === 10) starts.push(i + 1);
    indexed = { source, starts };
  }
  const { starts } = indexed;
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - starts[low] + 1 };
}

/**
 * `file:line:column: severity: message` and the excerpt on the next lines: the text `tessera check`
 * prints (cli/error-format.ts), so the terminal, the browser overlay and the logs agree.
 */
export function formatThemeError(error: ThemeError): string {
  const fromPartial = error.partial !== undefined && error.partial !== error.file;
  const where = fromPartial ? `${error.file} (partial ${error.partial})` : error.file;
  const head = `${where}:${error.line}:${error.column}: ${error.severity}: ${error.message}`;
  return error.excerpt === undefined || error.excerpt === '' ? head : `${head}\n${error.excerpt}`;
}

/** True when any of `errors` is an error rather than a warning. */
export const hasErrors = (errors: readonly TemplateError[]): boolean =>
  errors.some((error) => error.severity === 'error');
