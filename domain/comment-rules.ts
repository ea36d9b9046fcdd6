// What a visitor may post as a comment (shared by the server and the comment island), its messages, and when an item takes new comments.
import { isEmail } from './forms/validation.js';
import { emailMessage } from './forms/messages.js';

/** Limits of a comment's fields. */
export const COMMENT_LIMITS = { name: 100, email: 254, website: 500, body: 5000 } as const;

/** What the visitor is told, field by field and as a whole. */
export const COMMENT_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Your name can be at most ${COMMENT_LIMITS.name} characters.`,
  bodyRequired: 'Please write a comment.',
  bodyTooLong: `Your comment can be at most ${COMMENT_LIMITS.body} characters.`,
  emailInvalid: emailMessage(),
  websiteInvalid: 'Website must be a web address starting with http:// or https://.',
  invalid: 'Please check your comment: some fields are not valid.',
  held: 'Your comment is awaiting moderation.',
  closed: 'Comments are closed for this post.',
  notFound: 'This post cannot be found.',
  replyNotFound: 'The comment you are replying to cannot be found.',
  failed: 'Unable to post your comment. Please try again later.',
} as const;

/** The fields of the comment form (plain form names and JSON keys alike). */
export const COMMENT_FIELDS = {
  itemId: 'itemId',
  parentId: 'parentId',
  name: 'name',
  email: 'email',
  website: 'website',
  body: 'body',
  captcha: 'captchaKey',
  returnTo: 'tessera-return-to',
} as const;

/** Where comments are posted: JSON (the island) and the plain form (JavaScript off). */
export const COMMENT_API_PATH = '/api/comments';
export const COMMENT_FORM_PATH = '/comments';

/** The query parameter a plain post comes back with (`?comment=held`), and the anchor of the form. */
export const COMMENT_OUTCOME_PARAM = 'comment';
export const COMMENT_FORM_ANCHOR = 'comment-form';

/** The bot check's action: the comment form is a form on the page (SPEC §7's `form-block`). */
export const COMMENT_CAPTCHA_ACTION = 'form-block';

/** A comment's moderation state; new comments are held. */
export const COMMENT_STATUSES = ['held', 'approved', 'spam'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** Whether `text` is an absolute http(s) address. */
export function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The visitor's fields of a comment, as typed (trimmed here). */
export interface CommentFieldValues {
  name: string;
  email?: string;
  website?: string;
  body: string;
}

/**
 * One message per field at fault ('Please enter your name.', …); empty when the comment may be
 * posted. Name and body are required; email and website are optional but must be valid.
 */
export function commentProblems(values: CommentFieldValues): Record<string, string> {
  const problems: Record<string, string> = {};
  const name = values.name.trim();
  const email = (values.email ?? '').trim();
  const website = (values.website ?? '').trim();
  const body = values.body.trim();
  if (name === '') problems.name = COMMENT_MESSAGES.nameRequired;
  else if (name.length > COMMENT_LIMITS.name) problems.name = COMMENT_MESSAGES.nameTooLong;
  if (email !== '' && (email.length > COMMENT_LIMITS.email || !isEmail(email)))
    problems.email = COMMENT_MESSAGES.emailInvalid;
  if (website !== '' && (website.length > COMMENT_LIMITS.website || !isWebAddress(website)))
    problems.website = COMMENT_MESSAGES.websiteInvalid;
  if (body === '') problems.body = COMMENT_MESSAGES.bodyRequired;
  else if (body.length > COMMENT_LIMITS.body) problems.body = COMMENT_MESSAGES.bodyTooLong;
  return problems;
}

/**
 * Whether an item takes new comments: its comments are open (`commentState` 1) and the site's
 * settings, when they exist, enable comments (SPEC §4 "Comments").
 */
export function areCommentsOpen(commentState: number, commentsEnabled: boolean | undefined): boolean {
  return commentState === 1 && commentsEnabled !== false;
}
