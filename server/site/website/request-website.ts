// The website record a request was resolved to, kept beside the request for the page builders.
import type { Request } from 'express';
import type { WebsiteRecord } from './store.js';

const records = new WeakMap<Request, WebsiteRecord>();

/** Remembers the full row behind `req.website`, so later steps need not read it again. */
export function rememberWebsite(req: Request, website: WebsiteRecord): void {
  records.set(req, website);
  req.website = {
    id: website.id,
    title: website.site_title,
    timeZone: website.time_zone,
    currency: website.currency.trim(),
  };
}

/** The row `resolveWebsite` found for this request; `undefined` before it ran. */
export function websiteRecordOf(req: Request): WebsiteRecord | undefined {
  return records.get(req);
}
