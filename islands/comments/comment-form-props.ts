// The comment form island's props, read from the value the server builds (server/comments/page-context.ts).

/** The comment a reply answers. */
export interface ReplyTarget {
  readonly id: string;
  readonly authorName: string;
}

/** Everything the comment form renders from. */
export interface CommentFormProps {
  readonly itemId: string;
  /** The page's crumb, for the plain form (JavaScript off). */
  readonly crumb: string;
  /** The post's path, to come back to from the plain form. */
  readonly returnTo: string;
  /** Whether the website asks for the bot check on comments. */
  readonly captcha: boolean;
  /** The comment being answered (`?replyTo=`), if any. */
  readonly replyTo?: ReplyTarget;
  /** What a plain post came back with, when the page is its redirect. */
  readonly outcome?: { readonly ok: boolean; readonly text: string };
}

function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

/** The props in a template value; anything missing reads as empty. */
export function commentFormProps(value: unknown): CommentFormProps {
  const form = record(value) ?? {};
  const replyTo = record(form.replyTo);
  const outcome = record(form.outcome);
  return {
    itemId: text(form.itemId),
    crumb: text(form.crumb),
    returnTo: text(form.returnTo, '/'),
    captcha: form.captcha === true,
    ...(replyTo === undefined || text(replyTo.id) === ''
      ? {}
      : { replyTo: { id: text(replyTo.id), authorName: text(replyTo.authorName) } }),
    ...(outcome === undefined ? {} : { outcome: { ok: outcome.ok === true, text: text(outcome.text) } }),
  };
}
