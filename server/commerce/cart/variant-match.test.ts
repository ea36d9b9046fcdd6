// Tests the server's variant match for forms posted without JavaScript (the browser's twin is in runtime/add-to-cart.test.ts).
import { describe, expect, it } from 'vitest';
import { chosenOptions, matchVariant } from './variant-match.js';

const TEE = [
  { sku: 'TEE-S-RED', attributes: { Size: 'S', Color: 'Red' } },
  { sku: 'TEE-M-RED', attributes: { Size: 'M', Color: 'Red' } },
  { sku: 'TEE-M-BLUE', attributes: { Size: 'M', Color: 'Blue' } },
];

describe('chosenOptions', () => {
  it('reads variant-option-<Name> fields, blanks included, and nothing else', () => {
    expect(
      chosenOptions({
        itemId: 'tee',
        'variant-option-Size': 'M',
        'variant-option-Color': '',
        'variant-option-X': ['a'],
      }),
    ).toEqual({ Size: 'M', Color: '' });
  });
});

describe('matchVariant', () => {
  it('finds the one variant agreeing with every option', () => {
    expect(matchVariant(TEE, { Size: 'M', Color: 'Blue' })?.sku).toBe('TEE-M-BLUE');
  });

  it('finds none for a blank option, an unknown combination or option, or an ambiguous choice', () => {
    expect(matchVariant(TEE, { Size: 'M', Color: '' })).toBeUndefined();
    expect(matchVariant(TEE, { Size: 'S', Color: 'Blue' })).toBeUndefined();
    expect(matchVariant(TEE, { Size: 'M', Fit: 'Slim' })).toBeUndefined();
    expect(matchVariant(TEE, { Size: 'M' })).toBeUndefined();
    expect(matchVariant(TEE, { toString: 'x' })).toBeUndefined();
  });

  it('takes a product’s only variant when nothing is chosen, and none of several', () => {
    expect(matchVariant([TEE[0]], {})?.sku).toBe('TEE-S-RED');
    expect(matchVariant(TEE, {})).toBeUndefined();
  });
});
