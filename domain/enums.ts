// The numeric codes JSON-T data uses for kinds of things (JSONT §10.6), by their template-facing names.

/** Store item `structuredContent.productType`. */
export const PRODUCT_TYPE = {
  physical: 1,
  digital: 2,
  service: 3,
  'gift-card': 4,
} as const;

/** Item `recordType`. */
export const RECORD_TYPE = {
  text: 1,
  image: 2,
  quote: 4,
  link: 5,
  audio: 7,
  video: 8,
  'store-item': 11,
  event: 12,
  gallery: 14,
  binary: 15,
  'css-asset': 16,
  'tweak-asset': 17,
  'digital-good': 18,
  attachment: 19,
  'wordpress-export': 20,
  'json-export': 21,
  'site-search': 30,
  'active-time': 31,
  tweet: 50,
  checkin: 52,
  kbarticle: 54,
} as const;

/** Collection `type`. */
export const COLLECTION_TYPE = {
  generic: 1,
  subscription: 2,
  twitter: 3,
  foursquare: 4,
  instagram: 5,
  'gallery-block': 6,
  'template-page': 7,
  'splash-page': 8,
  page: 10,
  fivehundredpix: 11,
  flickr: 12,
  products: 13,
  'slide-gallery': 15,
  'slide-album': 16,
  'slide-video': 17,
  'album-block': 18,
} as const;

/** Folder `folderBehavior`. */
export const FOLDER_BEHAVIOR = {
  index: 1,
  redirect: 2,
  none: 3,
} as const;

/** Background `backgroundSource`. */
export const BACKGROUND_SOURCE = {
  upload: 1,
  instagram: 2,
  video: 3,
  none: 4,
} as const;

/** Slide (lock page) `currentType` and slice `type`. */
export const SLICE_TYPE = {
  heading: 1,
  body: 3,
  image: 4,
  gallery: 5,
  video: 6,
  'social-icons': 7,
  buttons: 8,
  navigation: 9,
  'custom-form': 10,
  newsletter: 11,
  album: 12,
  map: 13,
  logo: 14,
  action: 15,
  form: 16,
  lock: 17,
  password: 18,
  twitter: 19,
} as const;

/** Block `blockType` codes the plugins read (image blocks carry their own alt text). */
export const BLOCK_TYPE = {
  image: 5,
} as const;
