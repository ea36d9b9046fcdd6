// The first-run setup (POST /api/owner/setup), further websites on one server (GET/POST /api/owner/websites) and sample content.
import { z } from 'zod';
import { MIN_OWNER_PASSWORD } from '../owner-account-rules.js';
import { STARTING_POINTS } from '../starting-points.js';
import { siteSettingsBodySchema } from './site-settings.js';

/** What the setup and website answers say. */
export const SETUP_MESSAGES = {
  tokenInvalid:
    'This setup address has expired or has been used. Restart the server to print a new one, or open the address it printed last.',
  alreadySetUp: 'This server is set up already. Sign in instead.',
  password: `Choose a password of at least ${MIN_OWNER_PASSWORD} characters.`,
  name: 'Enter your name.',
  email: 'Enter an email address, like you@example.com.',
  startingPoint: 'Choose a starting point.',
  notServerAdmin: 'Only an admin of the server may create websites on it.',
  notAnArchive:
    'This file is not a Tessera website archive. Choose the .zip that Settings > Export or tessera export made.',
  sampleRemoved: (count: number) =>
    count === 0
      ? 'There was no sample content left.'
      : `Removed ${count} sample item${count === 1 ? '' : 's'}.`,
} as const;

/** The error code of an unusable setup token (410). */
export const SETUP_TOKEN_INVALID = 'setup-token-invalid';

const siteFields = siteSettingsBodySchema.pick({
  siteTitle: true,
  timeZone: true,
  currency: true,
  language: true,
});

const startingPoint = z.enum(STARTING_POINTS, { error: SETUP_MESSAGES.startingPoint });

/** `POST /api/owner/setup`: the first owner and the first website. */
export const setupBodySchema = z
  .object({
    token: z.string().trim().min(1, SETUP_MESSAGES.tokenInvalid).max(200),
    email: z.email({ error: SETUP_MESSAGES.email }).trim().toLowerCase().max(254),
    name: z.string().trim().min(1, SETUP_MESSAGES.name).max(200),
    password: z.string().min(MIN_OWNER_PASSWORD, SETUP_MESSAGES.password).max(256),
    startingPoint,
  })
  .extend(siteFields.shape);

/** `POST /api/owner/websites`: a further website on the server, answering on `host`. */
export const newWebsiteBodySchema = z
  .object({
    host: z.string().trim().min(1).max(300).describe('The host name the new website answers on.'),
    startingPoint,
  })
  .extend(siteFields.shape);

/** One website the signed-in person works on (the site switcher). */
export const ownerWebsiteEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The primary host name ('' for a website without one). */
  host: z.string(),
  /** Whether it is the website of this request. */
  current: z.boolean(),
});

/** `GET /api/owner/websites`. */
export const ownerWebsitesSchema = z.object({
  websites: z.array(ownerWebsiteEntrySchema),
  /** Whether this person may create further websites on the server. */
  serverAdmin: z.boolean(),
});

/** `POST /api/owner/websites` → 201. */
export const createdWebsiteSchema = z.object({ website: ownerWebsiteEntrySchema });

/** `POST /api/owner/websites/archive` (multipart): the host name the imported website answers on, beside the archive in `file`. */
export const archiveWebsiteBodySchema = z.object({
  host: z.string().trim().min(1).max(300).describe('The host name the imported website answers on.'),
});

/** `GET /api/owner/sample-content`. */
export const sampleContentSchema = z.object({
  count: z.number().int().describe('Sample products, posts, gallery items and pictures left.'),
  demo: z.boolean().describe('Whether this is the demo website and its owner still has the demo password.'),
});

/** `DELETE /api/owner/sample-content` → 200. */
export const removedSampleContentSchema = z.object({ removed: z.number().int(), message: z.string() });

/** `POST /api/owner/setup` → 201. */
export const setupDoneSchema = z.object({
  account: z.object({ id: z.string(), email: z.string(), displayName: z.string() }),
  website: z.object({ id: z.string(), title: z.string() }),
});

/** `GET /api/owner/setup` (no body): whether the server still waits for its setup. */
export const setupStateSchema = z.object({ needed: z.boolean() });
