// GET /api/owner/website: the website being edited, the caller's roles on it and what they may do in the editor.
import { Router } from 'express';
import { capabilitiesOf, capabilitiesOfScopes } from '../../../domain/owner-permissions.js';
import { requireOwner } from '../../http/auth.js';
import { rolesOf } from '../roles.js';
import { websiteOf } from '../website-of.js';

/**
 * The owner website router, relative to `/api/owner`: 200 `{ website, roles, capabilities,
 * account, twoFactorSetupNeeded }` for any member (or a key with `website:read`). `capabilities`
 * are what the editor shows (domain/owner-permissions.ts); the server checks them again on every
 * route. It answers a person who must set up two-factor sign-in first, so the editor can send
 * them there.
 */
export function createOwnerWebsiteRouter(): Router {
  const router = Router();
  router.get('/website', requireOwner({ scope: 'website:read', beforeTwoFactor: true }), (req, res) => {
    const account = req.account!;
    const roles = rolesOf(account);
    res.set('Cache-Control', 'no-store');
    res.json({
      website: websiteOf(req),
      roles,
      capabilities: req.bearer ? capabilitiesOfScopes(account.apiKeyScopes ?? []) : capabilitiesOf(roles),
      account: req.bearer
        ? null
        : { id: account.id, email: account.email, displayName: account.displayName ?? '' },
      twoFactorSetupNeeded: account.twoFactorSetupNeeded === true,
    });
  });
  return router;
}
