// Turns engine errors into the `file:line:column: message` lines editors and terminals understand.
import type { TemplateError } from '../engine/types.js';

export interface ErrorFormatOptions {
  /** Print `error:` / `warning:` before the message (for `check`). */
  severity?: boolean;
  /** Leave out the source excerpt, for one-line output such as JSON reports. */
  excerpt?: boolean;
}

/**
 * Formats one error as `file:line:column: message`, followed by its source excerpt on the next
 * lines when the engine supplied one. An error from a partial also names the partial, since its
 * line and column count in the partial's source.
 */
export function formatError(error: TemplateError, file: string, options: ErrorFormatOptions = {}): string {
  // The engine tags errors with the name of the template they come from, which for the main
  // template is the file itself: only a different name is worth showing.
  const fromPartial = error.partial !== undefined && error.partial !== file;
  const where = fromPartial ? `${file} (partial ${error.partial})` : file;
  const label = options.severity === true ? `${error.severity}: ` : '';
  const head = `${where}:${error.line}:${error.column}: ${label}${error.message}`;
  const excerpt = options.excerpt === false ? undefined : error.excerpt;
  return excerpt === undefined || excerpt === '' ? head : `${head}\n${excerpt}`;
}
