// The comment form under a post: a plain form posting to /comments without JavaScript, sent in place (no reload) with it.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { CAPTCHA_MESSAGES } from '../../domain/captcha-rules.js';
import {
  COMMENT_API_PATH,
  COMMENT_CAPTCHA_ACTION,
  COMMENT_FIELDS,
  COMMENT_FORM_ANCHOR,
  COMMENT_FORM_PATH,
  COMMENT_LIMITS,
  COMMENT_MESSAGES,
  commentProblems,
} from '../../domain/comment-rules.js';
import { ApiError } from '../api-error.js';
import { CaptchaWidget } from '../captcha/captcha-widget.js';
import { useIslandServices } from '../context.js';
import type { IslandDefinition } from '../island-definition.js';
import { commentFormProps, type CommentFormProps, type ReplyTarget } from './comment-form-props.js';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'held' } | { kind: 'error'; message: string };

/** The reply links the theme puts under each comment (`templates/blocks/comments.block`). */
const REPLY_LINK = 'a.comment__reply[data-comment-id]';

function value(data: FormData, name: string): string {
  const entry = data.get(name);
  return typeof entry === 'string' ? entry : '';
}

/**
 * Name, email (never shown), website and the comment, checked with the same rules as the server.
 * Hydrated, a reply link under a comment turns the form into a reply to it (no reload), a post
 * goes to the JSON API and the form announces 'Your comment is awaiting moderation.'; refusals
 * show the server's messages by their fields. Without JavaScript the form posts and the page
 * comes back with the outcome (`outcome`).
 */
