// The page's one set of runtime services (cart store, API client, commerce events), created on first use.
import type { IslandServices } from '../islands/context.js';
import { createApiClient } from './api-client.js';
import { CART_CHANNEL, createCartStore, type RuntimeCartStore } from './cart-store.js';
import { recordOverlay, recordQuickView, trackCommerce } from './tracking.js';

/** The runtime's services: what islands get, with the cart store's writing side. */
export interface RuntimeServices extends IslandServices {
  readonly cart: RuntimeCartStore;
}

let services: RuntimeServices | undefined;

function openChannel(): BroadcastChannel | null {
  // Browsers without BroadcastChannel still get a working pill; only the cross-tab mirror is lost.
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CART_CHANNEL) : null;
}

/**
 * The page's services, created once: a cart store listening for `tessera:cart-updated` on window
 * and mirrored on the `tessera-cart` channel, an API client for the page's origin, and the commerce
 * events and census posts of runtime/tracking.ts.
 */
export function runtimeServices(): RuntimeServices {
  services ??= {
    cart: createCartStore({ target: window, channel: openChannel() }),
    api: createApiClient(),
    track: trackCommerce,
    census: { overlay: recordOverlay, quickView: recordQuickView },
  };
  return services;
}
