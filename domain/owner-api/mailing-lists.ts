// The owner API of mailing lists and campaigns as zod schemas: members, the provider connection, campaigns.
import { z } from 'zod';
import { idSchema } from './common.js';
import {
  MAILCHIMP_KEY_PATTERN,
  MAILING_LIST_MESSAGES,
  MAILING_LIST_PROVIDERS,
  MAX_CAMPAIGN_BODY_LENGTH,
  MAX_LIST_NAME_LENGTH,
  MAX_SUBJECT_LENGTH,
} from './mailing-list-rules.js';

export * from './mailing-list-rules.js';

const providerSchema = z.enum(MAILING_LIST_PROVIDERS, { error: 'Choose a provider.' });

/** `GET /api/owner/mailing-lists/members`: a page of the built-in lists' members. */
export const memberListQuerySchema = z.object({
  search: z.string().trim().max(200).default(''),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

/** A member of a built-in list. */
export const memberViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  listId: z.string(),
  listName: z.string(),
  status: z.enum(['subscribed', 'unsubscribed']),
  /** As stored: `newsletter-block`, `restock-signup`, `form`… */
  source: z.string().nullable(),
  sourceLabel: z.string(),
  subscribedAt: z.string(),
  unsubscribedAt: z.string().nullable(),
});
/** One member. */
export type MemberView = z.infer<typeof memberViewSchema>;

export const memberListSchema = z.object({
  members: z.array(memberViewSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

/** A list as a provider has it. */
export const providerListSchema = z.object({
  id: z.string(),
  name: z.string(),
  memberCount: z.number().int(),
});
/** One list. */
export type ProviderList = z.infer<typeof providerListSchema>;

/** `GET /api/owner/mailing-lists/lists`: the built-in lists. */
export const builtInListsSchema = z.object({ lists: z.array(providerListSchema) });

/** `POST /api/owner/mailing-lists/lists`: a new built-in list. */
export const createListBodySchema = z.object({
  name: z
    .string({ error: MAILING_LIST_MESSAGES.listNameRequired })
    .trim()
    .min(1, MAILING_LIST_MESSAGES.listNameRequired)
    .max(MAX_LIST_NAME_LENGTH, `A list name has at most ${MAX_LIST_NAME_LENGTH} characters.`),
});
export const listReplySchema = z.object({ list: providerListSchema });

const apiKeySchema = z
  .string()
  .trim()
  .max(200)
  .refine((key) => key === '' || MAILCHIMP_KEY_PATTERN.test(key), MAILING_LIST_MESSAGES.apiKeyFormat);

/**
 * `POST /api/owner/mailing-lists/provider-lists`: the lists a provider offers, for the dialog's
 * list select (a POST: the API key travels in the body). Without `apiKey`, the stored one.
 */
export const providerListsBodySchema = z.object({
  provider: providerSchema,
  apiKey: apiKeySchema.optional(),
});
export const providerListsSchema = z.object({ lists: z.array(providerListSchema) });

/** `PUT /api/owner/mailing-lists/connection`: connect a provider's list. */
export const connectionBodySchema = z.object({
  provider: providerSchema,
  /** Mailchimp's key; left out to keep the stored one. */
  apiKey: apiKeySchema.optional(),
  listId: z
    .string({ error: MAILING_LIST_MESSAGES.listRequired })
    .trim()
    .min(1, MAILING_LIST_MESSAGES.listRequired)
    .max(200),
});

/** The connection as the owner sees it: never the API key, only its last four characters. */
export const connectionViewSchema = z.object({
  provider: providerSchema,
  listId: z.string(),
  listName: z.string(),
  apiKeyHint: z.string().nullable(),
  updatedAt: z.string(),
});
/** The connection. */
export type ConnectionView = z.infer<typeof connectionViewSchema>;

/** `GET`/`PUT …/connection`: null when nothing is connected (sign-ups go to the oldest built-in list). */
export const connectionReplySchema = z.object({ connection: connectionViewSchema.nullable() });

/** `POST /api/owner/campaigns`, `PUT /api/owner/campaigns/{id}`. */
export const campaignBodySchema = z.object({
  subject: z
    .string({ error: MAILING_LIST_MESSAGES.subjectRequired })
    .trim()
    .min(1, MAILING_LIST_MESSAGES.subjectRequired)
    .max(MAX_SUBJECT_LENGTH, `A subject has at most ${MAX_SUBJECT_LENGTH} characters.`),
  bodyHtml: z
    .string()
    .max(MAX_CAMPAIGN_BODY_LENGTH, `The message has at most ${MAX_CAMPAIGN_BODY_LENGTH} characters.`)
    .default(''),
  /** The built-in list it goes to; null (or left out) for the connected one, else the oldest. */
  mailingListId: z.string().trim().min(1).max(100).nullable().default(null),
});

export const campaignParamsSchema = z.object({ id: idSchema });

/** A campaign. */
export const campaignViewSchema = z.object({
  id: z.string(),
  subject: z.string(),
  bodyHtml: z.string(),
  status: z.enum(['draft', 'sent']),
  /** The built-in list chosen for it (null: the connected one, else the oldest), or the one it went to. */
  listId: z.string().nullable(),
  listName: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** How many mails were queued when it was sent. */
  recipientCount: z.number().int(),
  /** Of those, how many have unsubscribed through its link. */
  unsubscribeCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
/** A campaign. */
export type CampaignView = z.infer<typeof campaignViewSchema>;

export const campaignListSchema = z.object({ campaigns: z.array(campaignViewSchema) });
export const campaignReplySchema = z.object({ campaign: campaignViewSchema });
