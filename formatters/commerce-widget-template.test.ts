// Tests the widget template loader: built-in templates compile cleanly, once, with the table given late.
import { describe, expect, it } from 'vitest';
import { COMMERCE_WIDGET_FORMATTERS } from './commerce-widgets.js';
import { widgetTemplate } from './commerce-widget-template.js';

const NAMES = [
  'add-to-cart-btn',
  'product-checkout',
  'quantity-input',
  'variants-select',
  'product-scarcity',
  'product-restock-notification',
];

describe('widgetTemplate', () => {
  it('compiles every commerce widget template without errors or warnings', () => {
    for (const name of NAMES) {
      const template = widgetTemplate(name, () => ({ ...COMMERCE_WIDGET_FORMATTERS, message: (v) => v }))();
      expect(template.errors, name).toEqual([]);
      expect(template.name).toBe(`${name}.jsont`);
    }
  });

  it('compiles on first use only, asking for the formatters then', () => {
    let asked = 0;
    const get = widgetTemplate('quantity-input', () => {
      asked++;
      return {};
    });
    expect(asked).toBe(0);
    expect(get()).toBe(get());
    expect(asked).toBe(1);
  });

  it("drops the file's final newline, which is not part of the markup", () => {
    const template = widgetTemplate('product-checkout', () => COMMERCE_WIDGET_FORMATTERS)();
    expect(template.source).toBe('{@|variants-select}{@|quantity-input}{@|add-to-cart-btn}');
  });

  it('fails loudly when a template needs a formatter it was not given', () => {
    const get = widgetTemplate('product-checkout', () => ({}));
    expect(get).toThrow(/^product-checkout\.jsont: .*'variants-select'/);
  });
});
