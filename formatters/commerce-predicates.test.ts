// Tests has-variants? and varied-prices? as a product template asks them of the current item.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import { COMMERCE_ITEM_PREDICATES } from './commerce-predicates.js';

function html(source: string, data: unknown): string {
  return compile(source, { predicates: COMMERCE_ITEM_PREDICATES }).template.render(data).html;
}

const TEMPLATE =
  '{.repeated section items}{.has-variants?}picker{.or}single{.end}/{.varied-prices?}from{.or}one price{.end}{.alternates with}, {.end}';

describe('commerce item predicates', () => {
  it('tell a product with a choice of variants and a from price', () => {
    const items = [
      { structuredContent: { productType: 1, variants: [{ price: 100 }, { price: 200 }] } },
      { structuredContent: { productType: 3, variants: [{ price: 100 }, { price: 100 }] } },
      { structuredContent: { productType: 1, variants: [{ price: 100 }] } },
      { structuredContent: { productType: 2, variants: [{ price: 100 }, { price: 200 }] } },
    ];
    expect(html(TEMPLATE, { items })).toBe(
      'picker/from, picker/one price, single/one price, single/one price',
    );
  });

  it('rejects arguments, which they would ignore', () => {
    const { errors } = compile('{.varied-prices? item}x{.end}', { predicates: COMMERCE_ITEM_PREDICATES });
    expect(errors.map((e) => e.message)).toEqual([
      'varied-prices? takes no arguments; it reads the current item',
    ]);
  });
});
