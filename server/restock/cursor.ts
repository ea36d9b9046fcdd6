// Opaque page cursors of the owner's restock lists: the sort key of the last row, as base64url JSON.
import { inputProblem } from '../http/hostile-input.js';
import { badRequest } from '../http/http-error.js';

/** The message of a cursor that is not one this server handed out. */
export const BAD_CURSOR_MESSAGE = 'That page cursor is not valid. Start again from the first page.';

/** Encodes a row's sort key. */
export function encodeCursor(key: readonly string[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** Decodes a cursor of `length` strings; a 400 for anything else. Undefined or '' is the first page. */
export function decodeCursor(cursor: string | undefined, length: number): string[] | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(key) &&
      key.length === length &&
      key.every((part) => typeof part === 'string' && part.length < 500) &&
      // A NUL or lone surrogate hidden in the base64 would reach the query.
      inputProblem(key) === undefined
    ) {
      return key as string[];
    }
  } catch {
    // Falls through to the refusal.
  }
  throw badRequest(BAD_CURSOR_MESSAGE, { cursor: BAD_CURSOR_MESSAGE });
}
