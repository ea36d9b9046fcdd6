// A product's merchandising: new products offer restock sign-ups, stored settings read back with their defaults, and a change keeps keys the owner does not set.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOW_STOCK_TEXT,
  defaultMerchandising,
  merchandisingOf,
  productMerchandisingSchema,
  storedMerchandising,
} from './product-merchandising.js';

describe('product merchandising', () => {
  it('starts a new product with restock sign-ups on unless the store switched the default off', () => {
    expect(defaultMerchandising()).toMatchObject({ restockNotifications: true, scarcityEnabled: false });
    expect(defaultMerchandising({ restockNotifications: false }).restockNotifications).toBe(false);
  });

  it('reads a product stored without the flag as not offering sign-ups, and the custom button from its columns', () => {
    const read = merchandisingOf(
      { scarcityEnabled: true, scarcityThreshold: 0 },
      { useCustom: true, text: 'Book' },
    );
    expect(read).toMatchObject({
      restockNotifications: false,
      scarcityEnabled: true,
      scarcityThreshold: null,
      scarcityText: '',
      customAddButtonText: 'Book',
    });
    expect(merchandisingOf(null, { useCustom: false, text: 'Book' }).customAddButtonText).toBe('');
  });

  it('reads a blank low-stock message, or SPEC’s words stored before the store default, as none of its own', () => {
    const none = { useCustom: false, text: null };
    expect(merchandisingOf({ scarcityText: DEFAULT_LOW_STOCK_TEXT }, none).scarcityText).toBe('');
    expect(merchandisingOf({ scarcityText: ' Last {qtyInStock}! ' }, none).scarcityText).toBe(
      'Last {qtyInStock}!',
    );
    expect(productMerchandisingSchema.parse({ scarcityText: '  ' }).scarcityText).toBe('');
  });

  it('keeps stored keys it does not own (restock messages, the demo’s) and drops the old flag name', () => {
    const settings = productMerchandisingSchema.parse({
      restockNotifications: true,
      customAddButtonText: 'Book',
    });
    const stored = storedMerchandising(
      {
        restockNotificationsEnabled: false,
        restockNotificationMessages: { buttonText: 'Tell me' },
        mailingListId: 'l1',
      },
      settings,
    );
    expect(stored).toMatchObject({
      restockNotifications: true,
      restockNotificationMessages: { buttonText: 'Tell me' },
      mailingListId: 'l1',
    });
    expect(stored).not.toHaveProperty('restockNotificationsEnabled');
    expect(stored).not.toHaveProperty('customAddButtonText');
  });

  it('refuses a threshold below 1 and a button text over 40 characters', () => {
    expect(productMerchandisingSchema.safeParse({ scarcityThreshold: 0 }).success).toBe(false);
    expect(productMerchandisingSchema.safeParse({ customAddButtonText: 'x'.repeat(41) }).success).toBe(false);
  });
});
