// The links that open an island's dialog, by island: a `click` island hydrates on the first plain click of one.

/** Links that open the cart drawer (with JavaScript; without it they lead to /cart). */
export const DRAWER_TRIGGER = 'a[data-tessera-cart-drawer]';

/** Links that open the quick view (with JavaScript; without it they lead to the product's page). */
export const QUICK_VIEW_TRIGGER = 'a[data-tessera-quick-view]';

/** Links to a gallery image's page that open it in the gallery's lightbox (with JavaScript). */
export const LIGHTBOX_TRIGGER = 'a[data-tessera-lightbox]';

/** The trigger of each island that can wait for a click (`hydrate="click"`). */
export const ISLAND_TRIGGERS: Readonly<Record<string, string>> = {
  'cart-drawer': DRAWER_TRIGGER,
  'quick-view': QUICK_VIEW_TRIGGER,
  gallery: LIGHTBOX_TRIGGER,
};
