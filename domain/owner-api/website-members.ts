// The people who work on a website: invitations, roles, removal and the two-factor requirement (zod schemas for the server, the editor and openapi.json).
import { z } from 'zod';
import { GIVABLE_ROLES } from '../website-members.js';
import { newOwnerPasswordSchema, displayNameSchema } from './profile.js';

const email = z
  .string({ error: 'Please enter a valid email.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email.' }).min(3).max(256));

/** A role that can be given: every SPEC §3 role but none (14). */
export const givableRoleSchema = z
  .number({ error: 'Choose a role.' })
  .int('Choose a role.')
  .refine((role) => GIVABLE_ROLES.includes(role), 'Choose a role.')
  .describe('A SPEC §3 role number, not none (14).');

/** A member's account id in a path. */
export const memberParamsSchema = z.object({ accountId: z.string().min(1).max(100) });

/** An invitation's id in a path. */
export const invitationParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** One person working on the website. */
export const websiteMemberSchema = z.object({
  accountId: z.string(),
  email: z.string(),
  displayName: z.string(),
  roles: z.array(z.number().int()).describe('SPEC §3 role numbers on this website.'),
  twoFactorEnabled: z.boolean(),
});
/** One member. */
export type WebsiteMember = z.infer<typeof websiteMemberSchema>;

/** An invitation not yet accepted. */
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.number().int(),
  invitedBy: z.string().nullable().describe('The email of who invited (null once their account is gone).'),
  createdAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean().describe('The link no longer works: resend it or withdraw it.'),
});
/** One invitation. */
export type Invitation = z.infer<typeof invitationSchema>;

/** `GET /api/owner/invitations`. */
export const invitationsSchema = z.object({ invitations: z.array(invitationSchema) });

/** `POST /api/owner/invitations`: who, and in which role. */
export const createInvitationBodySchema = z.object({ email, role: givableRoleSchema });

/** `PUT /api/owner/members/{accountId}/role`: the member's one role from now on. */
export const changeRoleBodySchema = z.object({ role: givableRoleSchema });

/** `GET`/`PUT /api/owner/two-factor-policy`: whether everyone must sign in with two-factor. */
export const twoFactorPolicySchema = z.object({ required: z.boolean({ error: 'Say yes or no.' }) });

/** `GET /api/owner/invitation?token=`: what an invitation offers, for the person opening its link. */
export const invitationDetailsSchema = z.object({
  email: z.string(),
  role: z.number().int(),
  roleName: z.string(),
  websiteTitle: z.string(),
  accountExists: z.boolean().describe('An account uses the email: sign in as it to accept.'),
  signedInAs: z.string().nullable().describe('The email this browser is signed in as, if any.'),
});
/** What the invitation screen shows. */
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>;

/** The token of an invitation's link. */
export const invitationTokenSchema = z.string().trim().min(1, 'This link is not complete.').max(200);

/**
 * `POST /api/owner/invitation/accept`: the token; a name and password for a new account (required
 * when no account uses the email), nothing else when signed in as the invited account.
 */
export const acceptInvitationBodySchema = z.object({
  token: invitationTokenSchema,
  displayName: displayNameSchema.optional(),
  password: newOwnerPasswordSchema.optional(),
});

/** `POST /api/owner/invitation/accept` 200: the website joined, and the person now signed in. */
export const acceptedInvitationSchema = z.object({
  account: z.object({ id: z.string(), email: z.string(), displayName: z.string() }),
  role: z.number().int(),
  websiteTitle: z.string(),
});
