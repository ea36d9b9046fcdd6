// Tests the commerce widget table, the add-to-cart button and the product checkout as a theme renders them.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import type { RenderOptions } from '../engine/types.js';
import { buttonLabel } from '../domain/button-labels.js';
import { COMMERCE_WIDGET_FORMATTERS } from './commerce-widgets.js';

function render(source: string, data: unknown, options?: RenderOptions): string {
  const { template, errors } = compile(source, { formatters: COMMERCE_WIDGET_FORMATTERS });
  expect(errors).toEqual([]);
  return template.render(data, options).html.trim();
}

/** The button's label: the inner div's text. */
function label(html: string): string {
  return /<div class="sqs-add-to-cart-button-inner">(.*?)<\/div>/.exec(html)?.[1] ?? '';
}

const item = (structuredContent: Record<string, unknown>) => ({
  id: 'prd-1',
  collectionId: 'col-1',
  structuredContent,
});

describe('COMMERCE_WIDGET_FORMATTERS', () => {
  it('has the seven widgets', () => {
    expect(Object.keys(COMMERCE_WIDGET_FORMATTERS).sort()).toEqual([
      'add-to-cart-btn',
      'product-checkout',
      'product-quick-view',
      'product-restock-notification',
      'product-scarcity',
      'quantity-input',
      'variants-select',
    ]);
  });

  it('warns at compile time about arguments a widget ignores', () => {
    const { errors } = compile('{item|add-to-cart-btn large}', { formatters: COMMERCE_WIDGET_FORMATTERS });
    expect(errors.map((e) => [e.severity, e.message])).toEqual([
      ['warning', 'add-to-cart-btn takes no arguments; it renders the item it formats'],
    ]);
  });
});

describe('add-to-cart-btn', () => {
  it('renders the reference markup with the item, its type and the custom label', () => {
    const html = render('{item|add-to-cart-btn}', {
      item: item({ productType: 1, useCustomAddButtonText: true, customAddButtonText: 'Add This' }),
    });
    expect(html).toBe(
      [
        '<div class="sqs-add-to-cart-button-wrapper" data-animation-role="button">',
        '  <div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary " role="button" tabindex="0" data-dynamic-strings data-collection-id="col-1" data-item-id="prd-1" data-product-type="1" data-use-custom-label="true" data-original-label="Add This" >',
        '    <div class="sqs-add-to-cart-button-inner">Add This</div>',
        '  </div>',
        '</div>',
      ].join('\n'),
    );
  });

  it('chooses the label in SPEC order: custom text, then Subscribe, then Add To Cart', () => {
    const cases = [
      { useCustomAddButtonText: true, customAddButtonText: 'Book', isSubscribable: true },
      { useCustomAddButtonText: false, customAddButtonText: 'Book', isSubscribable: true },
      { useCustomAddButtonText: true, customAddButtonText: '', isSubscribable: false },
      { isSubscribable: false },
    ];
    for (const content of cases) {
      const expected = buttonLabel({
        useCustomLabel: content.useCustomAddButtonText === true,
        customLabel: content.customAddButtonText,
        subscribable: content.isSubscribable,
      }).text;
      expect(label(render('{item|add-to-cart-btn}', { item: item(content) }))).toBe(expected);
    }
    expect(label(render('{item|add-to-cart-btn}', { item: item({ isSubscribable: true }) }))).toBe(
      'Subscribe',
    );
  });

  it("uses the site's translations from localizedStrings", () => {
    const strings = { productAddToCartText: 'In den Warenkorb', productSubscribeText: 'Abonnieren' };
    expect(label(render('{item|add-to-cart-btn}', { item: item({}), localizedStrings: strings }))).toBe(
      'In den Warenkorb',
    );
    const subscribable = { item: item({ isSubscribable: true }), localizedStrings: strings };
    expect(label(render('{item|add-to-cart-btn}', subscribable))).toBe('Abonnieren');
  });

  it('escapes the custom label in the attribute and the text', () => {
    const html = render('{item|add-to-cart-btn}', {
      item: item({ useCustomAddButtonText: true, customAddButtonText: '<img src=x> "now"' }),
    });
    expect(html).toContain('data-original-label="&lt;img src=x&gt; &quot;now&quot;"');
    expect(label(html)).toBe('&lt;img src=x&gt; &quot;now&quot;');
  });

  it('carries the additional-fields form when the item has one', () => {
    const form = { name: 'Engraving', fields: [] };
    const html = render('{item|add-to-cart-btn}', {
      item: item({ additionalFieldsFormId: 'form-1', additionalFieldsForm: form }),
    });
    expect(html).toContain('sqs-button-element--primary use-form"');
    expect(html).toContain('data-form="{&quot;name&quot;:&quot;Engraving&quot;,&quot;fields&quot;:[]}">');
    const idOnly = render('{item|add-to-cart-btn}', { item: item({ additionalFieldsFormId: 'form-1' }) });
    expect(idOnly).not.toContain('use-form');
    expect(idOnly).not.toContain('data-form');
  });

  it('marks subscriptions and names their first subscription option', () => {
    const options = [{ id: 'opt-1' }, { id: 'opt-2' }];
    const html = render('{item|add-to-cart-btn}', {
      item: item({ isSubscribable: true, productSubscriptionOptions: options }),
    });
    expect(html).toContain('data-is-subscription="true" ');
    expect(html).toContain('data-subscription-option-id="opt-1">');
    const oneTime = render('{item|add-to-cart-btn}', { item: item({ productSubscriptionOptions: options }) });
    expect(oneTime).not.toContain('data-subscription-option-id');
    expect(oneTime).not.toContain('data-is-subscription');
  });

  it('still renders a default button for a missing item', () => {
    const html = render('{nothing|add-to-cart-btn}', {});
    expect(html).toContain('data-item-id="" data-product-type=""');
    expect(label(html)).toBe('Add To Cart');
  });
});

describe('product-checkout', () => {
  it('prints the variant pickers, quantity input and button, each only when it applies', () => {
    const data = {
      item: item({
        productType: 1,
        variants: [
          { attributes: { Size: 'S' }, qtyInStock: 3 },
          { attributes: { Size: 'M' }, qtyInStock: 0 },
        ],
        variantOptionOrdering: ['Size'],
      }),
    };
    const html = render('{item|product-checkout}', data);
    const order = [
      'class="product-variants"',
      'class="product-quantity-input"',
      'class="sqs-add-to-cart-button-wrapper"',
    ];
    const at = order.map((marker) => html.indexOf(marker));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);

    const single = { item: item({ productType: 1, variants: [{ qtyInStock: 1 }] }) };
    const button = render('{item|product-checkout}', single);
    expect(button).not.toContain('product-variants');
    expect(button).not.toContain('product-quantity-input');
    expect(button.startsWith('<div class="sqs-add-to-cart-button-wrapper"')).toBe(true);
  });
});
