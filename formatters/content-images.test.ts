// Tests the image formatters as templates use them: image, image-meta, child/cover-image-meta, image-srcset.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import { CONTENT_FORMATTERS, CONTENT_PREDICATES } from './content.js';

function render(source: string, data: unknown): string {
  const { template } = compile(source, { formatters: CONTENT_FORMATTERS, predicates: CONTENT_PREDICATES });
  return template.render(data).html;
}

function warnings(source: string): string[] {
  return compile(source, { formatters: CONTENT_FORMATTERS }).errors.map((e) => e.message);
}

const PHOTO = {
  id: 'img1',
  title: 'Harbour at dusk',
  originalSize: '1500x1000',
  assetUrl: '/s/harbour.jpg',
  mediaFocalPoint: { x: 0.3, y: 0.7 },
};

const META =
  'data-src="/s/harbour.jpg" data-image="/s/harbour.jpg" data-image-dimensions="1500x1000" ' +
  'data-image-focal-point="0.3,0.7" alt="Harbour at dusk" ';

describe('image', () => {
  it('prints a noscript fallback and the lazy image with its meta attributes', () => {
    expect(render('{@|image}', PHOTO)).toBe(
      '<noscript><img src="/s/harbour.jpg" alt="Harbour at dusk" /></noscript>' +
        `<img class="thumb-image" ${META}data-load="false" data-image-id="img1" data-type="image" />`,
    );
  });

  it('takes a class name', () => {
    expect(render('{@|image hero}', PHOTO)).toContain('<img class="hero" data-src=');
  });

  it('escapes alt text once, so quotes in a title cannot end the attribute', () => {
    const html = render('{@|image}', { ...PHOTO, title: 'The "Blue" & <Gold>' });
    expect(html).toContain('alt="The &quot;Blue&quot; &amp; &lt;Gold&gt;" /></noscript>');
    expect(html).toContain('alt="The &quot;Blue&quot; &amp; &lt;Gold&gt;" data-load');
  });

  it('uses the image block’s alt text inside an image block, even when empty', () => {
    const html = render('{img|image}', { blockType: 5, img: { ...PHOTO, altText: '' } });
    expect(html).toContain('alt="" /></noscript>');
  });

  it('prints nothing for a missing image or one that is not an object', () => {
    expect(render('{nothing|image}', {})).toBe('');
    expect(render('{src|image}', { src: '/s/harbour.jpg' })).toBe('');
  });

  it('warns about more than one argument', () => {
    expect(warnings('{@|image a b}')).toEqual(['image takes at most one class name, got 2 arguments']);
  });
});

describe('image-meta', () => {
  it('prints the attributes, licensed-preview flag and component key first', () => {
    const data = { ...PHOTO, licensedAssetPreview: {}, componentKey: 'k1' };
    expect(render('{@|image-meta}', data)).toBe(
      `data-licensed-asset-preview="true" data-component-key="k1" ${META}`,
    );
  });

  it('centres an image without a focal point and never uses the file name as alt text', () => {
    expect(render('{@|image-meta}', { assetUrl: '/a.jpg', originalSize: 10, filename: 'a.jpg' })).toBe(
      'data-src="/a.jpg" data-image="/a.jpg" data-image-dimensions="10" data-image-focal-point="0.5,0.5" alt="" ',
    );
  });

  it('prints nothing for a missing value or a wrong type', () => {
    expect(render('{x|image-meta}', {})).toBe('');
    expect(render('{x|image-meta}', { x: [PHOTO] })).toBe('');
  });

  it('warns about arguments', () => {
    expect(warnings('{@|image-meta 1}')).toEqual(['image-meta takes no arguments, got 1']);
  });
});

describe('child-image-meta and cover-image-meta', () => {
  it('reads the first child, or the one at the index given', () => {
    const gallery = { items: [PHOTO, { ...PHOTO, title: 'Second' }] };
    expect(render('{@|child-image-meta}', gallery)).toBe(META);
    expect(render('{@|child-image-meta 1}', gallery)).toContain('alt="Second"');
  });

  it('prints nothing when there is no such child', () => {
    expect(render('{@|child-image-meta 5}', { items: [PHOTO] })).toBe('');
    expect(render('{@|child-image-meta}', { items: 'none' })).toBe('');
  });

  it('reads the cover image', () => {
    expect(render('{@|cover-image-meta}', { coverImage: PHOTO })).toBe(META);
    expect(render('{@|cover-image-meta}', {})).toBe('');
  });

  it('warns about an index that is not a whole number', () => {
    expect(warnings('{@|child-image-meta first}')).toEqual([
      'child-image-meta expects an item index, a whole number, got "first"',
    ]);
  });
});

describe('image-srcset', () => {
  it('lists the stored widths, then the original as the next width up', () => {
    expect(
      render('<img{@|image-srcset}>', { assetUrl: '/a.jpg', systemDataVariants: '1500x983,100w,300w' }),
    ).toBe('<img srcset="/a.jpg?format=100w 100w,/a.jpg?format=300w 300w,/a.jpg?format=original 500w">');
  });

  it('prints nothing without stored widths or without an image', () => {
    expect(render('<img{@|image-srcset}>', { assetUrl: '/a.jpg', systemDataVariants: '1500x983' })).toBe(
      '<img>',
    );
    expect(render('<img{x|image-srcset}>', {})).toBe('<img>');
    expect(render('<img{x|image-srcset}>', { x: 'abc' })).toBe('<img>');
  });
});