export function CommentForm(props: CommentFormProps): ReactElement {
  const { api } = useIslandServices();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const bodyField = useRef<HTMLTextAreaElement>(null);
  const [replyTo, setReplyTo] = useState<ReplyTarget | undefined>(props.replyTo);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [captchaKey, setCaptchaKey] = useState('');
  const [captchaResets, setCaptchaResets] = useState(0);

  useEffect(() => {
    if (form.current !== null) form.current.noValidate = true;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.(REPLY_LINK);
      if (!(link instanceof HTMLElement) || event.defaultPrevented || event.button !== 0) return;
      event.preventDefault();
      setReplyTo({ id: link.dataset.commentId ?? '', authorName: link.dataset.author ?? '' });
      setStatus({ kind: 'idle' });
      form.current?.scrollIntoView?.({ block: 'nearest' });
      bodyField.current?.focus();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const data = new FormData(event.currentTarget);
    const comment = {
      name: value(data, COMMENT_FIELDS.name),
      email: value(data, COMMENT_FIELDS.email),
      website: value(data, COMMENT_FIELDS.website),
      body: value(data, COMMENT_FIELDS.body),
    };
    const problems = commentProblems(comment);
    setFields(problems);
    if (Object.keys(problems).length > 0) {
      setStatus({ kind: 'error', message: COMMENT_MESSAGES.invalid });
      return;
    }
    if (props.captcha && captchaKey === '') {
      setStatus({ kind: 'error', message: CAPTCHA_MESSAGES.required });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await api.post(COMMENT_API_PATH, {
        itemId: props.itemId,
        ...(replyTo === undefined ? {} : { parentId: replyTo.id }),
        ...comment,
        ...(props.captcha ? { captchaKey } : {}),
      });
      setStatus({ kind: 'held' });
      setReplyTo(undefined);
      if (bodyField.current !== null) bodyField.current.value = '';
    } catch (error) {
      const message = error instanceof Error ? error.message : COMMENT_MESSAGES.failed;
      setFields(error instanceof ApiError && error.fields !== undefined ? { ...error.fields } : {});
      setStatus({ kind: 'error', message });
    } finally {
      if (props.captcha) {
        setCaptchaKey('');
        setCaptchaResets((count) => count + 1);
      }
    }
  }

  const fieldProps = (name: keyof typeof COMMENT_LIMITS) => {
    const problem = fields[name];
    return {
      id: `${id}${name}`,
      name,
      maxLength: COMMENT_LIMITS[name],
      'aria-invalid': problem === undefined ? undefined : true,
      'aria-describedby': problem === undefined ? undefined : `${id}${name}-error`,
    } as const;
  };
  const problem = (name: string) =>
    fields[name] === undefined ? null : (
      <span className="comment-form__error" id={`${id}${name}-error`}>
        {fields[name]}
      </span>
    );
  const outcome = status.kind === 'idle' ? props.outcome : undefined;
  const titleId = `${id}title`;

  return (
    <form
      ref={form}
      id={COMMENT_FORM_ANCHOR}
      className="comment-form"
      method="post"
      action={COMMENT_FORM_PATH}
      aria-labelledby={titleId}
      aria-busy={status.kind === 'sending' || undefined}
      onSubmit={(event) => void submit(event)}
    >
      <h3 className="comment-form__title" id={titleId}>
        {replyTo === undefined ? 'Leave a comment' : `Reply to ${replyTo.authorName}`}
      </h3>
      <input type="hidden" name="crumb" value={props.crumb} />
      <input type="hidden" name={COMMENT_FIELDS.itemId} value={props.itemId} />
      <input type="hidden" name={COMMENT_FIELDS.returnTo} value={props.returnTo} />
      {replyTo === undefined ? null : (
        <p className="comment-form__replying">
          <input type="hidden" name={COMMENT_FIELDS.parentId} value={replyTo.id} />
          <a
            href={`${props.returnTo}#${COMMENT_FORM_ANCHOR}`}
            onClick={(event) => {
              event.preventDefault();
              setReplyTo(undefined);
            }}
          >
            Cancel reply
          </a>
        </p>
      )}
      <p className="comment-form__field">
        <label htmlFor={`${id}name`}>Name (required)</label>
        <input className="input" type="text" autoComplete="name" required {...fieldProps('name')} />
        {problem('name')}
      </p>
      <p className="comment-form__field">
        <label htmlFor={`${id}email`}>Email (optional, never shown)</label>
        <input
          className="input"
          type="email"
          autoComplete="email"
          spellCheck={false}
          {...fieldProps('email')}
        />
        {problem('email')}
      </p>
      <p className="comment-form__field">
        <label htmlFor={`${id}website`}>Website (optional)</label>
        <input
          className="input"
          type="url"
          autoComplete="url"
          spellCheck={false}
          {...fieldProps('website')}
        />
        {problem('website')}
      </p>
      <p className="comment-form__field">
        <label htmlFor={`${id}body`}>Comment (required)</label>
        <textarea ref={bodyField} className="input textarea" rows={5} required {...fieldProps('body')} />
        {problem('body')}
      </p>
      {props.captcha ? (
        <CaptchaWidget
          action={COMMENT_CAPTCHA_ACTION}
          onVerified={setCaptchaKey}
          resetSignal={captchaResets}
        />
      ) : null}
      <p className="comment-form__actions">
        <button
          type="submit"
          className="sqs-editable-button button button--primary"
          disabled={status.kind === 'sending'}
        >
          {status.kind === 'sending' ? 'Posting…' : 'Post comment'}
        </button>
      </p>
      <p className="comment-form__status" role="status">
        {status.kind === 'held' ? COMMENT_MESSAGES.held : outcome?.ok === true ? outcome.text : ''}
      </p>
      {status.kind === 'error' || outcome?.ok === false ? (
        <p className="comment-form__problem" role="alert">
          {status.kind === 'error' ? status.message : outcome?.text}
        </p>
      ) : null}
    </form>
  );
}

/** The island: `{commentForm|island comment-form visible}`. */
export const island: IslandDefinition<CommentFormProps> = {
  component: CommentForm,
  props: (value) => commentFormProps(value),
};
