// Tests the product-quick-view button: its id and group, and the localized "Quick View" label.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import { COMMERCE_WIDGET_FORMATTERS } from './commerce-widgets.js';

function render(source: string, data: unknown): string {
  const { template } = compile(source, { formatters: COMMERCE_WIDGET_FORMATTERS });
  return template.render(data).html;
}

describe('product-quick-view', () => {
  it("labels the button 'Quick View' with the item id and no group by default", () => {
    expect(render('{item|product-quick-view}', { item: { id: 'prd-1' } })).toBe(
      '<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="prd-1" data-group="">Quick View</span>',
    );
  });

  it("uses the site's translation of the label", () => {
    const html = render('{item|product-quick-view}', {
      item: { id: 'prd-1' },
      localizedStrings: { productQuickViewText: 'Aperçu' },
    });
    expect(html).toContain('>Aperçu</span>');
  });

  it('reads the group from the named field of the item, then of the page, else takes the name itself', () => {
    expect(render('{item|product-quick-view tag}', { item: { id: 'p', tag: 'shoes' } })).toContain(
      'data-group="shoes"',
    );
    expect(render('{item|product-quick-view tag}', { item: { id: 'p' }, tag: 'hats' })).toContain(
      'data-group="hats"',
    );
    expect(render('{item|product-quick-view featured}', { item: { id: 'p' } })).toContain(
      'data-group="featured"',
    );
  });

  it('escapes the id and group in their attributes', () => {
    const html = render('{item|product-quick-view g}', { item: { id: 'a"b' }, g: '<x>' });
    expect(html).toContain('data-id="a&quot;b" data-group="&lt;x&gt;"');
  });

  it('renders an empty id for a missing item', () => {
    expect(render('{nothing|product-quick-view}', {})).toContain('data-id="" data-group=""');
  });

  it('warns about more than one argument', () => {
    const { errors } = compile('{item|product-quick-view a b}', { formatters: COMMERCE_WIDGET_FORMATTERS });
    expect(errors.map((e) => e.message)).toEqual([
      'product-quick-view takes at most one argument (the group), got 2',
    ]);
  });
});
