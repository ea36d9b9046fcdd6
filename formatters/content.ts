// The content plugin group (JSONT §10.2, §10.6): images, colours, media and the item, gallery and slide predicates.
import type { FormatterTable, PredicateTable } from '../engine/types.js';
import { AUDIO_FORMATTERS } from './content-audio.js';
import { COLOUR_FORMATTERS } from './content-colour.js';
import { GALLERY_PREDICATES } from './content-gallery.js';
import { IMAGE_FORMATTERS } from './content-images.js';
import { ITEM_CLASSES_FORMATTERS } from './content-item-classes.js';
import { ITEM_PREDICATES } from './content-predicates.js';
import { RECORD_TYPE_PREDICATES } from './content-record-types.js';
import { SIZE_FORMATTERS } from './content-sizes.js';
import { TEXT_FORMATTERS } from './content-text.js';
import { VIDEO_FORMATTERS } from './content-video.js';

/** Content formatters by name (every one of group `content` except `timesince`). */
export const CONTENT_FORMATTERS: FormatterTable = Object.freeze({
  ...TEXT_FORMATTERS,
  ...AUDIO_FORMATTERS,
  ...IMAGE_FORMATTERS,
  ...SIZE_FORMATTERS,
  ...COLOUR_FORMATTERS,
  ...ITEM_CLASSES_FORMATTERS,
  ...VIDEO_FORMATTERS,
});

/** Content and slide predicates by name. */
export const CONTENT_PREDICATES: PredicateTable = Object.freeze({
  ...ITEM_PREDICATES,
  ...GALLERY_PREDICATES,
  ...RECORD_TYPE_PREDICATES,
});
