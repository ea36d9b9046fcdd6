// The owner API's invitation routes (declared on the owner route table): invite by email with a role, list, resend, withdraw.
import { z } from 'zod';
import {
  createInvitationBodySchema,
  invitationParamsSchema,
  invitationSchema,
  invitationsSchema,
} from '../../../domain/owner-api/website-members.js';
import { errorResponse } from '../../owner/api/error-responses.js';
import type { OwnerApi } from '../../owner/api/owner-api.js';
import { publicBaseUrl } from '../../site/website/public-base-url.js';
import { rolesOf } from '../roles.js';
import { inviteByEmail, listInvitations, resendInvitation, withdrawInvitation } from './service.js';

const TAG = 'Members';
const invitationBody = z.object({ invitation: invitationSchema });

/** Declares `GET`/`POST /invitations`, `POST /invitations/{id}/resend` and `DELETE /invitations/{id}` on `api`. */
export function registerInvitationRoutes(api: OwnerApi): void {
  api.route({
    method: 'get',
    path: '/invitations',
    operationId: 'listInvitations',
    summary: 'The invitations not yet accepted',
    tag: TAG,
    capability: 'members:manage',
    responses: {
      200: { description: 'Open invitations, newest first; expired ones marked.', schema: invitationsSchema },
    },
    handle: async ({ db, website }) => ({ invitations: await listInvitations(db, website.id) }),
  });

  api.route({
    method: 'post',
    path: '/invitations',
    operationId: 'createInvitation',
    summary: 'Invite someone by email to work on the website in a role',
    tag: TAG,
    capability: 'members:manage',
    body: createInvitationBodySchema,
    responses: {
      201: {
        description:
          'Invited: a link that works once, for 7 days, is mailed to the address (an open invitation for it is replaced).',
        schema: invitationBody,
      },
      403: errorResponse('Only an admin can invite an admin.'),
      409: errorResponse('That person already works on this website (`already-member`).'),
    },
    handle: async ({ req, db, deps, website, actor, body }) => ({
      status: 201,
      body: {
        invitation: await inviteByEmail(db, {
          website,
          actor,
          actorRoles: rolesOf(req.account!),
          email: body.email,
          role: body.role,
          origin: await publicBaseUrl(deps, website),
        }),
      },
    }),
  });

  api.route({
    method: 'post',
    path: '/invitations/{id}/resend',
    operationId: 'resendInvitation',
    summary: 'Send an invitation again, with a new link',
    tag: TAG,
    capability: 'members:manage',
    params: invitationParamsSchema,
    responses: {
      200: {
        description: 'Sent again; the new link works 7 days, the old one no longer.',
        schema: invitationBody,
      },
      404: errorResponse('No such invitation.'),
    },
    handle: async ({ db, deps, website, actor, params }) => ({
      invitation: await resendInvitation(db, {
        website,
        actor,
        id: params.id,
        origin: await publicBaseUrl(deps, website),
      }),
    }),
  });

  api.route({
    method: 'delete',
    path: '/invitations/{id}',
    operationId: 'withdrawInvitation',
    summary: 'Withdraw an invitation',
    tag: TAG,
    capability: 'members:manage',
    params: invitationParamsSchema,
    responses: {
      204: { description: 'Withdrawn: its link no longer works.' },
      404: errorResponse('No such invitation.'),
    },
    handle: async ({ db, website, actor, params }) => {
      await withdrawInvitation(db, { websiteId: website.id, actor, id: params.id });
      return { status: 204 };
    },
  });
}
