// The error answers owner routes document: the JSON error body (`{ error, message }`), with what it means on that route.
import { errorResponseSchema } from '../../../domain/owner-api/common.js';
import type { OwnerResponse } from './owner-api.js';

/** A documented error answer meaning `description`. */
export function errorResponse(description: string): OwnerResponse {
  return { description, schema: errorResponseSchema };
}

/** The 412 of a save whose If-Match names an older version of `what` ("item", "tag"…). */
export function staleVersionResponse(what: string): OwnerResponse {
  return errorResponse(`The ${what} changed since the version in If-Match.`);
}
