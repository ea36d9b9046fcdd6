// The like endpoints' input (zod): the item id in the path, and the plain form's fields.
import { z } from 'zod';
import { isLikeItemId, LIKE_FORM_FIELDS } from '../../domain/likes.js';

/** The item id of `/api/likes/:itemId`. */
export const likeParamsSchema = z.object({
  itemId: z.string().refine(isLikeItemId, 'Give the id of the item to like.'),
});

/** The like button's plain form: the item, and `like` (default) or `unlike`. */
export const likeFormSchema = z.object({
  [LIKE_FORM_FIELDS.itemId]: z
    .string({ error: 'Give the id of the item to like.' })
    .refine(isLikeItemId, 'Give the id of the item to like.'),
  [LIKE_FORM_FIELDS.action]: z
    .enum(['like', 'unlike'], { error: 'Choose like or unlike.' })
    .optional()
    .default('like'),
});
