// The owner's sharing settings (GET/PUT /api/owner/sharing-settings): the networks items can be shared on, and the site's social accounts its follow links lead to.
import { z } from 'zod';
import { isProfileUrl, SHARE_NETWORKS, type ShareNetwork } from '../share-links.js';

const NETWORK_IDS = SHARE_NETWORKS.map((network) => network.id) as [ShareNetwork, ...ShareNetwork[]];

/** Most social accounts a site keeps. */
export const MAX_SOCIAL_ACCOUNTS = 20;

/** The messages of a refused account, as the editor shows them too. */
export const SOCIAL_ACCOUNT_MESSAGES = {
  serviceName: 'Name the service (Instagram, Facebook…).',
  serviceNameTooLong: 'A service name may have at most 40 characters.',
  userNameTooLong: 'A user name may have at most 100 characters.',
  profileUrl: 'Enter the profile address, starting with https://.',
  tooMany: `Add at most ${MAX_SOCIAL_ACCOUNTS} accounts.`,
} as const;

/** One social account (SPEC §3: serviceName, userName, profileUrl). */
export const socialAccountSchema = z.object({
  serviceName: z
    .string({ error: SOCIAL_ACCOUNT_MESSAGES.serviceName })
    .trim()
    .min(1, SOCIAL_ACCOUNT_MESSAGES.serviceName)
    .max(40, SOCIAL_ACCOUNT_MESSAGES.serviceNameTooLong),
  userName: z.string().trim().max(100, SOCIAL_ACCOUNT_MESSAGES.userNameTooLong).default(''),
  profileUrl: z
    .string({ error: SOCIAL_ACCOUNT_MESSAGES.profileUrl })
    .trim()
    .refine(isProfileUrl, SOCIAL_ACCOUNT_MESSAGES.profileUrl),
});
/** A social account. */
export type SocialAccount = z.infer<typeof socialAccountSchema>;

/** The sharing settings, as saved and as sent. */
export const sharingSettingsSchema = z.object({
  shareNetworks: z
    .array(z.enum(NETWORK_IDS, { error: 'Choose networks from the list.' }))
    .max(NETWORK_IDS.length)
    .describe('The networks each post can be shared on (plain links, no third-party script).'),
  socialAccounts: z
    .array(socialAccountSchema)
    .max(MAX_SOCIAL_ACCOUNTS, SOCIAL_ACCOUNT_MESSAGES.tooMany)
    .describe("The site's social profiles, shown as follow links."),
});
/** The sharing settings. */
export type SharingSettings = z.infer<typeof sharingSettingsSchema>;
