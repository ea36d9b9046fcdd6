// Tests the video formatter: the player wrapper and its thumbnail overlay.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import { CONTENT_FORMATTERS } from './content.js';

function render(source: string, data: unknown): string {
  return compile(source, { formatters: CONTENT_FORMATTERS }).template.render(data).html;
}

const VIDEO = {
  oembed: { html: '<iframe src="https://v.example/1"></iframe>', providerName: 'Vimeo' },
  assetUrl: '/s/poster.jpg',
  originalSize: '1280x720',
  overlay: true,
  mainImageId: 'img1',
  colorData: { topLeftAverage: 'aaaaaa', centerAverage: 'bbbbbb' },
};

describe('video', () => {
  it('carries the escaped oEmbed html and the provider', () => {
    expect(render('{@|video}', { ...VIDEO, overlay: false })).toBe(
      '<div class="sqs-video-wrapper" data-html="&lt;iframe src=&quot;https://v.example/1&quot;&gt;&lt;/iframe&gt;" ' +
        'data-provider-name="Vimeo"></div>',
    );
  });

  it('adds the thumbnail overlay, its colours with color-data, and data-load with load-false', () => {
    const html = render('{@|video load-false color-data}', VIDEO);
    expect(html).toMatch(/^<div class="sqs-video-wrapper" {2}data-load="false" data-html=/);
    expect(html).toContain(
      '<div class="sqs-video-overlay" style="opacity: 0;"><img data-load="false" data-src="/s/poster.jpg" ' +
        'data-image-dimensions="1280x720" data-image-focal-point="0.5,0.5" data-color-topleft="#aaaaaa" ' +
        'data-color-topright="#" data-color-bottomleft="#" data-color-bottomright="#" data-color-center="#bbbbbb" />' +
        '<div class="sqs-video-opaque"> </div><div class="sqs-video-icon"></div></div></div>',
    );
  });

  it('uses a no-thumb overlay when the video has no image', () => {
    expect(render('{@|video}', { ...VIDEO, mainImageId: '' })).toContain(
      '<div class="sqs-video-overlay no-thumb" style="opacity: 0;"><div class="sqs-video-opaque">',
    );
  });

  it('prints nothing without a video and warns about unknown flags', () => {
    expect(render('[{v|video}]', {})).toBe('[]');
    const { errors } = compile('{v|video autoplay}', { formatters: CONTENT_FORMATTERS });
    expect(errors.map((e) => e.message)).toEqual([
      'video takes only load-false and color-data, got "autoplay"',
    ]);
  });
});

describe('video-meta', () => {
  it("prints a gallery video item's player, not loaded until played, with its thumbnail overlay", () => {
    const html = render('{@|video-meta}', { ...VIDEO, overlay: false });
    expect(html).toBe(
      '<div class="sqs-video-wrapper"  data-load="false" ' +
        'data-html="&lt;iframe src=&quot;https://v.example/1&quot;&gt;&lt;/iframe&gt;" data-provider-name="Vimeo">' +
        '<div class="sqs-video-overlay" style="opacity: 0;"><img data-load="false" data-src="/s/poster.jpg" ' +
        'data-image-dimensions="1280x720" data-image-focal-point="0.5,0.5" data-color-topleft="#aaaaaa" ' +
        'data-color-topright="#" data-color-bottomleft="#" data-color-bottomright="#" data-color-center="#bbbbbb" />' +
        '<div class="sqs-video-opaque"> </div><div class="sqs-video-icon"></div></div></div>',
    );
  });

  it('uses a no-thumb overlay without an image, prints nothing without a video, takes no argument', () => {
    expect(render('{@|video-meta}', { oembed: VIDEO.oembed })).toContain(
      '<div class="sqs-video-overlay no-thumb" style="opacity: 0;">',
    );
    expect(render('[{v|video-meta}]', {})).toBe('[]');
    const { errors } = compile('{v|video-meta autoplay}', { formatters: CONTENT_FORMATTERS });
    expect(errors).toHaveLength(1);
  });
});
