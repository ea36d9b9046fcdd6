// Tests the scarcity message rules (SPEC §4 "Product status"): enabled, initially hidden or shown, per variant.
import { describe, expect, it } from 'vitest';
import {
  isViewHiddenInitially,
  SCARCITY_STOCK_ARGUMENT,
  scarcityVisibility,
  viewForVariant,
} from './scarcity.js';

describe('scarcityVisibility', () => {
  it('shows the message only if enabled', () => {
    expect(scarcityVisibility({ scarcityEnabled: false, scarcityShownByDefault: true })).toBe('off');
  });

  it('hides it initially unless shown by default', () => {
    expect(scarcityVisibility({ scarcityEnabled: true, scarcityShownByDefault: false })).toBe('hidden');
    expect(scarcityVisibility({ scarcityEnabled: true, scarcityShownByDefault: true })).toBe('shown');
  });
});

describe('isViewHiddenInitially', () => {
  it("keeps a variant's message hidden until the variant is chosen", () => {
    expect(isViewHiddenInitially({ qtyInStock: 3, attributes: { Color: 'Red' } })).toBe(true);
  });

  it('shows a product-wide message from the start', () => {
    expect(isViewHiddenInitially({ qtyInStock: 3 })).toBe(false);
    expect(isViewHiddenInitially({ qtyInStock: 3, attributes: {} })).toBe(false);
  });
});

describe('viewForVariant', () => {
  const red = { qtyInStock: 3, attributes: { Color: 'Red', Size: 'S' } };
  const blue = { qtyInStock: 1, attributes: { Color: 'Blue', Size: 'S' } };
  const views = [{ qtyInStock: 4 }, red, blue];

  it('finds the view whose option values are the chosen ones', () => {
    expect(viewForVariant(views, { Size: 'S', Color: 'Blue' })).toBe(blue);
  });

  it('finds none for a partial or unknown choice', () => {
    expect(viewForVariant(views, { Color: 'Red' })).toBeUndefined();
    expect(viewForVariant(views, { Color: 'Green', Size: 'S' })).toBeUndefined();
  });
});

it('fills the stock count in through the qtyInStock argument', () => {
  expect(SCARCITY_STOCK_ARGUMENT).toBe('qtyInStock');
});
