// The owner's account calls: sign in (and its two-factor code) and out, and a forgotten password.
import type { z } from 'zod';
import type { ownerAccountSchema } from '../../domain/owner-api/account.js';
import { api } from './client.js';

/** The signed-in owner. */
export type OwnerAccount = z.infer<typeof ownerAccountSchema>;

/** What a sign-in with the password answers: signed in, or the account's two-factor code is next. */
export type SignInAnswer = { account: OwnerAccount } | { twoFactorRequired: true; message: string };

/** Whether a sign-in still waits for its two-factor code. */
export function needsCode(answer: SignInAnswer): answer is { twoFactorRequired: true; message: string } {
  return 'twoFactorRequired' in answer;
}

/** Signs in (SPEC §3 "Session login payload"); a wrong password rejects with the server's 401 message. */
export function signIn(email: string, password: string, rememberMe: boolean): Promise<SignInAnswer> {
  return api('/api/owner/session', {
    method: 'POST',
    body: { email, password, rememberMe },
    sessionExpiry: false,
  });
}

/** Finishes a sign-in with a code from the authenticator app or a recovery code (the browser keeps the waiting sign-in's cookie). */
export function signInWithCode(code: string): Promise<{ account: OwnerAccount }> {
  return api('/api/owner/session/two-factor', { method: 'POST', body: { code }, sessionExpiry: false });
}

/** Signs out (the session row and cookie are deleted). */
export function signOut(): Promise<void> {
  return api('/api/owner/session', { method: 'DELETE', sessionExpiry: false });
}

/** Asks for a password-reset link by email; the answer is the same whether or not the account exists. */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return api('/api/owner/password-reset', { method: 'POST', body: { email }, sessionExpiry: false });
}

/** Sets a new password with the emailed link's token (once). */
export function confirmPasswordReset(token: string, password: string): Promise<{ message: string }> {
  return api('/api/owner/password-reset/confirm', {
    method: 'POST',
    body: { token, password },
    sessionExpiry: false,
  });
}
