// The member-area calls (server/members/owner-routes.ts) and their query key: list, create, and a page's area.
import { useQuery } from '@tanstack/react-query';
import {
  MEMBER_AREAS_API,
  pageMemberAreaPath,
  type MemberArea,
  type MemberAreaAccess,
  type MemberAreaList,
} from '../../domain/members.js';
import { api } from './client.js';

/** The member areas' query key. */
export const MEMBER_AREA_KEY = ['member-areas'] as const;

/** The member areas and the subscription products a paid one may use. */
export function useMemberAreas() {
  return useQuery({ queryKey: MEMBER_AREA_KEY, queryFn: () => api<MemberAreaList>(MEMBER_AREAS_API) });
}

/** Adds a member area. */
export async function createMemberArea(body: {
  name: string;
  access: MemberAreaAccess;
  productId: string | null;
}): Promise<MemberArea> {
  return (await api<{ memberArea: MemberArea }>(MEMBER_AREAS_API, { method: 'POST', body })).memberArea;
}

/** Makes a page members-only in `memberAreaId`, or public again (null). */
export async function setPageMemberArea(pageId: string, memberAreaId: string | null): Promise<void> {
  await api(pageMemberAreaPath(pageId), { method: 'PUT', body: { memberAreaId } });
}
