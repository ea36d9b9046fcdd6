// The page blocks' plain rules (no zod here, so the editor's screens can import them before validation loads).
/** SPEC §9: the most blocks one layout holds. */
export const MAX_BLOCKS = 60;

/** The most characters of HTML one text or embed block keeps. */
export const MAX_BLOCK_HTML = 200_000;

/** The block types the editor adds, in the order its "Add block" menu lists them. */
export const EDITABLE_BLOCK_TYPES = [
  'text',
  'heading',
  'image',
  'button',
  'form',
  'newsletter',
  'product',
  'gallery',
  'spacer',
  'embed',
  'dataset',
  'audio',
  'video',
  'donation',
] as const;

/** The refusal of embed code in which nothing embeddable is left once sanitized. */
export const EMBED_NOTHING_LEFT_MESSAGE =
  'This code shows nothing that can be embedded. Paste the embed code of a YouTube or Vimeo video, a Google map or calendar, a Spotify, SoundCloud or Bandcamp player, or an OpenStreetMap map.';

/** The refusal of a block whose id another block of the page has. */
export const DUPLICATE_BLOCK_ID_MESSAGE = 'Two blocks of this page have the same id.';
