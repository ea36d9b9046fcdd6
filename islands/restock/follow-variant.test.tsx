// Tests the restock block following the product page's chosen variant: the event, the choice it makes, and what the block renders.
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VARIANT_SELECTED_EVENT, sendPageEvent, type VariantSelectedDetail } from '../page-events.js';
import {
  followChosenVariant,
  initialRestockChoice,
  restockBlockShown,
  restockChoiceFor,
  type RestockChoice,
} from './follow-variant.js';
import { RestockSignUp } from './restock-signup.js';
import { restockSignUpProps } from './restock-props.js';

const PRODUCT = 'tee';
const VARIANTS = [
  { id: 'v-s-red', label: 'S / Red' },
  { id: 'v-l-blue', label: 'L / Blue' },
];

/** A window to send page events on, as the runtime does in the browser; the last choice made is another page's. */
function stubWindow(): void {
  vi.stubGlobal('window', new EventTarget());
  sendPageEvent<VariantSelectedDetail>(VARIANT_SELECTED_EVENT, { itemId: 'another-page' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Follows the page with a block's state held here, as React would hold it. */
function followed(): { choice: () => RestockChoice; stop: () => void } {
  let choice = initialRestockChoice(VARIANTS);
  const stop = followChosenVariant(PRODUCT, VARIANTS, (next) => {
    choice = next(choice);
  });
  return { choice: () => choice, stop };
}

const chosen = (detail: Partial<VariantSelectedDetail>) =>
  sendPageEvent<VariantSelectedDetail>(VARIANT_SELECTED_EVENT, { itemId: PRODUCT, ...detail });

describe('the restock block and the chosen variant', () => {
  it('starts on the first sold-out variant', () => {
    expect(initialRestockChoice(VARIANTS)).toEqual({ variantId: 'v-s-red', soldOutChosen: false });
  });

  it('preselects the sold-out variant chosen on the product page', () => {
    stubWindow();
    const block = followed();
    chosen({ variantId: 'v-l-blue', soldOut: true, priceCents: 2000 });
    expect(block.choice()).toEqual({ variantId: 'v-l-blue', soldOutChosen: true });
    block.stop();
  });

  it('hides again (keeping the selection) when the choice is a variant in stock or none', () => {
    stubWindow();
    const block = followed();
    chosen({ variantId: 'v-l-blue', soldOut: true });
    chosen({ variantId: 'v-m-red', soldOut: false, priceCents: 1800 });
    expect(block.choice()).toEqual({ variantId: 'v-l-blue', soldOutChosen: false });
    expect(restockBlockShown(false, block.choice())).toBe(false);
    expect(restockBlockShown(true, block.choice())).toBe(true);
    chosen({ variantId: 'v-s-red', soldOut: true });
    expect(restockBlockShown(false, block.choice())).toBe(true);
    // An option set back to '—' names no variant.
    chosen({});
    expect(block.choice()).toEqual({ variantId: 'v-s-red', soldOutChosen: false });
    block.stop();
  });

  it("ignores another product's choice (a quick view) and stops listening when told", () => {
    stubWindow();
    const block = followed();
    sendPageEvent<VariantSelectedDetail>(VARIANT_SELECTED_EVENT, {
      itemId: 'other',
      variantId: 'v-l-blue',
      soldOut: true,
    });
    expect(block.choice()).toEqual({ variantId: 'v-s-red', soldOutChosen: false });
    block.stop();
    chosen({ variantId: 'v-l-blue', soldOut: true });
    expect(block.choice()).toEqual({ variantId: 'v-s-red', soldOutChosen: false });
  });

  it('starts from a choice the page made before the block hydrated', () => {
    stubWindow();
    chosen({ variantId: 'v-l-blue', soldOut: true });
    const block = followed();
    expect(block.choice()).toEqual({ variantId: 'v-l-blue', soldOutChosen: true });
    block.stop();
  });

  it('keeps the same choice object when nothing changes', () => {
    const current = { variantId: 'v-s-red', soldOutChosen: false };
    expect(restockChoiceFor(PRODUCT, VARIANTS, current, { itemId: PRODUCT })).toBe(current);
    expect(restockChoiceFor(PRODUCT, VARIANTS, current, undefined)).toBe(current);
  });

  it('renders the picker on the first sold-out variant of a sold-out product', () => {
    const html = renderToString(
      <RestockSignUp
        {...restockSignUpProps({
          productId: PRODUCT,
          crumb: 'C',
          optionLabel: 'Size / Colour',
          productSoldOut: true,
          variants: VARIANTS,
        })}
      />,
    );
    expect(html).toMatch(/^<div class="product-restock-notification"/);
    expect(html).toMatch(/<option value="v-s-red" selected="">S \/ Red<\/option>/);
  });

  it('keeps the block of a product with variants in stock for browsers without JavaScript only', () => {
    const html = renderToString(
      <RestockSignUp
        {...restockSignUpProps({ productId: PRODUCT, crumb: 'C', productSoldOut: false, variants: VARIANTS })}
      />,
    );
    expect(html).toMatch(/^<noscript><div class="product-restock-notification"/);
  });
});
