// What the block editor offers to choose from: the website's forms and products, as the owner API lists them.
import { z } from 'zod';

/** `GET /api/owner/forms`: every form of the website, by name, with its size and when it last changed (for the Forms screen). */
export const formChoicesSchema = z.object({
  forms: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      fieldCount: z.number().int(),
      submissionCount: z.number().int(),
      updatedAt: z.string(),
    }),
  ),
});

/** `GET /api/owner/products`: every product of every store, by store then title. */
export const productChoicesSchema = z.object({
  products: z.array(
    z.object({ id: z.string(), title: z.string(), storeTitle: z.string(), enabled: z.boolean() }),
  ),
});
