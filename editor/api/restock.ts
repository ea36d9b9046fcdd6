// Commerce > Restock sign-ups calls (SPEC §7: the groups and one variant's sign-ups, cursor-paged; send and send all) and their query keys.
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from './client.js';

/** One variant people signed up for, as SPEC §7's list answers it. */
export interface SignUpGroup {
  productId: string;
  variantId: string;
  productTitle: string;
  sku: string;
  attributes: Record<string, string>;
  qtyInStock: number;
  unlimited: boolean;
  soldOut: boolean;
  waitingCount: number;
  notifiedCount: number;
  oldestWaitingOn: string | null;
}

/** One person's sign-up. */
export interface SignUp {
  id: string;
  productId: string;
  variantId: string;
  email: string;
  isJoinMailingList: boolean;
  createdOn: string;
  notifiedOn: string | null;
}

/** A page of SPEC §7's list. */
export interface RestockPage {
  signUps: SignUp[];
  signUpGroups: SignUpGroup[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

/** What sending to one variant did: people emailed now, and still waiting. */
export interface SendResult {
  productId: string;
  variantId: string;
  notified: number;
  waiting: number;
}

/** A variant's waiting list, by product and variant. */
export interface VariantRef {
  productId: string;
  variantId: string;
}

export const RESTOCK_KEYS = {
  all: ['restock'] as const,
  groups: ['restock', 'groups'] as const,
  signUps: (ref: VariantRef) => ['restock', 'sign-ups', ref.productId, ref.variantId] as const,
};

export const RESTOCK_PATH = '/api/site-users/account/notifications/restock';
/** The most variants one send-all request carries (the server's limit). */
export const MAX_SEND_REQUESTS = 100;

/** The groups, a page at a time (SPEC §7 cursor). */
export function useSignUpGroups() {
  return useInfiniteQuery({
    queryKey: RESTOCK_KEYS.groups,
    queryFn: ({ pageParam }) => fetchGroups(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasNextPage ? last.nextPageCursor : undefined),
  });
}

/** One variant's sign-ups, oldest first, a page at a time (off while `ref` is undefined). */
export function useSignUps(ref: VariantRef | undefined) {
  return useInfiniteQuery({
    queryKey: RESTOCK_KEYS.signUps(ref ?? { productId: '', variantId: '' }),
    queryFn: ({ pageParam }) =>
      api<RestockPage>(RESTOCK_PATH, {
        query: { productId: ref?.productId, variantId: ref?.variantId, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasNextPage ? last.nextPageCursor : undefined),
    enabled: ref !== undefined,
  });
}

/** Emails the oldest waiting people of one variant, as many as there are units. */
export function sendRestock(ref: VariantRef): Promise<SendResult> {
  return api<SendResult>(`${RESTOCK_PATH}/send`, { method: 'POST', body: ref });
}

/** A page of groups (SPEC §7 cursor: null for the first). */
function fetchGroups(cursor: string | null): Promise<RestockPage> {
  return api<RestockPage>(`${RESTOCK_PATH}/groups`, { query: { cursor: cursor ?? undefined } });
}

/** Whether sending can email anyone: people wait and there is stock for them. */
export const sendable = (group: SignUpGroup) => group.waitingCount > 0 && !group.soldOut;

/** Every group with people waiting and stock for them, on all pages, not only the pages loaded. */
export async function sendableGroups(): Promise<VariantRef[]> {
  const refs: VariantRef[] = [];
  let cursor: string | null = null;
  do {
    const page: RestockPage = await fetchGroups(cursor);
    for (const group of page.signUpGroups.filter(sendable))
      refs.push({ productId: group.productId, variantId: group.variantId });
    cursor = page.hasNextPage ? page.nextPageCursor : null;
  } while (cursor !== null);
  return refs;
}

/** Sends for every variant of `refs`, {@link MAX_SEND_REQUESTS} a request; the results of each. */
export async function sendAllRestock(refs: readonly VariantRef[]): Promise<SendResult[]> {
  const results: SendResult[] = [];
  for (let at = 0; at < refs.length; at += MAX_SEND_REQUESTS) {
    const answer = await api<{ results: SendResult[] }>(`${RESTOCK_PATH}/send/all`, {
      method: 'POST',
      body: { sendRequests: refs.slice(at, at + MAX_SEND_REQUESTS) },
    });
    results.push(...answer.results);
  }
  return results;
}
