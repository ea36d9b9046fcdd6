// Content enumerations beyond domain/enums.ts (SPEC §3): promoted blocks, gallery options, image colour spots.

/** The code every content enumeration gives its `undefined` member (record type, background source, slice type). */
export const UNDEFINED_CODE = -1;

/** An item's `promotedBlockType` values (SPEC §3 "Content item fields"). */
export const PROMOTED_BLOCK_TYPES = [
  'map',
  'embed',
  'image',
  'code',
  'quote',
  'twitter',
  'link',
  'video',
  'foursquare',
  'instagram',
  'form',
] as const;

/** Gallery `options.design` values (SPEC §3 "Gallery options and defaults"). */
export const GALLERY_DESIGNS = ['grid', 'slideshow', 'slider', 'stacked'] as const;

/** Gallery `options["meta-position"]` values. */
export const GALLERY_META_POSITIONS = [
  'top',
  'top-left',
  'top-right',
  'center',
  'bottom',
  'bottom-left',
  'bottom-right',
] as const;

/** Gallery `options["active-alignment"]` values. */
export const GALLERY_ACTIVE_ALIGNMENTS = ['center', 'left', 'right'] as const;

/** The boolean gallery options templates test with a `gallery-NAME?` predicate. */
export const GALLERY_BOOLEAN_OPTIONS = [
  'autoplay',
  'auto-crop',
  'controls',
  'lightbox',
  'square-thumbs',
  'show-meta',
  'show-meta-on-hover',
  'thumbnails',
] as const;

/** Gallery item media types (SPEC §3 "Media"). */
export const GALLERY_MEDIA_TYPES = [
  'imageEmpty',
  'imageFile',
  'imageLicensed',
  'imageReused',
  'assetReused',
  'video',
] as const;

/**
 * The spots of an image whose average colour is stored in `colorData` as `<spot>Average`
 * (SPEC §3 "Media"), in the order templates print them.
 */
export const IMAGE_COLOUR_SPOTS = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight', 'center'] as const;
