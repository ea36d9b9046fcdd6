// Mailing lists and campaigns calls (members and their CSV, built-in lists, the provider connection, campaigns and sending) and their query keys.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  CampaignView,
  ConnectionView,
  MailingListProvider,
  MemberView,
  ProviderList,
} from '../../domain/owner-api/mailing-lists.js';
import { api } from './client.js';

export type { CampaignView, ConnectionView, MailingListProvider, MemberView, ProviderList };

/** Members on one page of the table. */
export const MEMBER_PAGE_SIZE = 25;

/** A page of members. */
export interface MemberPage {
  members: MemberView[];
  page: number;
  pageSize: number;
  total: number;
}

export const MAILING_LIST_KEYS = {
  all: ['mailing-lists'] as const,
  members: (search: string, page: number) => ['mailing-lists', 'members', search, page] as const,
  lists: ['mailing-lists', 'lists'] as const,
  connection: ['mailing-lists', 'connection'] as const,
  campaigns: ['campaigns'] as const,
};

const BASE = '/api/owner/mailing-lists';
const CAMPAIGNS = '/api/owner/campaigns';

/** The address of the members' CSV export. */
export const MEMBERS_CSV_URL = `${BASE}/members/export.csv`;

/** A page of the built-in lists' members; the last page stays shown while the next loads. */
export function useMembers(search: string, page: number) {
  return useQuery({
    queryKey: MAILING_LIST_KEYS.members(search, page),
    queryFn: () =>
      api<MemberPage>(`${BASE}/members`, {
        query: { search: search === '' ? undefined : search, page, pageSize: MEMBER_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The built-in lists, oldest first. */
export function useBuiltInLists() {
  return useQuery({
    queryKey: MAILING_LIST_KEYS.lists,
    queryFn: async () => (await api<{ lists: ProviderList[] }>(`${BASE}/lists`)).lists,
  });
}

/** Creates a built-in list (400 with `fields.name` for a blank name). */
export async function createBuiltInList(name: string): Promise<ProviderList> {
  return (await api<{ list: ProviderList }>(`${BASE}/lists`, { method: 'POST', body: { name } })).list;
}

/** Where sign-ups go (null: the oldest built-in list). */
export function useConnection() {
  return useQuery({
    queryKey: MAILING_LIST_KEYS.connection,
    queryFn: async () => (await api<{ connection: ConnectionView | null }>(`${BASE}/connection`)).connection,
  });
}

/**
 * The lists a provider offers; with `apiKey` undefined the stored key is used. A refused key or
 * an account without lists rejects with a 400 naming `apiKey` or `listId`.
 */
export async function fetchProviderLists(
  provider: MailingListProvider,
  apiKey: string | undefined,
): Promise<ProviderList[]> {
  return (
    await api<{ lists: ProviderList[] }>(`${BASE}/provider-lists`, {
      method: 'POST',
      body: apiKey === undefined || apiKey === '' ? { provider } : { provider, apiKey },
    })
  ).lists;
}

/** Connects a provider's list ("A List must be selected." beside `listId` when none is). */
export async function saveConnection(input: {
  provider: MailingListProvider;
  apiKey?: string;
  listId: string;
}): Promise<ConnectionView | null> {
  return (
    await api<{ connection: ConnectionView | null }>(`${BASE}/connection`, { method: 'PUT', body: input })
  ).connection;
}

/** Disconnects (sign-ups go to the oldest built-in list). */
export function deleteConnection(): Promise<void> {
  return api<void>(`${BASE}/connection`, { method: 'DELETE' });
}

/** The campaigns, newest first. */
export function useCampaigns() {
  return useQuery({
    queryKey: MAILING_LIST_KEYS.campaigns,
    queryFn: async () => (await api<{ campaigns: CampaignView[] }>(CAMPAIGNS)).campaigns,
  });
}

/** What the compose form sends. */
export interface CampaignInput {
  subject: string;
  bodyHtml: string;
  /** A built-in list; null for the connected one, else the oldest. */
  mailingListId: string | null;
}

/** A new draft ("Add an email subject." beside `subject` when it is blank). */
export async function createCampaign(input: CampaignInput): Promise<CampaignView> {
  return (await api<{ campaign: CampaignView }>(CAMPAIGNS, { method: 'POST', body: input })).campaign;
}

/** Saves a draft. */
export async function updateCampaign(id: string, input: CampaignInput): Promise<CampaignView> {
  return (
    await api<{ campaign: CampaignView }>(`${CAMPAIGNS}/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: input,
    })
  ).campaign;
}

/** Sends a draft to the built-in list (once: a sent campaign answers as it is). */
export async function sendCampaign(id: string): Promise<CampaignView> {
  return (
    await api<{ campaign: CampaignView }>(`${CAMPAIGNS}/${encodeURIComponent(id)}/send`, { method: 'POST' })
  ).campaign;
}
