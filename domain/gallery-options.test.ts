// Tests of the gallery options: SPEC's defaults, the owner's valid choices, and what each design implies.
import { describe, expect, it } from 'vitest';
import { GALLERY_DEFAULTS, galleryOptions } from './gallery-options.js';

describe('galleryOptions', () => {
  it("gives SPEC's defaults when the owner chose nothing", () => {
    expect(galleryOptions(undefined)).toEqual(GALLERY_DEFAULTS);
    expect(GALLERY_DEFAULTS).toMatchObject({
      design: 'grid',
      'thumbnails-per-row': 4,
      padding: 20,
      'max-width': 300,
    });
  });

  it('keeps valid choices and the default for out-of-range or unknown ones', () => {
    const options = galleryOptions({
      'thumbnails-per-row': 6,
      padding: 99,
      design: 'carousel',
      lightbox: 'yes',
    });
    expect(options).toMatchObject({ 'thumbnails-per-row': 6, padding: 20, design: 'grid', lightbox: false });
  });

  it('applies what each design implies', () => {
    expect(galleryOptions({ design: 'slideshow' }).thumbnails).toBe(true);
    expect(galleryOptions({ design: 'grid', thumbnails: true, autoplay: true })).toMatchObject({
      thumbnails: false,
      autoplay: false,
    });
    expect(galleryOptions({ design: 'slider', thumbnails: true }).thumbnails).toBe(false);
  });
});
