// Tests that the content group registers every formatter and predicate name JSONT §10 gives it.
import { describe, expect, it } from 'vitest';
import { CONTENT_FORMATTERS, CONTENT_PREDICATES } from './content.js';

describe('content tables', () => {
  it('register every content formatter except timesince, and video-meta (the platform had it; JSONT does not)', () => {
    expect(Object.keys(CONTENT_FORMATTERS).sort()).toEqual(
      [
        'AbsUrl',
        'audio-player',
        'capitalize',
        'child-image-meta',
        'color-weight',
        'cover-image-meta',
        'height',
        'humanizeDuration',
        'image',
        'image-color',
        'image-meta',
        'image-srcset',
        'item-classes',
        'resizedHeightForWidth',
        'resizedWidthForHeight',
        'squarespaceThumbnailForHeight',
        'squarespaceThumbnailForWidth',
        'video',
        'video-meta',
        'website-color',
        'width',
      ].sort(),
    );
  });

  it('register the content and slide predicates', () => {
    // Item and collection 19, gallery 23, plain record types 17, promotable record types 6, promoted
    // blocks 11, background sources 5, current-type? 1: with the 19 other groups' names, JSONT's 101.
    expect(Object.keys(CONTENT_PREDICATES).length).toBe(19 + 23 + 17 + 6 + 11 + 5 + 1);
    for (const name of [
      'calendar-view?',
      'same-day?',
      'gallery-thumbnails?',
      'promotedINSTAGRAM?',
      'current-type?',
    ]) {
      expect(CONTENT_PREDICATES[name], name).toBeDefined();
    }
  });
});
