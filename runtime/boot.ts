// The runtime's entry point (/assets/boot-HASH.js): hydrates the page's islands once the DOM is parsed.
import './add-to-cart.js';
import './product-page.js';
import { bindCartIndicators } from './cart-indicator.js';
import { bootIslands } from './islands-boot.js';
import { runtimeServices } from './services.js';

function start(): void {
  bindCartIndicators(runtimeServices().cart);
  bootIslands();
}

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', start, { once: true });
} else {
  start();
}
