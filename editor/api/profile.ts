// The signed-in person's own account: profile, name, password, email, sessions and two-factor sign-in (/api/owner/profile…), and their query keys.
import { useQuery } from '@tanstack/react-query';
import type { OwnerSessionInfo, Profile, TwoFactorSetup } from '../../domain/owner-api/profile.js';
import { api } from './client.js';

export type { OwnerSessionInfo, Profile, TwoFactorSetup };

/** The query key of the profile. */
export const PROFILE_KEY = ['profile'] as const;
/** The query key of the list of sessions. */
export const SESSIONS_KEY = ['profile', 'sessions'] as const;

/** The profile query. */
export function useProfile() {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: () => api<Profile>('/api/owner/profile') });
}

/** Sets your name; the profile as saved. */
export function updateProfile(displayName: string): Promise<Profile> {
  return api<Profile>('/api/owner/profile', { method: 'PATCH', body: { displayName } });
}

/** Sets a new password (every other session ends); a wrong current one rejects naming `currentPassword`. */
export function changePassword(
  currentPassword: string,
  newPassword: string,
): Promise<{ message: string; endedSessions: number }> {
  return api('/api/owner/profile/password', { method: 'POST', body: { currentPassword, newPassword } });
}

/** Asks to change your email: a link goes to the new address. */
export function changeEmail(email: string, password: string): Promise<{ message: string }> {
  return api('/api/owner/profile/email', { method: 'POST', body: { email, password } });
}

/** Confirms a new email with the mailed link's token (anyone with the link). */
export function confirmEmail(token: string): Promise<{ message: string }> {
  return api('/api/owner/email-change/confirm', { method: 'POST', body: { token }, sessionExpiry: false });
}

/** Your sessions query. */
export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: async () =>
      (await api<{ sessions: OwnerSessionInfo[] }>('/api/owner/profile/sessions')).sessions,
  });
}

/** Signs out every other session; how many ended. */
export async function signOutOtherSessions(): Promise<number> {
  return (await api<{ ended: number }>('/api/owner/profile/other-sessions', { method: 'DELETE' })).ended;
}

/** A new secret for the authenticator app (two-factor stays off until a code from it is sent). */
export function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  return api<TwoFactorSetup>('/api/owner/profile/two-factor/setup', { method: 'POST' });
}

/** Turns two-factor on with a code from the app; the ten recovery codes, shown once. */
export async function enableTwoFactor(code: string): Promise<string[]> {
  return (
    await api<{ recoveryCodes: string[] }>('/api/owner/profile/two-factor', {
      method: 'POST',
      body: { code },
    })
  ).recoveryCodes;
}

/** Turns two-factor off (needs the password). */
export function disableTwoFactor(password: string): Promise<void> {
  return api<void>('/api/owner/profile/two-factor/disable', { method: 'POST', body: { password } });
}

/** Ten new recovery codes (needs the password); the old ones stop working. */
export async function regenerateRecoveryCodes(password: string): Promise<string[]> {
  return (
    await api<{ recoveryCodes: string[] }>('/api/owner/profile/two-factor/recovery-codes', {
      method: 'POST',
      body: { password },
    })
  ).recoveryCodes;
}
