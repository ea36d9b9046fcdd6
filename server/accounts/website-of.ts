// The website a request is for, or a 404 when the server resolved none (no website claims the host).
import type { Request } from 'express';
import { notFound } from '../http/http-error.js';
import type { RequestWebsite } from '../http/request-context.js';

/** `req.website`; 404 'No website is served at this address.' when unset. */
export function websiteOf(req: Request): RequestWebsite {
  if (req.website === undefined) throw notFound('No website is served at this address.');
  return req.website;
}
