// openapi.json entries of a person's own account (profile, password, email, sessions, two-factor) and of invitation links.
import { z } from 'zod';
import {
  changeEmailBodySchema,
  changePasswordBodySchema,
  confirmEmailBodySchema,
  enableTwoFactorBodySchema,
  endedSessionsSchema,
  ownerSessionsSchema,
  passwordConfirmBodySchema,
  profileMessageSchema,
  profileSchema,
  recoveryCodesSchema,
  twoFactorSetupSchema,
  updateProfileBodySchema,
} from '../../../domain/owner-api/profile.js';
import {
  acceptedInvitationSchema,
  acceptInvitationBodySchema,
  invitationDetailsSchema,
  invitationTokenSchema,
} from '../../../domain/owner-api/website-members.js';
import type { DocumentedOperation } from '../api/openapi.js';
import { describeRoute, failure } from './operation.js';

const TAG = 'Profile';

const PASSWORD_WRONG = failure('The password is not this account’s: `fields` names it.');
const PASSWORD_LIMITED = failure(
  'Too many refused password checks from this address, or at this account: "Too many sign-in attempts. Try again in 15 minutes."',
);
const LINK_LIMITED = failure(
  'Too many refused tries from this address: "Too many tries. Try again in 15 minutes."',
);
const TWO_FACTOR_OFF = failure('Two-factor sign-in is not set up (`two-factor-not-set-up`).');

