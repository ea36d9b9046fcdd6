// openapi.json entries of the account routes: session, password reset, the website being edited, members and API keys.
import { z } from 'zod';
import { signInUnlockQuery } from '../../accounts/owners/sign-in-unlock.js';
import {
  ownerAccountSchema,
  ownerWebsiteSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  signInBodySchema,
  signInCodeBodySchema,
  signInCodeNeededSchema,
} from '../../../domain/owner-api/account.js';
import { websiteMemberSchema } from '../../../domain/owner-api/website-members.js';
import { setupBodySchema, setupDoneSchema } from '../../../domain/owner-api/server-setup.js';
import { API_KEY_SCOPES } from '../../accounts/api-keys/scopes.js';
import { newKeySchema } from '../../accounts/api-keys/routes.js';
import { MANAGER_ROLES, MEMBER_ROLES } from '../../accounts/roles.js';
import type { DocumentedOperation } from '../api/openapi.js';
import { describeRoute, failure } from './operation.js';

const TAG = 'Account';

const accountBody = z.object({ account: ownerAccountSchema });
const signedInBody = z.object({
  account: ownerAccountSchema,
  ownerToken: z
    .string()
    .describe(
      'The session’s owner token: send it back in `X-Owner-Token` (with the crumb in `X-Csrf-Token`) on every change made with the session.',
    ),
});
const messageBody = z.object({ message: z.string() });

const apiKeyInfo = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string().describe('The key’s first characters (`tsk_AbC123xy`), to tell keys apart.'),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});

const member = websiteMemberSchema;

const PASSWORD_RESET_LIMITED = failure(
  'Too many attempts from this address: "Too many password-reset requests. Try again in 15 minutes." (the wait agrees with Retry-After).',
);
const SIGN_IN_LIMITED = failure(
  'Too many failed sign-ins from this address ("Too many sign-in attempts. Try again in 15 minutes."), or at this account from this address (5: "Too many sign-in attempts at this account from here. Try again in 15 minutes, or follow the link we emailed to the account, if it is one of ours."); the wait agrees with Retry-After. The first refusal of an account and address mails the account, when it exists, a link to GET /api/owner/session/unlock.',
);
const CODE_LIMITED = failure(
  'Too many wrong codes from this address, or at this account from any address: "Too many sign-in attempts. Try again in 15 minutes." (the wait agrees with Retry-After).',
);
const SESSION_COOKIE = {
  'Set-Cookie': {
    description:
      'The HttpOnly `owner_session` cookie, and a new `crumb` cookie to send back in `X-Csrf-Token`.',
    schema: { type: 'string' },
  },
};

