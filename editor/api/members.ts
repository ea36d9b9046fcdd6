// The website's people: members, invitations and the two-factor requirement (/api/owner/members, /invitations, /two-factor-policy), an invitation's link, and their query keys.
import { useQuery } from '@tanstack/react-query';
import type { Invitation, InvitationDetails, WebsiteMember } from '../../domain/owner-api/website-members.js';
import { api } from './client.js';

export type { Invitation, InvitationDetails, WebsiteMember };

/** The query key of the members. */
export const MEMBERS_KEY = ['members'] as const;
/** The query key of the open invitations. */
export const INVITATIONS_KEY = ['invitations'] as const;
/** The query key of the two-factor requirement. */
export const TWO_FACTOR_POLICY_KEY = ['two-factor-policy'] as const;

/** The members query. */
export function useMembers() {
  return useQuery({
    queryKey: MEMBERS_KEY,
    queryFn: async () => (await api<{ members: WebsiteMember[] }>('/api/owner/members')).members,
  });
}

/** The open invitations query. */
export function useInvitations() {
  return useQuery({
    queryKey: INVITATIONS_KEY,
    queryFn: async () => (await api<{ invitations: Invitation[] }>('/api/owner/invitations')).invitations,
  });
}

/** The two-factor requirement query. */
export function useTwoFactorPolicy() {
  return useQuery({
    queryKey: TWO_FACTOR_POLICY_KEY,
    queryFn: async () => (await api<{ required: boolean }>('/api/owner/two-factor-policy')).required,
  });
}

/** Invites `email` in `role`: the mail with the link goes out. */
export async function invite(email: string, role: number): Promise<Invitation> {
  return (
    await api<{ invitation: Invitation }>('/api/owner/invitations', { method: 'POST', body: { email, role } })
  ).invitation;
}

/** Sends an invitation again with a new link. */
export async function resendInvitation(id: string): Promise<Invitation> {
  return (
    await api<{ invitation: Invitation }>(`/api/owner/invitations/${encodeURIComponent(id)}/resend`, {
      method: 'POST',
    })
  ).invitation;
}

/** Withdraws an invitation: its link stops working. */
export function withdrawInvitation(id: string): Promise<void> {
  return api<void>(`/api/owner/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Gives a member one role from now on (409 `last-admin` for the last admin). */
export async function changeRole(accountId: string, role: number): Promise<WebsiteMember> {
  return (
    await api<{ member: WebsiteMember }>(`/api/owner/members/${encodeURIComponent(accountId)}/role`, {
      method: 'PUT',
      body: { role },
    })
  ).member;
}

/** Removes a member (409 `last-admin` for the last admin). */
export function removeMember(accountId: string): Promise<void> {
  return api<void>(`/api/owner/members/${encodeURIComponent(accountId)}`, { method: 'DELETE' });
}

/** Requires two-factor sign-in of everyone, or stops requiring it. */
export async function setTwoFactorPolicy(required: boolean): Promise<boolean> {
  return (
    await api<{ required: boolean }>('/api/owner/two-factor-policy', { method: 'PUT', body: { required } })
  ).required;
}

/** What an invitation's link offers (410 once it no longer works). */
export function invitationDetails(token: string): Promise<InvitationDetails> {
  return api<InvitationDetails>('/api/owner/invitation', { query: { token }, sessionExpiry: false });
}

/** Accepts an invitation: with a name and password for a new account, or as the signed-in account. */
export function acceptInvitation(input: {
  token: string;
  displayName?: string;
  password?: string;
}): Promise<{ role: number; websiteTitle: string }> {
  return api('/api/owner/invitation/accept', { method: 'POST', body: input, sessionExpiry: false });
}
