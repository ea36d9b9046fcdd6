// The DONATIONS table: a gift kept once its charge succeeded, found again by its reference, listed for the owner.
import type { Knex } from 'knex';
import { TABLES } from '../db/tables.js';

/** One donation as stored. */
export interface DonationRecord {
  id: string;
  website_id: string;
  reference: string;
  amount_cents: number;
  currency: string;
  donor_name: string;
  donor_email: string;
  payment_provider: string;
  payment_reference: string;
  card_last4: string;
  test_mode: boolean;
  created_at: Date;
}

/** What {@link insertDonation} writes. */
export interface NewDonation {
  websiteId: string;
  reference: string;
  amountCents: number;
  currency: string;
  donorName: string;
  donorEmail: string;
  paymentProvider: string;
  paymentReference: string;
  cardLast4: string;
  testMode: boolean;
}

/** Keeps a paid donation (in the caller's transaction, with its receipt); its id. */
export async function insertDonation(trx: Knex, donation: NewDonation): Promise<string> {
  const [row] = (await trx(TABLES.donations)
    .insert({
      website_id: donation.websiteId,
      reference: donation.reference,
      amount_cents: donation.amountCents,
      currency: donation.currency,
      donor_name: donation.donorName,
      donor_email: donation.donorEmail.trim().toLowerCase(),
      payment_provider: donation.paymentProvider,
      payment_reference: donation.paymentReference,
      card_last4: donation.cardLast4,
      test_mode: donation.testMode,
    })
    .returning('id')) as { id: string }[];
  return row.id;
}

/** The donation of `reference` on the website, if any. */
export async function findDonation(
  db: Knex,
  websiteId: string,
  reference: string,
): Promise<DonationRecord | undefined> {
  return (await db(TABLES.donations).where({ website_id: websiteId, reference }).first()) as
    DonationRecord | undefined;
}

/** The website's donations, newest first, `limit` from `offset`, and how many there are. */
export async function listDonations(
  db: Knex,
  websiteId: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ donations: DonationRecord[]; total: number }> {
  const donations = (await db(TABLES.donations)
    .where({ website_id: websiteId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)
    .offset(offset)) as DonationRecord[];
  const [{ count }] = (await db(TABLES.donations).where({ website_id: websiteId }).count('* as count')) as {
    count: string | number;
  }[];
  return { donations, total: Number(count) };
}