/** The account routes (server/accounts/owner-router.ts), relative to the app. */
export function accountOperations(): DocumentedOperation[] {
  return [
    describeRoute({
      method: 'get',
      path: '/api/owner/setup',
      operationId: 'getSetupNeeded',
      summary: 'Whether this server waits for its setup',
      tag: TAG,
      about:
        'Answered by the setup gate (server/setup/setup-gate.ts) only while the server has no website and no owner (`tessera serve` without `--demo` on a new database): `{needed: true}`. Once set up, the address is the owner API’s like any other.',
      guard: 'public',
      responses: {
        200: {
          description: 'The server waits for its setup.',
          schema: z.object({ needed: z.literal(true) }),
        },
      },
    }),
    describeRoute({
      method: 'post',
      path: '/api/owner/setup',
      operationId: 'setUpServer',
      summary: 'Set up a new server: the first owner, the website and its starting point',
      tag: TAG,
      about:
        'Only while the server waits for its setup, with the one-time token `tessera serve` printed (also in `DATA_DIR/setup-token`; 24 hours; gone once used). Creates the first owner (admin of the website and of the server), the website with its starting point (Blank, Shop, Portfolio or Blog) and signs this browser in.',
      guard: 'public',
      body: setupBodySchema,
      responses: {
        201: {
          description: 'Set up and signed in.',
          schema: setupDoneSchema.extend({
            ownerToken: z.string().describe('The session’s owner token, as after a sign-in.'),
          }),
          headers: SESSION_COOKIE,
        },
        409: failure(
          'Another request set the server up meanwhile (`already-set-up`): "This server is set up already. Sign in instead."',
        ),
        410: failure(
          'The setup token is wrong, used or over its 24 hours, or the server is set up already (`setup-token-invalid`).',
        ),
      },
    }),
    describeRoute({
      method: 'post',
      path: '/api/owner/session',
      operationId: 'signIn',
      summary: 'Sign in',
      tag: TAG,
      about:
        'SPEC §3 "Session login payload". `rememberMe` ("Keep me signed in") keeps the session cookie for 14 days of use; without it the cookie ends with the browser session.',
      guard: 'public',
      body: signInBodySchema,
      responses: {
        200: { description: 'Signed in.', schema: signedInBody, headers: SESSION_COOKIE },
        202: {
          description:
            'The password is right and the account signs in with two-factor: no session yet. An HttpOnly `owner_sign_in` cookie names the sign-in waiting (ten minutes) for its code at `POST /api/owner/session/two-factor`.',
          schema: signInCodeNeededSchema,
        },
        401: failure('The email or password is wrong (`invalid-credentials`).'),
        429: SIGN_IN_LIMITED,
      },
    }),
    describeRoute({
      method: 'post',
      path: '/api/owner/session/two-factor',
      operationId: 'signInWithCode',
      summary: 'Finish signing in with a two-factor code',
      tag: TAG,
      about:
        'A 6-digit code from the authenticator app (each works once: a code of the step already used is refused) or a recovery code (each works once), for the sign-in the `owner_sign_in` cookie names. Five wrong codes drop the waiting sign-in.',
      guard: 'public',
      body: signInCodeBodySchema,
      responses: {
        200: { description: 'Signed in.', schema: signedInBody, headers: SESSION_COOKIE },
        401: failure(
          'A wrong code (`invalid-code`), or no sign-in waiting: never started, expired, finished or dropped (`sign-in-expired`).',
        ),
        429: CODE_LIMITED,
      },
    }),
    describeRoute({
      method: 'get',
      path: '/api/owner/session',
      operationId: 'getSession',
      summary: 'Who is signed in',
      tag: TAG,
      about: 'The owner this browser is signed in as; 401 once the session has expired.',
      guard: 'session',
      responses: { 200: { description: 'The signed-in owner.', schema: accountBody } },
    }),
    describeRoute({
      method: 'delete',
      path: '/api/owner/session',
      operationId: 'signOut',
      summary: 'Sign out',
      tag: TAG,
      about: 'Ends the session and clears its cookie (also when nobody was signed in).',
      guard: 'public',
      responses: { 204: { description: 'Signed out.' } },
    }),
    describeRoute({
      method: 'get',
      path: '/api/owner/session/unlock',
      operationId: 'unlockSignIn',
      summary: 'Let a refused address try signing in again (the emailed link)',
      tag: TAG,
      about:
        'The link mailed to an account after one address made too many failed sign-ins at it: clears that address’s count at that account. It works once, for one hour; the answer is a small HTML page for the browser that followed it.',
      guard: 'public',
      query: signInUnlockQuery,
      responses: {
        200: {
          description: 'The address may try again.',
          contentType: 'text/html',
          schema: { type: 'string' },
        },
        410: {
          description: 'The link was used, is over its hour, or never existed.',
          contentType: 'text/html',
          schema: { type: 'string' },
        },
      },
    }),
    describeRoute({
      method: 'post',
      path: '/api/owner/password-reset',
      operationId: 'requestPasswordReset',
      summary: 'Ask for a password-reset link',
      tag: TAG,
      about:
        'Emails a single-use link that works for one hour, when an account uses the email. The answer is the same whether or not one does.',
      guard: 'public',
      body: passwordResetRequestSchema,
      responses: {
        202: { description: 'The same message either way.', schema: messageBody },
        429: PASSWORD_RESET_LIMITED,
      },
    }),
    describeRoute({
      method: 'post',
      path: '/api/owner/password-reset/confirm',
      operationId: 'confirmPasswordReset',
      summary: 'Choose a new password with a reset link',
      tag: TAG,
      about: 'Sets the new password and ends every session of the account; the link works once.',
      guard: 'public',
      body: passwordResetConfirmSchema,
      responses: {
        200: { description: 'The password was changed.', schema: messageBody },
        410: failure('The link was used, has expired or never existed (`reset-link-invalid`).'),
        429: PASSWORD_RESET_LIMITED,
      },
    }),
    describeRoute({
      method: 'get',
      path: '/api/owner/website',
      operationId: 'getWebsite',
      summary: 'The website being edited',
      tag: TAG,
      about:
        'The website, the caller’s roles on it, and the editor capabilities they grant (an API key: those its scopes stand for; `account` is null).',
      guard: { roles: MEMBER_ROLES, scopes: ['website:read'] },
      responses: {
        200: { description: 'The website and what the caller may do.', schema: ownerWebsiteSchema },
      },
    }),
    describeRoute({
      method: 'get',
      path: '/api/owner/members',
      operationId: 'listMembers',
      summary: 'The people who work on the website',
      tag: TAG,
      about: 'Every member account with its roles.',
      guard: { roles: MANAGER_ROLES, scopes: ['members:read'] },
      responses: {
        200: { description: 'The members.', schema: z.object({ members: z.array(member) }) },
      },
    }),
    describeRoute({
      method: 'get',
      path: '/api/owner/api-keys',
      operationId: 'listApiKeys',
      summary: 'The website’s API keys',
      tag: TAG,
      about: 'The keys still usable, newest first; never their secret.',
      guard: { roles: MANAGER_ROLES, scopes: [] },
      responses: {
        200: { description: 'The keys.', schema: z.object({ apiKeys: z.array(apiKeyInfo) }) },
      },
    }),
    describeRoute({
      method: 'post',
      path: '/api/owner/api-keys',
      operationId: 'createApiKey',
      summary: 'Make an API key',
      tag: TAG,
      about: 'A new key with a name and scopes. `key` is shown this once and cannot be recovered.',
      guard: { roles: MANAGER_ROLES, scopes: [] },
      body: newKeySchema,
      responses: {
        201: {
          description: 'The key, and its secret this once.',
          schema: z.object({ apiKey: apiKeyInfo, key: z.string() }),
        },
      },
    }),
    describeRoute({
      method: 'delete',
      path: '/api/owner/api-keys/{id}',
      operationId: 'revokeApiKey',
      summary: 'Revoke an API key',
      tag: TAG,
      about: 'The key stops working at once.',
      guard: { roles: MANAGER_ROLES, scopes: [] },
      pathParams: { id: { description: 'The key’s id.' } },
      responses: {
        204: { description: 'Revoked.' },
        404: failure('No such API key.'),
      },
    }),
  ];
}
