// The donation block as the owner API writes it: a title, a text and the owner's set amounts (in minor units of the website's currency).
import { z } from 'zod';
import { MAX_SET_AMOUNTS } from '../donations.js';

const shortText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);

/** `{type: 'donation', title, text, buttonText, amounts: [500, 1000, 2500]}`: the amounts are cents (minor units). */
export const donationBlockSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'A block id has 1 to 64 letters, digits, - or _.')
    .optional(),
  type: z.literal('donation'),
  title: shortText(200).default('Support us'),
  text: shortText(1000).default(''),
  buttonText: shortText(100).default('Donate'),
  amounts: z
    .array(
      z
        .number()
        .int('Amounts are whole minor units (cents).')
        .min(100, 'Each amount must be at least 100 (1.00).')
        .max(1_000_000, 'Each amount can be at most 1000000 (10,000.00).'),
    )
    .max(MAX_SET_AMOUNTS, `Offer at most ${MAX_SET_AMOUNTS} set amounts.`)
    .default([500, 1000, 2500]),
});
