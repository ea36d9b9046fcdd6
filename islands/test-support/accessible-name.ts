// Matching an accessible name as browsers compute it, where jsdom's computation drops a space.

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A matcher for Testing Library's `name` option that takes `name` as a browser computes it.
 * dom-accessibility-api trims the text of each inline element, so `Update<span> quantity of X</span>`
 * is named 'Updatequantity of X' in jsdom but 'Update quantity of X' in browsers
 * (eps1lon/dom-accessibility-api#1075): the words must match in order, the spaces between them may
 * be missing.
 */
export function accessibleName(name: string): RegExp {
  return new RegExp(`^${name.trim().split(/\s+/).map(escape).join('\\s*')}$`);
}
