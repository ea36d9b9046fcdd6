// A posted comment's shape (zod): the server parses JSON and plain-form bodies with it; the field rules are comment-rules.ts's.
import { z } from 'zod';
import { COMMENT_MESSAGES, commentProblems } from './comment-rules.js';

const text = z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string());
const optional = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
  z.string().optional(),
);

/** A posted comment: trimmed strings, empty optional fields absent, every field rule checked. */
export const commentInputSchema = z
  .object({
    itemId: text.pipe(z.string().min(1, COMMENT_MESSAGES.notFound).max(100, COMMENT_MESSAGES.notFound)),
    parentId: optional.pipe(z.string().max(100, COMMENT_MESSAGES.replyNotFound).optional()),
    name: text,
    email: optional,
    website: optional,
    body: text,
  })
  .superRefine((value, ctx) => {
    for (const [field, message] of Object.entries(commentProblems(value))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });

/** A comment as {@link commentInputSchema} gives it. */
export type CommentInput = z.output<typeof commentInputSchema>;

/** The result of {@link parseCommentInput}: the comment, or one message per field at fault. */
export type CommentParse =
  { ok: true; comment: CommentInput } | { ok: false; fields: Record<string, string> };

/** Parses a posted body (JSON or form), giving the first message of each field at fault. */
export function parseCommentInput(input: unknown): CommentParse {
  const parsed = commentInputSchema.safeParse(typeof input === 'object' && input !== null ? input : {});
  if (parsed.success) return { ok: true, comment: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'body');
    fields[key] ??= issue.message;
  }
  return { ok: false, fields };
}
