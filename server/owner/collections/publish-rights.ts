// Whether the caller may publish (make content visible on the site), and the 403 when a draft editor tries.
import type { Request } from 'express';
import { capabilitiesOf, capabilitiesOfScopes } from '../../../domain/owner-permissions.js';
import { rolesOf } from '../../accounts/roles.js';
import { HttpError } from '../../http/http-error.js';

/** The message a draft editor (role 16) gets when a save would change what visitors see. */
export const DRAFTS_ONLY_MESSAGE =
  'You may only save drafts. Someone who may publish has to publish this or change what is already on the site.';

/** Whether the person (by their roles) or the API key (by its scopes) has `content:publish`. */
export function mayPublish(req: Request): boolean {
  const account = req.account;
  if (account === undefined) return false;
  const granted =
    req.bearer || account.apiKeyScopes !== undefined
      ? capabilitiesOfScopes(account.apiKeyScopes ?? [])
      : capabilitiesOf(rolesOf(account));
  return granted.includes('content:publish');
}

/** 403 `{ error: 'drafts-only', message }` unless `allowed`. */
export function requirePublish(allowed: boolean): void {
  if (!allowed) throw new HttpError(403, 'drafts-only', DRAFTS_ONLY_MESSAGE);
}
