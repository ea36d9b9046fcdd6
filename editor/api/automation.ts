// Workflow automation's calls (webhook endpoints, their secrets, the delivery log, redelivery) and their query keys.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  DeliveryStatus,
  DeliveryView,
  WebhookEventType,
  WebhookView,
} from '../../domain/owner-api/automation.js';
import { api } from './client.js';

/** Query keys: everything starts with `automation`, so one invalidation refreshes the screen. */
export const AUTOMATION_KEYS = {
  all: ['automation'] as const,
  webhooks: ['automation', 'webhooks'] as const,
  deliveries: (endpointId: string, page: number, status: DeliveryStatus | undefined) =>
    ['automation', 'deliveries', endpointId, page, status ?? 'all'] as const,
};

/** What the add and edit dialog sends. */
export interface WebhookInput {
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
}

/** An endpoint with its secret: the answer of create and of a new secret, the only time it is shown. */
export interface WebhookWithSecret {
  webhook: WebhookView;
  secret: string;
}

/** A page of the delivery log. */
export interface DeliveryPage {
  deliveries: DeliveryView[];
  page: number;
  pageSize: number;
  total: number;
}

/** Deliveries on one page of the log. */
export const DELIVERY_PAGE_SIZE = 20;

const webhookPath = (id: string) => `/api/owner/automation/webhooks/${encodeURIComponent(id)}`;

/** The website's endpoints. */
export async function fetchWebhooks(): Promise<WebhookView[]> {
  return (await api<{ webhooks: WebhookView[] }>('/api/owner/automation/webhooks')).webhooks;
}

/** Adds an endpoint; a refused field rejects with a 400 ApiError naming it. */
export function createWebhook(input: WebhookInput): Promise<WebhookWithSecret> {
  return api<WebhookWithSecret>('/api/owner/automation/webhooks', { method: 'POST', body: input });
}

/** Changes an endpoint saved at `version` (412 when someone changed it since). */
export async function updateWebhook(
  id: string,
  changes: Partial<WebhookInput>,
  version?: number,
): Promise<WebhookView> {
  return (
    await api<{ webhook: WebhookView }>(webhookPath(id), {
      method: 'PATCH',
      body: changes,
      ...(version === undefined ? {} : { version }),
    })
  ).webhook;
}

/** Deletes an endpoint and its log. */
export function deleteWebhook(id: string): Promise<void> {
  return api<void>(webhookPath(id), { method: 'DELETE' });
}

/** Gives an endpoint a new secret. */
export function rotateWebhookSecret(id: string): Promise<WebhookWithSecret> {
  return api<WebhookWithSecret>(`${webhookPath(id)}/secret`, { method: 'POST' });
}

/** One page of an endpoint's log, newest first. */
export function fetchDeliveries(
  endpointId: string,
  page: number,
  status: DeliveryStatus | undefined,
): Promise<DeliveryPage> {
  return api<DeliveryPage>(`${webhookPath(endpointId)}/deliveries`, {
    query: { page, pageSize: DELIVERY_PAGE_SIZE, status },
  });
}

/** Posts a delivery's event again, as a new delivery. */
export async function redeliverWebhook(deliveryId: string): Promise<DeliveryView> {
  return (
    await api<{ delivery: DeliveryView }>(
      `/api/owner/automation/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
      { method: 'POST' },
    )
  ).delivery;
}

/** Posts a sample event of `type` to an endpoint (marked `"test": true`). */
export async function sendTestEvent(id: string, type: WebhookEventType): Promise<DeliveryView> {
  return (
    await api<{ delivery: DeliveryView }>(`${webhookPath(id)}/test`, { method: 'POST', body: { type } })
  ).delivery;
}

/** The endpoints query. */
export function useWebhooks() {
  return useQuery({ queryKey: AUTOMATION_KEYS.webhooks, queryFn: fetchWebhooks });
}

/** One page of an endpoint's log (the last page stays shown while the next loads). */
export function useDeliveries(endpointId: string, page: number, status: DeliveryStatus | undefined) {
  return useQuery({
    queryKey: AUTOMATION_KEYS.deliveries(endpointId, page, status),
    queryFn: () => fetchDeliveries(endpointId, page, status),
    placeholderData: keepPreviousData,
  });
}
