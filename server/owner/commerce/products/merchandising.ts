// The SPEC §3 merchandising context a new product starts with (scarcity and restock off, the default words).

/** Every field of SPEC §3's product merchandising context, switched off, as the demo store's defaults word them. */
export const DEFAULT_MERCHANDISING = {
  scarcityEnabled: false,
  scarcityTemplateViews: [],
  scarcityText: 'Only {qtyInStock} left in stock',
  scarcityShownByDefault: false,
  customSoldOutText: '',
  restockNotificationViews: [],
  restockNotificationMessages: {
    buttonText: 'Notify Me',
    CTAText: 'Sign up to be notified when this product is back in stock.',
    placeholderText: 'Email Address',
    mailingListDescription: 'Sign up for our mailing list',
  },
  mailingListSignUpEnabled: false,
  mailingListOptInByDefault: false,
  mailingListId: null,
} as const;
