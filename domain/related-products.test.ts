import { describe, expect, it } from 'vitest';
import { chosenRelated, relatedProductIdsOf } from './related-products.js';

const product = (id: string) => ({ id, product_type: 1 });

describe('relatedProductIdsOf', () => {
  it('reads the owner’s ids in order, leaving out what is not an id', () => {
    expect(relatedProductIdsOf({ relatedProductIds: ['b', 3, 'a'] })).toEqual(['b', 'a']);
    expect(relatedProductIdsOf(null)).toEqual([]);
    expect(relatedProductIdsOf({ relatedProductIds: 'a' })).toEqual([]);
  });
});

describe('chosenRelated', () => {
  it('keeps the owner’s order, once each, without the product itself or what was not found', () => {
    const found = [product('a'), product('c'), product('self'), { id: 'post', product_type: null }];
    const chosen = chosenRelated(['c', 'missing', 'self', 'a', 'c', 'post'], found, 'self');
    expect(chosen.map((record) => record.id)).toEqual(['c', 'a']);
  });
});
