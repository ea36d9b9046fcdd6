// Keeps the header's cart indicator (`[data-tessera-cart-count]`) in step with the cart store.
import { cartCountText, cartIndicatorLabel, isCartEmpty } from '../domain/cart-labels.js';
import type { RuntimeCartStore } from './cart-store.js';

/** Writes the count as `(N)` ('100+' above 100), its label, and an empty mark, on every change. */
export function bindCartIndicators(store: RuntimeCartStore, root: ParentNode = document): () => void {
  const render = () => {
    const cart = store.getSnapshot();
    if (cart === null) return;
    const count = cart.totalQuantity;
    for (const element of root.querySelectorAll<HTMLElement>('[data-tessera-cart-count]')) {
      element.textContent = `(${cartCountText(count)})`;
      const link = element.closest('a');
      link?.setAttribute('aria-label', cartIndicatorLabel(count));
      link?.toggleAttribute('data-empty', isCartEmpty(count));
    }
  };
  return store.subscribe(render);
}
