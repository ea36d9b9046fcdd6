// Tests the product-scarcity widget: enabled per product, one block per view, the stock count filled in.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import { COMMERCE_WIDGET_FORMATTERS } from './commerce-widgets.js';

function render(data: unknown, source = '{item|product-scarcity}'): string {
  const { template } = compile(source, { formatters: COMMERCE_WIDGET_FORMATTERS });
  return template.render(data).html.trim();
}

const context = (settings: Record<string, unknown>) => ({
  item: { id: 'prd-1' },
  productMerchandisingContext: {
    'prd-1': { scarcityEnabled: true, scarcityText: 'Only {qtyInStock} left!', ...settings },
  },
});

describe('product-scarcity', () => {
  it("fills the owner's text with each view's stock; a variant's view starts hidden", () => {
    const html = render(
      context({
        scarcityTemplateViews: [{ qtyInStock: 5 }, { qtyInStock: 3, attributes: { Color: 'Red' } }],
      }),
    );
    expect(html).toBe(
      [
        '<div class="product-scarcity">',
        '    Only 5 left!',
        '  </div>',
        '',
        '  <div class="product-scarcity" data-variant-attributes="{&quot;Color&quot;:&quot;Red&quot;}" hidden>',
        '    Only 3 left!',
        '  </div>',
      ].join('\n'),
    );
  });

  it('supports plural messages and escapes the result', () => {
    const text = '{qtyInStock, plural, one {Last <b>one</b>!} other {# left}}';
    const html = render(
      context({ scarcityText: text, scarcityTemplateViews: [{ qtyInStock: 1 }, { qtyInStock: 4 }] }),
    );
    expect(html).toContain('Last &lt;b&gt;one&lt;/b&gt;!');
    expect(html).toContain('4 left');
  });

  it('shows only if enabled ("true" counts, other text does not)', () => {
    const views = { scarcityTemplateViews: [{ qtyInStock: 2 }] };
    expect(render(context({ ...views, scarcityEnabled: 'true' }))).toContain('Only 2 left!');
    expect(render(context({ ...views, scarcityEnabled: false }))).toBe('');
    expect(render(context({ ...views, scarcityEnabled: 'yes' }))).toBe('');
  });

  it('leaves the value as it was without a merchandising context for the product', () => {
    expect(render({ item: { id: 'prd-1' } })).toBe('');
    expect(render({ id: 'prd-1', label: 'kept' }, '{label|product-scarcity}')).toBe('kept');
    expect(
      render({ item: { id: 'other' }, productMerchandisingContext: context({}).productMerchandisingContext }),
    ).toBe('');
  });

  it('prints nothing for views that are not a list', () => {
    expect(render(context({ scarcityTemplateViews: 'soon' }))).toBe('');
  });
});
