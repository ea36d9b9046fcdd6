// The site's main menu as a visitor's page shows it, read from the wide menu's markup.
import { expect } from 'vitest';

/** The inside of the page's wide main menu; fails the test when the page has none. */
function mainMenu(html: string): string {
  const menu = /<nav class="site-nav site-nav--wide" aria-label="Main">([\s\S]*?)<\/nav>/.exec(html);
  expect(menu, 'the page has a main menu').not.toBeNull();
  return menu![1];
}

/** The hrefs of the main menu's links on a page (its wide version), in order. */
export function mainMenuLinks(html: string): string[] {
  return [...mainMenu(html).matchAll(/<a class="nav-link" href="([^"]*)"/g)].map((match) => match[1]);
}

/** The main menu of a page as nested `{ href, children }`. */
export function mainMenuTree(html: string): { href: string; children: string[] }[] {
  const top = /<ul class="site-nav__list">([\s\S]*)<\/ul>/.exec(mainMenu(html))![1];
  const entries: { href: string; children: string[] }[] = [];
  let depth = 0;
  for (const token of top.matchAll(/<(\/?)ul\b|<a class="nav-link" href="([^"]*)"/g)) {
    if (token[2] !== undefined) {
      if (depth === 0) entries.push({ href: token[2], children: [] });
      else entries.at(-1)!.children.push(token[2]);
    } else depth += token[1] === '/' ? -1 : 1;
  }
  return entries;
}
