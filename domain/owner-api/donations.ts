// The owner API's contract of the donations list (GET /api/owner/donations).
import { z } from 'zod';

/** One donation as the owner sees it. */
export const donationSchema = z.object({
  id: z.string(),
  reference: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  donorName: z.string(),
  donorEmail: z.string(),
  cardLast4: z.string(),
  testMode: z.boolean(),
  createdAt: z.string(),
});

/** A page of donations, newest first. */
export const donationListSchema = z.object({
  donations: z.array(donationSchema),
  total: z.number().int(),
});

/** The list's query: `page` (from 1), 50 a page. */
export const donationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'The page starts at 1.').max(10_000).default(1),
});

/** The page size of the list. */
export const DONATIONS_PAGE_SIZE = 50;

export type DonationJson = z.infer<typeof donationSchema>;
export type DonationList = z.infer<typeof donationListSchema>;
