// The owner API's member routes (declared on the owner route table): change a member's role, remove a member, and require two-factor sign-in of everyone.
import { z } from 'zod';
import {
  changeRoleBodySchema,
  memberParamsSchema,
  twoFactorPolicySchema,
  websiteMemberSchema,
} from '../../../domain/owner-api/website-members.js';
import { errorResponse } from '../../owner/api/error-responses.js';
import type { OwnerApi } from '../../owner/api/owner-api.js';
import { rolesOf } from '../roles.js';
import { changeMemberRole, removeMember, setTwoFactorRequired, twoFactorRequired } from './service.js';

const TAG = 'Members';
const LAST_ADMIN = errorResponse(
  'The member is the last admin: "A website needs at least one admin. Make someone else an admin first." (`last-admin`).',
);
const ADMINS_ONLY = errorResponse('Only an admin can make someone an admin, or change or remove an admin.');

/** Declares `PUT /members/{accountId}/role`, `DELETE /members/{accountId}` and `GET`/`PUT /two-factor-policy` on `api`. */
export function registerMemberRoutes(api: OwnerApi): void {
  api.route({
    method: 'put',
    path: '/members/{accountId}/role',
    operationId: 'changeMemberRole',
    summary: 'Give a member one role from now on',
    tag: TAG,
    capability: 'members:manage',
    params: memberParamsSchema,
    body: changeRoleBodySchema,
    responses: {
      200: {
        description: 'The member with their new role.',
        schema: z.object({ member: websiteMemberSchema }),
      },
      403: ADMINS_ONLY,
      404: errorResponse('This person does not work on this website.'),
      409: LAST_ADMIN,
    },
    handle: async ({ req, db, website, actor, params, body }) => ({
      member: await changeMemberRole(db, {
        websiteId: website.id,
        actor,
        actorRoles: rolesOf(req.account!),
        accountId: params.accountId,
        role: body.role,
      }),
    }),
  });

  api.route({
    method: 'delete',
    path: '/members/{accountId}',
    operationId: 'removeMember',
    summary: 'Remove a member from the website',
    tag: TAG,
    capability: 'members:manage',
    params: memberParamsSchema,
    responses: {
      204: {
        description:
          'Removed: the API keys they made for this website are revoked, and their sessions end unless they work on another website.',
      },
      403: ADMINS_ONLY,
      404: errorResponse('This person does not work on this website.'),
      409: LAST_ADMIN,
    },
    handle: async ({ req, db, website, actor, params }) => {
      await removeMember(db, {
        websiteId: website.id,
        actor,
        actorRoles: rolesOf(req.account!),
        accountId: params.accountId,
      });
      return { status: 204 };
    },
  });

  api.route({
    method: 'get',
    path: '/two-factor-policy',
    operationId: 'getTwoFactorPolicy',
    summary: 'Whether everyone must sign in with two-factor',
    tag: TAG,
    capability: 'members:manage',
    responses: { 200: { description: 'The requirement.', schema: twoFactorPolicySchema } },
    handle: async ({ db, website }) => ({ required: await twoFactorRequired(db, website.id) }),
  });

  api.route({
    method: 'put',
    path: '/two-factor-policy',
    operationId: 'setTwoFactorPolicy',
    summary: 'Require two-factor sign-in of everyone (or stop requiring it)',
    tag: TAG,
    capability: 'members:manage',
    body: twoFactorPolicySchema,
    responses: {
      200: {
        description:
          'Saved. Members without two-factor are sent to set it up at their next request; until then every other route refuses them (403 `two-factor-setup-needed`).',
        schema: twoFactorPolicySchema,
      },
      409: errorResponse('Whoever requires it must use it first (`two-factor-first`).'),
    },
    handle: async ({ db, website, actor, body }) => {
      await setTwoFactorRequired(db, { websiteId: website.id, actor, required: body.required });
      return { required: body.required };
    },
  });
}
