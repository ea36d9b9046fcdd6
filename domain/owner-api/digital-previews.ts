// The digital product composer preview (SPEC §2 page type 210) as the owner API serves it.
import { z } from 'zod';
import { idSchema } from './common.js';

/** `GET /api/owner/digital-products/{id}/preview`. */
export const digitalPreviewParamsSchema = z.object({ id: idSchema });

/**
 * How a digital product looks to a buyer: its page's title, price and download note, and the
 * download section of the order confirmation mail; `document` is the preview page (page type 210).
 */
export const digitalPreviewSchema = z.object({
  productId: z.string(),
  title: z.string(),
  price: z.string(),
  file: z.object({ filename: z.string(), sizeBytes: z.number().int() }).nullable(),
  downloadNote: z.string(),
  mailSubject: z.string(),
  mailDownloads: z.string(),
  document: z.string(),
});
/** One digital product's preview. */
export type DigitalPreview = z.infer<typeof digitalPreviewSchema>;
