// The header's narrow-screen menu (a <details> with a "Menu" toggle): closes on Escape and on a tap or click outside it, focus back on the toggle.

/** The menu's markup in the theme (templates/site.region): `<details class="site-nav--narrow"><summary>`. */
const MENU = 'details.site-nav--narrow';

/**
 * Binds every narrow menu of `root`: Escape pressed while one is open closes it and puts focus on
 * its toggle (the `<summary>`); a pointer press outside an open menu closes it too, leaving focus
 * where the visitor put it. Without JavaScript the menu still opens and closes by its toggle.
 * Returns a function that unbinds.
 */
export function bindSiteMenus(root: Document): () => void {
  const openMenus = () =>
    Array.from(root.querySelectorAll<HTMLDetailsElement>(MENU)).filter((menu) => menu.open);
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    for (const menu of openMenus()) {
      menu.open = false;
      menu.querySelector<HTMLElement>('summary')?.focus();
      event.preventDefault();
    }
  };
  const onPointer = (event: Event) => {
    const target = event.target instanceof Node ? event.target : null;
    for (const menu of openMenus()) {
      if (target === null || !menu.contains(target)) menu.open = false;
    }
  };
  root.addEventListener('keydown', onKey);
  root.addEventListener('pointerdown', onPointer);
  return () => {
    root.removeEventListener('keydown', onKey);
    root.removeEventListener('pointerdown', onPointer);
  };
}
