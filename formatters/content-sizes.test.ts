// Tests the size formatters: width, height, the resized pair and the thumbnail buckets.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import { CONTENT_FORMATTERS } from './content.js';

function render(source: string, data: unknown): string {
  return compile(source, { formatters: CONTENT_FORMATTERS }).template.render(data).html;
}

const INVALID = "Invalid source parameter. Pass in 'originalSize'";

describe('width and height', () => {
  it('read one side of WxH', () => {
    expect(render('{s|width} by {s|height}', { s: '800x400' })).toBe('800 by 400');
  });

  it('print nothing for anything else', () => {
    expect(render('[{s|width}][{s|height}]', { s: 1000 })).toBe('[][]');
    expect(render('[{s|width}][{s|height}]', { s: 'axb' })).toBe('[][]');
    expect(render('[{s|width}]', {})).toBe('[]');
  });
});

describe('resizedHeightForWidth and resizedWidthForHeight', () => {
  it('scale the other side, truncated', () => {
    expect(render('{s|resizedHeightForWidth 50} {s|resizedWidthForHeight 50}', { s: '250x175' })).toBe(
      '35 71',
    );
  });

  it('print SPEC’s message for a source that is not WxH', () => {
    expect(render('{s|resizedHeightForWidth 50}', { s: '250' })).toBe(INVALID);
    expect(render('{s|resizedWidthForHeight 50}', {})).toBe(INVALID);
    expect(render('{s|resizedWidthForHeight 50}', { s: '250x0' })).toBe(INVALID);
  });

  it('print nothing when the size argument is not a number, and warn at compile time', () => {
    expect(render('[{s|resizedHeightForWidth wide}]', { s: '250x175' })).toBe('[]');
    expect(
      compile('{s|resizedHeightForWidth wide}', { formatters: CONTENT_FORMATTERS }).errors[0].message,
    ).toBe('resizedHeightForWidth expects a size in pixels, a whole number, got "wide"');
  });
});

describe('squarespaceThumbnailForWidth and squarespaceThumbnailForHeight', () => {
  it('pick the stored width to fetch', () => {
    expect(render('{s|squarespaceThumbnailForWidth 600}', { s: 'anything' })).toBe('750w');
    expect(render('{s|squarespaceThumbnailForHeight 50}', { s: '400x100' })).toBe('300w');
    expect(render('{s|squarespaceThumbnailForHeight 500}', { s: '1600x500' })).toBe('1500w');
  });

  it('fall back to the smallest width, or SPEC’s message for a bad source', () => {
    expect(render('{s|squarespaceThumbnailForWidth x}', {})).toBe('100w');
    expect(render('{s|squarespaceThumbnailForHeight 50}', { s: '400' })).toBe(INVALID);
  });
});
