// Workflow automation's owner API: webhook endpoints, their secrets and the delivery log, as zod schemas.
import { z } from 'zod';
import { idSchema, optionSchema } from './common.js';
import {
  MAX_WEBHOOK_DESCRIPTION_LENGTH,
  WEBHOOK_EVENT_TYPES,
  webhookUrlProblem,
} from './automation-rules.js';

export * from './automation-rules.js';

/** An endpoint URL: https, or http on loopback. */
export const webhookUrlSchema = z
  .string({ error: 'Enter the address to send events to.' })
  .trim()
  .superRefine((value, ctx) => {
    const problem = webhookUrlProblem(value);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
  });

const eventsSchema = z
  .array(optionSchema(WEBHOOK_EVENT_TYPES), { error: 'Choose at least one event.' })
  .min(1, 'Choose at least one event.')
  .transform((events) => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type)));

const descriptionSchema = z
  .string()
  .trim()
  .max(
    MAX_WEBHOOK_DESCRIPTION_LENGTH,
    `A description has at most ${MAX_WEBHOOK_DESCRIPTION_LENGTH} characters.`,
  );

/** `POST /api/owner/automation/webhooks`. */
export const createWebhookBodySchema = z.object({
  url: webhookUrlSchema,
  events: eventsSchema,
  description: descriptionSchema.default(''),
  enabled: z.boolean().default(true),
});

/** `PATCH /api/owner/automation/webhooks/{id}`: any of the fields. */
export const updateWebhookBodySchema = z.object({
  url: webhookUrlSchema.optional(),
  events: eventsSchema.optional(),
  description: descriptionSchema.optional(),
  enabled: z.boolean().optional(),
});

export const webhookParamsSchema = z.object({ id: idSchema });

/** An endpoint as the owner sees it (never its secret, only its last four characters). */
export const webhookViewSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  /** The secret's last four characters, to tell which one a receiver holds. */
  secretHint: z.string(),
  secretRotatedAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
/** An endpoint. */
export type WebhookView = z.infer<typeof webhookViewSchema>;

/** `GET /api/owner/automation/webhooks`. */
export const webhookListSchema = z.object({ webhooks: z.array(webhookViewSchema) });
/** The answer of update. */
export const webhookReplySchema = z.object({ webhook: webhookViewSchema });
/** The answer of create and rotate: the endpoint and its secret, shown this once. */
export const webhookSecretReplySchema = z.object({
  webhook: webhookViewSchema,
  secret: z.string().describe('The signing secret: shown only in this answer.'),
});

/** Where a delivery stands. */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One delivery in the log. */
export const deliveryViewSchema = z.object({
  id: z.string().describe('The Tessera-Delivery header.'),
  endpointId: z.string(),
  eventId: z.string(),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  redeliveryOf: z.string().nullable(),
});
/** A delivery. */
export type DeliveryView = z.infer<typeof deliveryViewSchema>;

/** The most deliveries on one page of the log. */
export const MAX_DELIVERY_PAGE_SIZE = 100;

/** `GET /api/owner/automation/webhooks/{id}/deliveries` query: a page, newest first. */
export const deliveryListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_DELIVERY_PAGE_SIZE).default(20),
  status: optionSchema(DELIVERY_STATUSES).optional(),
});

/** A page of the log. */
export const deliveryListSchema = z.object({
  deliveries: z.array(deliveryViewSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const deliveryParamsSchema = z.object({ id: idSchema });

/** `POST /api/owner/automation/webhooks/{id}/test`: the event type whose sample is sent. */
export const testWebhookBodySchema = z.object({ type: optionSchema(WEBHOOK_EVENT_TYPES) });

/** `POST /api/owner/automation/deliveries/{id}/redeliver`: the new delivery. */
export const deliveryReplySchema = z.object({ delivery: deliveryViewSchema });
