// Tests the add-to-cart button's label order, state labels and timings (SPEC §4 "Button label", §9).
import { describe, expect, it } from 'vitest';
import {
  BUTTON_STATE_LABELS,
  BUTTON_TIMING_MS,
  buttonLabel,
  DEFAULT_BUTTON_LABELS,
  labelForState,
  usesAdditionalFieldsForm,
} from './button-labels.js';

const plain = { useCustomLabel: false, subscribable: false };

describe('buttonLabel', () => {
  it('says Add To Cart by default and Subscribe for a subscribable product', () => {
    expect(buttonLabel(plain)).toEqual({ text: 'Add To Cart', source: 'add-to-cart' });
    expect(buttonLabel({ ...plain, subscribable: true })).toEqual({ text: 'Subscribe', source: 'subscribe' });
    expect(DEFAULT_BUTTON_LABELS).toEqual({ addToCart: 'Add To Cart', subscribe: 'Subscribe' });
  });

  it('prefers custom text, if enabled and set, over the Subscribe text', () => {
    const custom = {
      useCustomLabel: true,
      customLabel: 'Book now',
      subscribable: true,
      subscribeText: 'Abonnieren',
    };
    expect(buttonLabel(custom)).toEqual({ text: 'Book now', source: 'custom' });
  });

  it('ignores custom text that is switched off or blank', () => {
    expect(buttonLabel({ ...plain, customLabel: 'Book now' }).text).toBe('Add To Cart');
    expect(buttonLabel({ ...plain, useCustomLabel: true, customLabel: '' }).text).toBe('Add To Cart');
    expect(buttonLabel({ ...plain, useCustomLabel: true }).text).toBe('Add To Cart');
  });

  it("uses the site's translations, falling back to English when one is blank", () => {
    expect(buttonLabel({ ...plain, addToCartText: 'In den Warenkorb' }).text).toBe('In den Warenkorb');
    expect(buttonLabel({ ...plain, subscribable: true, subscribeText: 'Abonnieren' }).text).toBe(
      'Abonnieren',
    );
    expect(buttonLabel({ ...plain, subscribable: true, subscribeText: '' }).text).toBe('Subscribe');
  });
});

describe('labelForState', () => {
  it("shows 'Adding…' then 'Added!', and the idle label otherwise", () => {
    expect(labelForState('adding', 'Add To Cart')).toBe('Adding…');
    expect(labelForState('added', 'Add To Cart')).toBe('Added!');
    expect(labelForState('idle', 'Book now')).toBe('Book now');
    expect(labelForState('error', 'Book now')).toBe('Book now');
  });

  it("names the grid button's 'Sold Out' and 'Select Option' labels", () => {
    expect(BUTTON_STATE_LABELS.soldOut).toBe('Sold Out');
    expect(BUTTON_STATE_LABELS.selectOption).toBe('Select Option');
  });
});

describe('BUTTON_TIMING_MS', () => {
  it('shows success 1 s after the add for 2 s, resets errors after 1 s, flashes Select Option for 2 s', () => {
    expect(BUTTON_TIMING_MS).toEqual({
      addedDelay: 1000,
      addedRevert: 2000,
      errorReset: 1000,
      selectOptionFlash: 2000,
    });
  });
});

describe('usesAdditionalFieldsForm', () => {
  it('needs both the form id and a non-empty form', () => {
    expect(usesAdditionalFieldsForm('form-1', { name: 'Engraving', fields: [] })).toBe(true);
    expect(usesAdditionalFieldsForm('form-1', undefined)).toBe(false);
    expect(usesAdditionalFieldsForm('form-1', {})).toBe(false);
    expect(usesAdditionalFieldsForm('', { name: 'Engraving' })).toBe(false);
    expect(usesAdditionalFieldsForm(undefined, { name: 'Engraving' })).toBe(false);
  });
});
