// A product page's Description and Reviews tabs (templates/collections/products.item): shown as ARIA tabs once this runs (both panels one after the other without it); choosing Reviews sends SPEC §7's CommerceShopping_ReviewsTab.
import { REVIEWS_LINK, trackCommerce } from './tracking.js';

/** The tab set's markup: a hidden tab list whose tabs name their panels by `aria-controls`. */
export const PRODUCT_TABS = '[data-tessera-product-tabs]';
/** The Reviews tab. */
export const REVIEWS_TAB = '[data-tessera-reviews-tab]';

function panelOf(tab: HTMLElement, root: Document): HTMLElement | null {
  const id = tab.getAttribute('aria-controls');
  return id === null ? null : root.getElementById(id);
}

/** SPEC §7's ReviewsTab fields: the page the visitor is on and the product. */
function sendReviewsTab(root: Document): void {
  trackCommerce('CommerceShopping_ReviewsTab', {
    page_id: root.body?.getAttribute('data-collection-id') ?? undefined,
    product: { item_id: root.body?.getAttribute('data-item-id') ?? undefined },
  });
}

/**
 * Turns one tab set into tabs: the list shown, each panel a `tabpanel` named by its tab, only the
 * chosen one shown. Click, arrow keys, Home and End choose (the focus follows); the visitor's
 * choice of the Reviews tab is tracked. Returns `select`, for the rating link and `#reviews`.
 */
function bindTabSet(set: HTMLElement, root: Document): (tab: HTMLElement, byVisitor: boolean) => void {
  const list = set.querySelector<HTMLElement>('[role="tablist"]');
  const tabs = Array.from(set.querySelectorAll<HTMLElement>('[role="tab"]'));
  const select = (chosen: HTMLElement, byVisitor: boolean) => {
    const was = chosen.getAttribute('aria-selected') === 'true';
    for (const tab of tabs) {
      const selected = tab === chosen;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = panelOf(tab, root);
      if (panel !== null) panel.hidden = !selected;
    }
    if (byVisitor && !was && chosen.matches(REVIEWS_TAB)) sendReviewsTab(root);
  };
  for (const tab of tabs) {
    const panel = panelOf(tab, root);
    if (panel !== null) {
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', tab.id);
      panel.tabIndex = 0;
    }
    tab.addEventListener('click', () => select(tab, true));
    tab.addEventListener('keydown', (event) => {
      const at = tabs.indexOf(tab);
      const next =
        event.key === 'ArrowRight'
          ? tabs[(at + 1) % tabs.length]
          : event.key === 'ArrowLeft'
            ? tabs[(at - 1 + tabs.length) % tabs.length]
            : event.key === 'Home'
              ? tabs[0]
              : event.key === 'End'
                ? tabs.at(-1)
                : undefined;
      if (next === undefined) return;
      event.preventDefault();
      select(next, true);
      next.focus();
    });
  }
  const first = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true') ?? tabs[0];
  if (first !== undefined) select(first, false);
  if (list !== null) list.hidden = false;
  return select;
}

/**
 * Binds every product tab set of `root`. The rating link to the reviews (and a page opened at
 * `#reviews`) shows the Reviews tab without counting it as a tab choice (the link is its own
 * event, ReviewsVitalsAnchorLink).
 */
export function bindProductTabs(root: Document = document): void {
  for (const set of root.querySelectorAll<HTMLElement>(PRODUCT_TABS)) {
    const select = bindTabSet(set, root);
    const reviewsTab = set.querySelector<HTMLElement>(REVIEWS_TAB);
    if (reviewsTab === null) continue;
    const showReviews = () => select(reviewsTab, false);
    if (root.defaultView?.location.hash === '#reviews') showReviews();
    root.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest(REVIEWS_LINK)) showReviews();
    });
    root.defaultView?.addEventListener('hashchange', () => {
      if (root.defaultView?.location.hash === '#reviews') showReviews();
    });
  }
}
