// The owner API's contract of the newsletter promotion popup's settings (GET/PUT /api/owner/promo-popup).
import { z } from 'zod';
import { MAX_POPUP_DELAY_SECONDS } from '../promo-popup.js';

/** The popup's settings as written and read back. */
export const promoPopupSchema = z.object({
  enabled: z.boolean(),
  title: z.string().trim().min(1, 'Please enter a title.').max(120, 'At most 120 characters.'),
  text: z.string().trim().max(500, 'At most 500 characters.').default(''),
  buttonText: z.string().trim().min(1, 'Please enter the button text.').max(40, 'At most 40 characters.'),
  /** A MAILING_LISTS id of this website; '' for its first list. */
  mailingListId: z.string().trim().max(100).default(''),
  delaySeconds: z
    .number()
    .int('Enter a whole number of seconds.')
    .min(0, 'The delay cannot be negative.')
    .max(MAX_POPUP_DELAY_SECONDS, `The delay can be at most ${MAX_POPUP_DELAY_SECONDS} seconds.`),
});

/** The popup's settings. */
export type PromoPopupInput = z.infer<typeof promoPopupSchema>;
