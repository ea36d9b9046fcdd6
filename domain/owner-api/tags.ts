// Tags and categories as the tag manager reads and writes them.
import { z } from 'zod';
import { changeStampSchema, idSchema, optionSchema } from './common.js';
import { MAX_CATEGORY_LENGTH, MAX_TAG_LENGTH } from './items.js';

/** The two lists the tag manager keeps. */
export const TAG_KINDS = ['tag', 'category'] as const;
/** One of them. */
export type TagKind = (typeof TAG_KINDS)[number];

/** A name within SPEC §9's length for its kind. */
export function tagNameProblem(kind: TagKind, name: string): string | undefined {
  const max = kind === 'category' ? MAX_CATEGORY_LENGTH : MAX_TAG_LENGTH;
  if (name.trim() === '') return `Please enter a ${kind} name.`;
  if (name.trim().length > max) return `A ${kind} has at most ${max} characters.`;
  return undefined;
}

/** `POST /api/owner/tags`. */
export const createTagBodySchema = z
  .object({ kind: optionSchema(TAG_KINDS), name: z.string().trim() })
  .superRefine((value, ctx) => {
    const problem = tagNameProblem(value.kind, value.name);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', path: ['name'], message: problem });
  });

/** `PATCH /api/owner/tags/{id}`: a new name, given to every item that has the old one. */
export const renameTagBodySchema = z.object({ name: z.string().trim().min(1).max(MAX_TAG_LENGTH) });

/** `GET /api/owner/tags` query. */
export const tagListQuerySchema = z.object({ kind: optionSchema(TAG_KINDS).optional() });

/** A tag or category, with how many items have it. */
export const tagViewSchema = z.object({
  id: z.string(),
  kind: z.enum(TAG_KINDS),
  name: z.string(),
  itemCount: z.number().int(),
  ...changeStampSchema.shape,
});
/** A tag or category. */
export type TagView = z.infer<typeof tagViewSchema>;

/** The `error` code of SPEC §5's "This {tagType} already exists…" (409). */
export const TAG_EXISTS_ERROR = 'tag-exists';

export const tagParamsSchema = z.object({ id: idSchema });
