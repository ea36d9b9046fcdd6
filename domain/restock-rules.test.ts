// Restock rules: what is sold out, which products offer sign-ups, the success text.
import { describe, expect, it } from 'vitest';
import { isRestockOffered, isVariantSoldOut, restockSuccessText } from './restock-rules.js';

describe('restock rules', () => {
  it('counts physical and service variants without stock as sold out, never digital goods or gift cards', () => {
    expect(isVariantSoldOut(1, { qtyInStock: 0, unlimited: false })).toBe(true);
    expect(isVariantSoldOut(3, { qtyInStock: -1, unlimited: false })).toBe(true);
    expect(isVariantSoldOut(1, { qtyInStock: 0, unlimited: true })).toBe(false);
    expect(isVariantSoldOut(1, { qtyInStock: 1, unlimited: false })).toBe(false);
    expect(isVariantSoldOut(2, { qtyInStock: 0, unlimited: false })).toBe(false);
    expect(isVariantSoldOut(4, { qtyInStock: 0, unlimited: false })).toBe(false);
    expect(isVariantSoldOut(null, { qtyInStock: 0, unlimited: false })).toBe(false);
  });

  it('offers sign-ups when the owner turned them on', () => {
    expect(isRestockOffered({ restockNotifications: true })).toBe(true);
    expect(isRestockOffered({ restockNotificationsEnabled: true })).toBe(true);
    expect(isRestockOffered({ restockNotificationViews: [{ variantId: 'v' }] })).toBe(true);
    expect(isRestockOffered({ restockNotifications: false })).toBe(false);
    expect(isRestockOffered(null)).toBe(false);
  });

  it("says the site's text, else 'Signed up!' (SPEC §4)", () => {
    expect(restockSuccessText('We will write.')).toBe('We will write.');
    expect(restockSuccessText('  ')).toBe('Signed up!');
    expect(restockSuccessText(undefined)).toBe('Signed up!');
  });
});
