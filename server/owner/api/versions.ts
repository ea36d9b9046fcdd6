// Optimistic concurrency for owner saves: the If-Match version a save was based on, and the 412 when it is stale.
import type { Request } from 'express';
import {
  IF_MATCH_HEADER,
  VERSION_CONFLICT_ERROR,
  VERSION_CONFLICT_MESSAGE,
} from '../../../domain/owner-api/common.js';
import { HttpError } from '../../http/http-error.js';

/**
 * The version in `If-Match` (`3`, `"3"` or `W/"3"`), or undefined when the header is absent
 * (a script that does not care about conflicts). 400 when present but not a version.
 */
export function ifMatchVersion(req: Request): number | undefined {
  const header = req.get(IF_MATCH_HEADER);
  if (header === undefined || header.trim() === '' || header.trim() === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header.trim());
  if (match === null) {
    throw new HttpError(
      400,
      'invalid-input',
      'If-Match must be the version being saved over, e.g. If-Match: 3.',
      {
        'If-Match': 'Not a version.',
      },
    );
  }
  return Number(match[1]);
}

/** The 412 of a save based on an older version than the stored one: `{ error, message, currentVersion }`. */
export function versionConflict(currentVersion: number): HttpError {
  return new HttpError(412, VERSION_CONFLICT_ERROR, VERSION_CONFLICT_MESSAGE, undefined, { currentVersion });
}
