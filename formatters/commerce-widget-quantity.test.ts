// Tests the quantity-input widget: SPEC §5 visibility rules and the input's bounds.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import { QUANTITY_LIMITS } from '../domain/quantity-rules.js';
import { COMMERCE_WIDGET_FORMATTERS } from './commerce-widgets.js';

function render(data: unknown): string {
  const { template } = compile('{item|quantity-input}', { formatters: COMMERCE_WIDGET_FORMATTERS });
  return template.render(data).html.trim();
}

const item = (structuredContent: Record<string, unknown>) => ({ id: 'prd-1', structuredContent });
const stocked = [{ qtyInStock: 0 }, { qtyInStock: 100 }];

describe('quantity-input', () => {
  it('renders the labelled number input for a physical item with stock', () => {
    expect(render({ item: item({ productType: 1, variants: stocked }) })).toBe(
      [
        '<div class="product-quantity-input" data-item-id="prd-1" data-animation-role="content">',
        '  <div class="quantity-label">Quantity:</div>',
        '  <input aria-label="Quantity" size="4" max="9999" min="1" value="1" type="number" step="1"></input>',
        '</div>',
      ].join('\n'),
    );
  });

  it('bounds the input by the quantity rules', () => {
    const html = render({ item: item({ productType: 1, variants: stocked }) });
    const { min, max, step } = QUANTITY_LIMITS;
    expect(html).toContain(
      `max="${max}" min="${min}" value="${QUANTITY_LIMITS.default}" type="number" step="${step}"`,
    );
  });

  it("uses the site's translation of the label", () => {
    const html = render({
      item: item({ productType: 1, variants: stocked }),
      localizedStrings: { productQuantityInputLabel: 'Menge' },
    });
    expect(html).toContain('<div class="quantity-label">Menge:</div>');
    expect(html).toContain('aria-label="Menge"');
  });

  it('shows for services unless the store settings turn multiple quantity off', () => {
    const service = item({ productType: 3, variants: stocked });
    expect(render({ item: service })).toContain('product-quantity-input');
    const off = { storeSettings: { multipleQuantityAllowedForServices: false } };
    expect(render({ item: service, websiteSettings: off })).toBe('');
    const unset = { storeSettings: { multipleQuantityAllowedForServices: null } };
    expect(render({ item: service, websiteSettings: unset })).toContain('product-quantity-input');
  });

  it('prints nothing for subscriptions, digital goods, gift cards and items without a type', () => {
    expect(render({ item: item({ productType: 1, variants: stocked, isSubscribable: true }) })).toBe('');
    expect(render({ item: item({ productType: 2 }) })).toBe('');
    expect(render({ item: item({ productType: 4 }) })).toBe('');
    expect(render({ item: item({ variants: stocked }) })).toBe('');
  });

  it('prints nothing when one or no item is left', () => {
    expect(render({ item: item({ productType: 1, variants: [{ qtyInStock: 1 }, { qtyInStock: 0 }] }) })).toBe(
      '',
    );
    expect(render({ item: item({ productType: 1, variants: [] }) })).toBe('');
    expect(render({ item: item({ productType: 1, variants: [{ unlimited: true }] }) })).toContain(
      'product-quantity-input',
    );
  });

  it('prints nothing for a missing item', () => {
    expect(render({})).toBe('');
  });
});
