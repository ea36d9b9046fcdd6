// Tests how gallery options become the drawing: classes, pixel steps, captions, autoplay and positions.
import { describe, expect, it } from 'vitest';
import { galleryDisplay, imagePosition, pixelStep, stepIndex } from './gallery-display.js';
import { GALLERY_DEFAULTS } from './gallery-options.js';

// SPEC's defaults, as the parser gives them for a gallery with no options of its own.
const DEFAULTS = GALLERY_DEFAULTS;

describe('galleryDisplay', () => {
  it("draws SPEC §3's defaults as a cropped square grid of four with captions of title and description", () => {
    expect(galleryDisplay(DEFAULTS)).toEqual({
      design: 'grid',
      classes:
        'gallery gallery--grid gallery--cols-4 gallery--ratio-square gallery--crop gallery--pad-20 gallery--meta-bottom gallery--align-center gallery--max-300',
      stripClasses: 'gallery-strip gallery-strip--h-80 gallery-strip--m-20 gallery-strip--square',
      captionTitle: true,
      captionBody: true,
      lightbox: false,
      lightboxTheme: 'dark',
      controls: false,
      thumbnails: false,
      autoplay: false,
      autoplaySeconds: 5,
      newWindow: false,
    });
  });

  it('rounds pixel options to the step classes the stylesheet has', () => {
    const display = galleryDisplay({
      ...DEFAULTS,
      padding: 13,
      'max-width': 112,
      'thumbnail-strip-height': 64,
      'thumbnail-strip-margin': 2,
    });
    expect(display.classes).toContain('gallery--pad-15');
    expect(display.classes).toContain('gallery--max-100');
    expect(display.stripClasses).toBe(
      'gallery-strip gallery-strip--h-60 gallery-strip--m-0 gallery-strip--square',
    );
    expect(pixelStep(47, 5)).toBe(45);
    expect(pixelStep(48, 5)).toBe(50);
  });

  it('shows the title alone with show-meta-only-title, no caption without show-meta, no description without show-meta-basic', () => {
    expect(galleryDisplay({ ...DEFAULTS, 'show-meta-only-title': true })).toMatchObject({
      captionTitle: true,
      captionBody: false,
    });
    expect(galleryDisplay({ ...DEFAULTS, 'show-meta-basic': false })).toMatchObject({
      captionTitle: true,
      captionBody: false,
    });
    expect(galleryDisplay({ ...DEFAULTS, 'show-meta': false })).toMatchObject({
      captionTitle: false,
      captionBody: false,
    });
  });

  it('carries the slideshow, overlay caption, lightbox and background choices', () => {
    const display = galleryDisplay({
      ...DEFAULTS,
      design: 'slideshow',
      thumbnails: true,
      controls: true,
      autoplay: true,
      'autoplay-duration': 8,
      'meta-position': 'bottom-right',
      'show-meta-on-hover': true,
      'active-alignment': 'right',
      'auto-crop': false,
      'square-thumbs': false,
      lightbox: true,
      lightboxTheme: 'light',
      transparentBackground: true,
      newWindow: true,
    });
    expect(display.classes).toBe(
      'gallery gallery--slideshow gallery--cols-4 gallery--ratio-square gallery--pad-20 gallery--meta-bottom-right gallery--meta-hover gallery--align-right gallery--max-300 gallery--transparent',
    );
    expect(display.stripClasses).toBe('gallery-strip gallery-strip--h-80 gallery-strip--m-20');
    expect(display).toMatchObject({
      design: 'slideshow',
      thumbnails: true,
      controls: true,
      autoplay: true,
      autoplaySeconds: 8,
      lightbox: true,
      lightboxTheme: 'light',
      newWindow: true,
    });
  });

  it('falls back to a grid for an unknown design and keeps odd text out of class names', () => {
    const display = galleryDisplay({ ...DEFAULTS, design: 'mosaic', 'aspect-ratio': '"><script>' });
    expect(display.design).toBe('grid');
    expect(display.classes).toContain('gallery--ratio-square');
    expect(display.classes).not.toContain('<');
  });
});

describe('image positions', () => {
  it('says "Image 3 of 12" and goes round at either end', () => {
    expect(imagePosition(2, 12)).toBe('Image 3 of 12');
    expect(stepIndex(11, 1, 12)).toBe(0);
    expect(stepIndex(0, -1, 12)).toBe(11);
    expect(stepIndex(4, 1, 12)).toBe(5);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});
