// The owner's account calls: sign in and out, and a forgotten password.
import type { z } from 'zod';
import type { ownerAccountSchema } from '../../domain/owner-api/account.js';
import { api } from './client.js';

/** The signed-in owner. */
export type OwnerAccount = z.infer<typeof ownerAccountSchema>;

/** Signs in (SPEC §3 "Session login payload"); a wrong password rejects with the server's 401 message. */
export function signIn(
  email: string,
  password: string,
  rememberMe: boolean,
): Promise<{ account: OwnerAccount }> {
  return api('/api/owner/session', {
    method: 'POST',
    body: { email, password, rememberMe },
    sessionExpiry: false,
  });
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