/** The profile routes (server/accounts/profile/, email-changes/, two-factor/) and the invitation links (invitations/routes.ts). */
export function profileOperations(): DocumentedOperation[] {
  return [
    describeRoute({
      method: 'get',
      path: '/api/owner/profile',
      operationId: 'getProfile',
      summary: 'Your profile',
      tag: TAG,
      about:
        'Your name and email, whether you sign in with two-factor, and a new email waiting for its link.',
      guard: 'session',
      responses: { 200: { description: 'The profile.', schema: profileSchema } },
    }),
    describeRoute({
      method: 'patch',
      path: '/api/owner/profile',
      operationId: 'updateProfile',
      summary: 'Change your name',
      tag: TAG,
      about: 'The name the editor greets you by.',
      guard: 'session',
      body: updateProfileBodySchema,
      responses: { 200: { description: 'The profile as saved.', schema: profileSchema } },
    }),
    describeRoute({
      method: 'post',
      path: '/api/owner/profile/password',
      operationId: 'changePassword',
      summary: 'Change your password',
      tag: TAG,
      about:
        'Needs the current password. Every other session of the account ends (this one stays), and reset links, email changes and sign-ins waiting for a code made with the old password stop working.',
      guard: 'session',
      body: changePasswordBodySchema,
      responses: {
        200: {
          description: 'Changed.',
          schema: profileMessageSchema.extend({ endedSessions: z.number().int() }),
        },
        400: PASSWORD_WRONG,
        429: PASSWORD_LIMITED,
      },
    }),
    describeRoute({
      method: 'post',
      path: '/api/owner/profile/email',
      operationId: 'changeEmail',
      summary: 'Change your email',
      tag: TAG,
      about:
        'Needs the password. Mails a link to the new address (it works once, for 24 hours; only the newest works) and a notice to the current one; the email changes when the link is opened.',
      guard: 'session',
      body: changeEmailBodySchema,
      responses: {
        202: { description: 'The link is on its way.', schema: profileMessageSchema },
        400: PASSWORD_WRONG,
        409: failure('Another account uses that email (`email-taken`).'),
        429: PASSWORD_LIMITED,
      },
    }),
    describeRoute({
      method: 'post',
      path: '/api/owner/email-change/confirm',
      operationId: 'confirmEmailChange',
      summary: 'Confirm a new email with its link',
      tag: TAG,
      about:
        'The token of the link mailed to the new address; it works once. Anyone with the link may open it.',
      guard: 'public',
      body: confirmEmailBodySchema,
      responses: {
        200: { description: 'The account’s email is the new one.', schema: profileMessageSchema },
        409: failure('Another account took the address meanwhile (`email-taken`).'),
        410: failure('The link was used, has expired or never existed (`email-link-invalid`).'),
        429: LINK_LIMITED,
      },
    }),
    describeRoute({
      method: 'get',
      path: '/api/owner/profile/sessions',
      operationId: 'listSessions',
      summary: 'Where you are signed in',
      tag: TAG,
      about:
        'Your live sessions: the browser each was started in, when, and its last use (to within minutes); this one first.',
      guard: 'session',
      responses: { 200: { description: 'The sessions.', schema: ownerSessionsSchema } },
    }),
    describeRoute({
      method: 'delete',
      path: '/api/owner/profile/other-sessions',
      operationId: 'signOutOtherSessions',
      summary: 'Sign out everywhere else',
      tag: TAG,
      about: 'Ends every session of the account but this one; their cookies are refused from now on.',
      guard: 'session',
      responses: { 200: { description: 'How many sessions ended.', schema: endedSessionsSchema } },
    }),
    describeRoute({
      method: 'post',
      path: '/api/owner/profile/two-factor/setup',
      operationId: 'startTwoFactorSetup',
      summary: 'Start setting up two-factor sign-in',
      tag: TAG,
      about:
        'A new secret for an authenticator app (RFC 6238, 30-second codes of 6 digits), its otpauth address and its QR code as an SVG path. Two-factor stays off until a code from it is sent.',
      guard: 'session',
      responses: {
        200: { description: 'The secret to scan.', schema: twoFactorSetupSchema },
        409: failure('Two-factor sign-in is already on (`two-factor-already-on`).'),
      },
    }),
    describeRoute({
      method: 'post',
      path: '/api/owner/profile/two-factor',
      operationId: 'enableTwoFactor',
      summary: 'Turn two-factor sign-in on',
      tag: TAG,
      about: 'A code from the app proves the set-up worked. Answers ten recovery codes, shown this once.',
      guard: 'session',
      body: enableTwoFactorBodySchema,
      responses: {
        201: { description: 'On; the recovery codes.', schema: recoveryCodesSchema },
        400: failure('The code is wrong: `fields.code` says so.'),
        409: failure(
          'Nothing is being set up (`two-factor-not-set-up`), or it is already on (`two-factor-already-on`).',
        ),
      },
    }),
    describeRoute({
      method: 'post',
      path: '/api/owner/profile/two-factor/disable',
      operationId: 'disableTwoFactor',
      summary: 'Turn two-factor sign-in off',
      tag: TAG,
      about: 'Needs the password; the secret and the recovery codes are deleted.',
      guard: 'session',
      body: passwordConfirmBodySchema,
      responses: { 204: { description: 'Off.' }, 400: PASSWORD_WRONG, 429: PASSWORD_LIMITED },
    }),
    describeRoute({
      method: 'post',
      path: '/api/owner/profile/two-factor/recovery-codes',
      operationId: 'regenerateRecoveryCodes',
      summary: 'Make new recovery codes',
      tag: TAG,
      about: 'Needs the password. Ten new codes, shown this once; the old ones stop working.',
      guard: 'session',
      body: passwordConfirmBodySchema,
      responses: {
        200: { description: 'The new codes.', schema: recoveryCodesSchema },
        400: PASSWORD_WRONG,
        409: TWO_FACTOR_OFF,
        429: PASSWORD_LIMITED,
      },
    }),
    describeRoute({
      method: 'get',
      path: '/api/owner/invitation',
      operationId: 'getInvitation',
      summary: 'What an invitation link offers',
      tag: 'Members',
      about:
        'For the screen the mailed link opens: the address, role and website, and whether an account uses the address.',
      guard: 'public',
      query: z.object({ token: invitationTokenSchema }),
      responses: {
        200: { description: 'The invitation.', schema: invitationDetailsSchema },
        410: failure('The link expired, was withdrawn, resent or used (`invitation-invalid`).'),
        429: LINK_LIMITED,
      },
    }),
    describeRoute({
      method: 'post',
      path: '/api/owner/invitation/accept',
      operationId: 'acceptInvitation',
      summary: 'Accept an invitation',
      tag: 'Members',
      about:
        'Once. Without an account for the address, `displayName` and `password` make one and this browser is signed in as it (`Set-Cookie`); with one, the browser must already be signed in as it.',
      guard: 'public',
      body: acceptInvitationBodySchema,
      responses: {
        200: {
          description: 'The person now works on the website in the role.',
          schema: acceptedInvitationSchema,
        },
        401: failure('An account uses the address: sign in as it first (`sign-in-to-accept`).'),
        403: failure('Signed in as another account (`invitation-for-another-account`).'),
        410: failure('The link expired, was withdrawn, resent or used (`invitation-invalid`).'),
        429: LINK_LIMITED,
      },
    }),
  ];
}
