// The block's texts when the value names none (the server always sends the owner's or its own defaults).

/** The same defaults the product context uses (server/site/context/products.ts). */
export const DEFAULT_RESTOCK_TEXTS_FALLBACK = {
  buttonText: 'Sign Up',
  CTAText: 'Get notified when this product is back in stock.',
  placeholderText: 'Email Address',
  mailingListDescription: 'Sign up for news and updates',
} as const;
