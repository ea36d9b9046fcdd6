// The like button island: a plain form that posts a like, made a toggle (pressed state, count at once) once hydrated.
import { useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import {
  LIKE_BUTTON_LABEL,
  LIKE_FORM_FIELDS,
  LIKE_FORM_PATH,
  LIKES_API_PATH,
  likeCountText,
  type LikeState,
} from '../../domain/likes.js';
import { ApiError } from '../api-error.js';
import { useIslandServices } from '../context.js';
import type { IslandDefinition } from '../island-definition.js';

/** The like button's props: the item and the count the shared page was rendered with. */
export interface LikeButtonProps {
  readonly itemId: string;
  readonly count: number;
}

/** The props from a content item (`{@|island like-button}` inside `{.section item}`). */
export function likeButtonProps(value: unknown): LikeButtonProps {
  const item = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const count = Number(item.likeCount);
  return {
    itemId: typeof item.id === 'string' ? item.id : '',
    count: Number.isFinite(count) && count > 0 ? Math.floor(count) : 0,
  };
}

/** The id of the item's like form, which the page's crumb and return-to inputs join (`form=`). */
export function likeFormId(itemId: string): string {
  return `like-${itemId}`;
}

function likePath(itemId: string): string {
  return `${LIKES_API_PATH}/${encodeURIComponent(itemId)}`;
}

/**
 * A heart button and the count. Without JavaScript it is a form posting a like to /likes (the page
 * comes back with the new count). Hydrated, it asks the server whether this visitor likes the item
 * (the shared page cannot say), then toggles without a reload: the pressed state and the count
 * change at once and are put right by the server's answer, or put back with its message.
 */
export function LikeButton(props: LikeButtonProps): ReactElement {
  const { api } = useIslandServices();
  const [count, setCount] = useState(props.count);
  const [liked, setLiked] = useState<boolean | undefined>(undefined);
  const [message, setMessage] = useState('');
  const busy = useRef(false);

  useEffect(() => {
    let live = true;
    api
      .get<LikeState>(likePath(props.itemId))
      .then((state) => {
        if (!live) return;
        setLiked(state.liked);
        setCount(state.count);
      })
      .catch(() => {
        // The button still likes; it just cannot show a like given earlier.
        if (live) setLiked(false);
      });
    return () => {
      live = false;
    };
  }, [api, props.itemId]);

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const before = { liked: liked === true, count };
    const next = !before.liked;
    setLiked(next);
    setCount(Math.max(0, before.count + (next ? 1 : -1)));
    setMessage('');
    try {
      const path = likePath(props.itemId);
      const state = await (next ? api.post<LikeState>(path) : api.delete<LikeState>(path));
      setLiked(state.liked);
      setCount(state.count);
    } catch (error) {
      setLiked(before.liked);
      setCount(before.count);
      setMessage(error instanceof ApiError ? error.message : 'Unable to save your like. Try again.');
    } finally {
      busy.current = false;
    }
  }

  return (
    <form
      className="like-form"
      id={likeFormId(props.itemId)}
      method="post"
      action={LIKE_FORM_PATH}
      onSubmit={(event) => void onSubmit(event)}
    >
      <input type="hidden" name={LIKE_FORM_FIELDS.itemId} value={props.itemId} />
      <input type="hidden" name={LIKE_FORM_FIELDS.action} value={liked === true ? 'unlike' : 'like'} />
      <button className="like-button" type="submit" aria-pressed={liked === undefined ? undefined : liked}>
        <svg
          className="like-button__icon"
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 5 6.4 5c2.1 0 3.5 1.2 4.3 2.4h2.6C14.1 6.2 15.5 5 17.6 5 21 5 23.1 8.6 21.6 11.9 19.5 16.4 12 21 12 21z" />
        </svg>
        <span className="like-button__label">{LIKE_BUTTON_LABEL}</span>
      </button>
      <span className="like-count" aria-live="polite">
        {likeCountText(count)}
      </span>
      {message !== '' && (
        <span className="like-form__error" role="alert">
          {message}
        </span>
      )}
    </form>
  );
}

/** The island's definition (islands/registry.ts `like-button`). */
export const island: IslandDefinition<LikeButtonProps> = {
  component: LikeButton,
  props: likeButtonProps,
};
