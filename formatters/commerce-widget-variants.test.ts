// Tests the variants-select widget: option order and values, the prompts, escaping, and when it is missing.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import { COMMERCE_WIDGET_FORMATTERS } from './commerce-widgets.js';
import { variantOptions } from './commerce-widget-variants.js';

function render(data: unknown, locale?: string): string {
  const { template } = compile('{item|variants-select}', { formatters: COMMERCE_WIDGET_FORMATTERS });
  return template.render(data, { locale }).html.trim();
}

const shirt = (structuredContent: Record<string, unknown> = {}) => ({
  id: 'prd-1',
  structuredContent: {
    productType: 1,
    variants: [
      { attributes: { Size: 'S', Color: 'Blue' } },
      { attributes: { Size: 'M', Color: 'Blue' } },
      { attributes: { Size: 'S', Color: 'Red' } },
    ],
    variantOptionOrdering: ['Color', 'Size'],
    ...structuredContent,
  },
});

describe('variantOptions', () => {
  it("lists the owner's options in order, each with its distinct values in first-seen order", () => {
    expect(variantOptions(shirt())).toEqual([
      { name: 'Color', values: ['Blue', 'Red'] },
      { name: 'Size', values: ['S', 'M'] },
    ]);
  });

  it('has nothing to choose with fewer than two variants', () => {
    expect(variantOptions(shirt({ variants: [{ attributes: { Size: 'S' } }] }))).toEqual([]);
    expect(variantOptions({})).toEqual([]);
  });

  it('keeps only ordered options, including one no variant uses', () => {
    expect(variantOptions(shirt({ variantOptionOrdering: ['Fit', 'Size'] }))).toEqual([
      { name: 'Fit', values: [] },
      { name: 'Size', values: ['S', 'M'] },
    ]);
  });
});

describe('variants-select', () => {
  it('renders a titled select and radio group per option', () => {
    const html = render({ item: shirt() });
    expect(
      html.startsWith(
        '<div class="product-variants" data-item-id="prd-1" data-variants="[{&quot;attributes&quot;',
      ),
    ).toBe(true);
    expect(html).toContain('<div class="variant-option-title">Color: </div>');
    expect(html).toContain('<select aria-label="Select Color" data-variant-option-name="Color">');
    expect(html).toContain(
      '<option value="">Select Size</option>\n        <option value="S">S</option><option value="M">M</option>',
    );
    expect(html).toContain(
      '<input type="radio" class="variant-radiobtn" value="Red" name="variant-option-Color" id="variant-option-Color-Red"/>\n' +
        '      <label class="sqs-button-element--secondary" role="button" tabindex="0" for="variant-option-Color-Red">Red</label>',
    );
    expect(html.indexOf('variant-option-Color')).toBeLessThan(html.indexOf('variant-option-Size'));
  });

  it("prompts with the site's translation of 'Select {variantName}'", () => {
    const html = render({
      item: shirt(),
      localizedStrings: { productVariantSelectText: 'Choisir {variantName}' },
    });
    expect(html).toContain('aria-label="Choisir Color"');
  });

  it("calls a gift card's option 'Value' and prompts 'Select Value', or the site's translations", () => {
    const card = shirt({
      productType: 4,
      variantOptionOrdering: ['Value'],
      variants: [{ attributes: { Value: '25' } }, { attributes: { Value: '50' } }],
    });
    const html = render({ item: card });
    expect(html).toContain('<div class="variant-option-title">Value: </div>');
    expect(html).toContain('<option value="">Select Value</option>');
    const strings = { giftCardValueDisplayText: 'Betrag', giftCardVariantSelectText: 'Betrag wählen' };
    const translated = render({ item: card, localizedStrings: strings });
    expect(translated).toContain('<div class="variant-option-title">Betrag: </div>');
    expect(translated).toContain('<option value="">Betrag wählen</option>');
  });

  it('marks subscribable products with their plan', () => {
    const html = render({
      item: shirt({ isSubscribable: true, subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' } } }),
    });
    expect(html).toContain(
      ' data-is-subscribable="true" data-subscription-plan="{&quot;billingPeriod&quot;:{&quot;value&quot;:1,&quot;unit&quot;:&quot;MONTH&quot;}}" data-animation-role="content">',
    );
  });

  it('escapes option names and values', () => {
    const html = render({
      item: shirt({
        variantOptionOrdering: ['Size'],
        variants: [{ attributes: { Size: '<b>"L"</b>' } }, { attributes: { Size: 'M' } }],
      }),
    });
    expect(html).toContain(
      '<option value="&lt;b&gt;&quot;L&quot;&lt;/b&gt;">&lt;b&gt;&quot;L&quot;&lt;/b&gt;</option>',
    );
  });

  it('prints nothing with fewer than two variants or no option ordering', () => {
    expect(render({ item: shirt({ variants: [] }) })).toBe('');
    expect(render({ item: shirt({ variantOptionOrdering: [] }) })).toBe('');
    expect(render({})).toBe('');
  });

  it('leaves the prompts empty without locale data', () => {
    expect(render({ item: shirt() }, 'none')).toContain(
      '<select aria-label="" data-variant-option-name="Color">',
    );
  });
});
