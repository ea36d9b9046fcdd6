// Makes the next test's islands start as on a page where nothing was added or chosen yet.
import { ITEM_ADDED_EVENT, sendPageEvent, VARIANT_SELECTED_EVENT } from '../page-events.js';

/**
 * The page events remember their last detail for islands that hydrate later (page-events.ts), and a
 * test worker keeps its modules from file to file: an add or a choice of one test would otherwise
 * reach the popover or restock block of the next. Sends each event once more with a detail that
 * names nothing (no product, no item, no time), which every island ignores.
 */
export function forgetPageEvents(): void {
  sendPageEvent(ITEM_ADDED_EVENT, {});
  sendPageEvent(VARIANT_SELECTED_EVENT, { itemId: '' });
}
