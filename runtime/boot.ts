// The runtime's entry point (/assets/boot-HASH.js): hydrates the page's islands once the DOM is parsed.
import './add-to-cart.js';
import { bootIslands } from './islands-boot.js';

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => bootIslands(), { once: true });
} else {
  bootIslands();
}
