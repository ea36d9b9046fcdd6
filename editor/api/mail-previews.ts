// The commerce email preview's calls (the order mails, one mail built with the sample order) and the digital product composer preview's.
import { useQuery } from '@tanstack/react-query';
import type { MailPreview, MailPreviewList, OrderMailId } from '../../domain/owner-api/mail-previews.js';
import type { DigitalPreview } from '../../domain/owner-api/digital-previews.js';
import { api } from './client.js';

/** Query keys of the mail previews. */
export const MAIL_PREVIEW_KEYS = {
  list: ['mail-previews'] as const,
  one: (id: OrderMailId) => ['mail-previews', id] as const,
};

/** The mails the store sends buyers. */
export function useMailPreviewList() {
  return useQuery({
    queryKey: MAIL_PREVIEW_KEYS.list,
    queryFn: () => api<MailPreviewList>('/api/owner/mail-previews'),
  });
}

/** One mail built with the sample order. */
export function useMailPreview(id: OrderMailId) {
  return useQuery({
    queryKey: MAIL_PREVIEW_KEYS.one(id),
    queryFn: () => api<MailPreview>(`/api/owner/mail-previews/${encodeURIComponent(id)}`),
  });
}

/** How a digital product's page and its delivery look (page type 210). */
export function useDigitalPreview(productId: string) {
  return useQuery({
    queryKey: ['digital-previews', productId] as const,
    queryFn: () =>
      api<DigitalPreview>(`/api/owner/digital-products/${encodeURIComponent(productId)}/preview`),
  });
}
