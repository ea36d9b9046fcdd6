// Likes: the visitor API's paths and form fields, and the words the like button and its count use.

/** `GET`/`POST`/`DELETE /api/likes/{itemId}`: the visitor's like state, a like, an unlike. */
export const LIKES_API_PATH = '/api/likes';

/** Where the like button's plain form posts without JavaScript. */
export const LIKE_FORM_PATH = '/likes';

/** The plain form's fields (the crumb comes in `crumb`, as every form's). */
export const LIKE_FORM_FIELDS = {
  itemId: 'itemId',
  /** `like` or `unlike`. */
  action: 'action',
  returnTo: 'tessera-return-to',
} as const;

/** What the like endpoints answer. */
export interface LikeState {
  readonly itemId: string;
  /** Likes the item has, this one included. */
  readonly count: number;
  /** Whether this visitor likes it. */
  readonly liked: boolean;
}

/** The like count as the page shows it: 'No Likes', '1 Like', '12 Likes' (the comments' wording pattern). */
export function likeCountText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return 'No Likes';
  const whole = Math.floor(count);
  return whole === 1 ? '1 Like' : `${whole.toLocaleString('en-US')} Likes`;
}

/** The like button's accessible name; whether the visitor likes the item is its pressed state. */
export const LIKE_BUTTON_LABEL = 'Like';

/** An item id as the like endpoints accept it: 1 to 200 characters, no spaces or controls. */
export function isLikeItemId(value: unknown): value is string {
  return typeof value === 'string' && /^[^\s\u0000-\u001f]{1,200}$/.test(value);
}
