// Tests the share and like buttons as a template author sees them.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import { SOCIAL_FORMATTERS } from './social.js';

function render(source: string, data: unknown): string {
  const { template, errors } = compile(source, { formatters: SOCIAL_FORMATTERS });
  expect(errors).toEqual([]);
  return template.render(data).html;
}

const ITEM = {
  mainImageId: '560c37c1a7c8465c4a71d99a',
  mainImage: { assetUrl: 'http://foo.com/bar.jpg' },
  recordType: 1,
  title: 'foo image',
  fullUrl: 'http://full.com/url',
};
const SHARING = { shareButtonOptions: ['facebook'] };

describe('social-button and social-button-inline', () => {
  it('render the share buttons with the item data as a block or inline', () => {
    const attributes =
      'data-system-data-id="560c37c1a7c8465c4a71d99a" data-asset-url="http://foo.com/bar.jpg" ' +
      'data-record-type="1" data-full-url="http://full.com/url" data-title="foo image"';
    expect(render('{item|social-button}', { website: SHARING, item: ITEM })).toBe(
      `<div class="squarespace-social-buttons button-style" ${attributes}></div>`,
    );
    expect(render('{item|social-button-inline}', { website: SHARING, item: ITEM })).toBe(
      `<span class="squarespace-social-buttons inline-style" ${attributes}></span>`,
    );
  });

  it("prefer the item's own system data id and asset URL, and escape the title", () => {
    const item = { ...ITEM, systemDataId: 'sys', assetUrl: 'http://own.jpg', title: 'Tom & "Jerry"' };
    const html = render('{item|social-button}', { website: SHARING, item });
    expect(html).toContain('data-system-data-id="sys" data-asset-url="http://own.jpg"');
    expect(html).toContain('data-title="Tom &amp; &quot;Jerry&quot;"');
  });

  it('render nothing when the site has no share buttons', () => {
    expect(render('{item|social-button}', { item: ITEM })).toBe('');
    expect(render('{item|social-button}', { website: { shareButtonOptions: [] }, item: ITEM })).toBe('');
    expect(
      render('{item|social-button-inline}', { website: { shareButtonOptions: 'yes' }, item: ITEM }),
    ).toBe('');
  });

  it('render empty attributes for a missing item', () => {
    expect(render('{nothing|social-button}', { website: SHARING })).toBe(
      '<div class="squarespace-social-buttons button-style" data-system-data-id="" data-asset-url="" ' +
        'data-record-type="" data-full-url="" data-title=""></div>',
    );
  });
});

describe('like-button', () => {
  it('renders the simple-like widget when liking is enabled', () => {
    const data = { websiteSettings: { simpleLikingEnabled: true }, item: { id: 'i1', likeCount: 123 } };
    expect(render('{item|like-button}', data).trim()).toBe(
      '<span class="sqs-simple-like" data-item-id="i1" data-like-count="123">\n' +
        '    <span class="like-icon"></span>\n    <span class="like-count"></span>\n  </span>',
    );
  });

  it('renders nothing when liking is off or the item is missing', () => {
    expect(render('{item|like-button}', { item: { id: 'i1' } }).trim()).toBe('');
    expect(render('{item|like-button}', { websiteSettings: { simpleLikingEnabled: true } }).trim()).toBe('');
  });
});
