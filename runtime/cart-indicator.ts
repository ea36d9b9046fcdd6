// Keeps the header's cart indicator (`[data-tessera-cart-count]`) in step with the cart store.
import { cartIndicatorCount, isCartEmpty } from '../domain/cart-labels.js';
import type { RuntimeCartStore } from './cart-store.js';

/**
 * Writes the count as `(N)` ('100+' above 100) and the empty mark on every change. The accessible
 * cart label ('One item in cart'…) belongs to the pill cart, so the header link keeps its own text.
 */
export function bindCartIndicators(store: RuntimeCartStore, root: ParentNode = document): () => void {
  const render = () => {
    const cart = store.getSnapshot();
    if (cart === null) return;
    const count = cart.totalQuantity;
    root.querySelectorAll<HTMLElement>('[data-tessera-cart-count]').forEach((element) => {
      element.textContent = cartIndicatorCount(count);
      element.closest('a')?.toggleAttribute('data-empty', isCartEmpty(count));
    });
  };
  return store.subscribe(render);
}
