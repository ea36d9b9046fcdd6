// Reads which modern image format an Accept header allows.
import { describe, expect, it } from 'vitest';
import { acceptedImageFormat, isConvertible } from './accept-image.js';

describe('acceptedImageFormat', () => {
  it('prefers AVIF, then WebP, when named', () => {
    expect(acceptedImageFormat('image/avif,image/webp,*/*;q=0.8')).toBe('avif');
    expect(acceptedImageFormat('image/webp,*/*')).toBe('webp');
    expect(acceptedImageFormat('IMAGE/AVIF; q=0.5')).toBe('avif');
  });

  it('takes neither from wildcards, a refusal with q=0, or no header', () => {
    expect(acceptedImageFormat('image/*,*/*;q=0.8')).toBeUndefined();
    expect(acceptedImageFormat('image/avif;q=0,image/webp;q=0.0')).toBeUndefined();
    expect(acceptedImageFormat(undefined)).toBeUndefined();
    expect(acceptedImageFormat('')).toBeUndefined();
  });
});

describe('isConvertible', () => {
  it('is true for JPEG and PNG names only', () => {
    expect(['a.jpg', 'b.JPEG', 'c.png'].map(isConvertible)).toEqual([true, true, true]);
    expect(['a.gif', 'b.webp', 'c.avif', 'd.svg', 'readme', 'e.pdf'].map(isConvertible)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
