// Tests the island marker the server renders: its attributes, the props escaping and the inner HTML.
import { describe, expect, it } from 'vitest';
import { escapeAttribute, renderIsland } from './islands.js';

const MARKER =
  /^<tessera-island name="([^"]*)" props="([^"]*)" hydrate="([^"]*)">([\s\S]*)<\/tessera-island>$/;

/** The attribute value as a browser's getAttribute returns it. */
function unescapeAttribute(text: string): string {
  return text.replace(
    /&(amp|quot|#39|lt|gt);/g,
    (_, name: string) => ({ amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' })[name] ?? '',
  );
}

function parts(html: string): {
  name: string;
  props: unknown;
  rawProps: string;
  hydrate: string;
  inner: string;
} {
  const match = MARKER.exec(html);
  if (match === null) throw new Error(`not a marker: ${html}`);
  return {
    name: match[1],
    rawProps: match[2],
    props: JSON.parse(unescapeAttribute(match[2])),
    hydrate: match[3],
    inner: match[4],
  };
}

describe('renderIsland', () => {
  it('wraps the server HTML in one marker with name, props and hydrate mode', () => {
    const html = renderIsland('cart-pill', { totalQuantity: 2, subtotalCents: 1500, currency: 'USD' });
    const marker = parts(html);
    expect(marker.name).toBe('cart-pill');
    expect(marker.hydrate).toBe('load');
    expect(marker.props).toEqual({ totalQuantity: 2, subtotalCents: 1500, currency: 'USD', locale: 'en-US' });
    expect(marker.inner).toMatch(/^<div class="tessera-cart-pill"/);
    expect(marker.inner).toContain(
      '<span class="tessera-visually-hidden tessera-cart-pill__label">2 items in cart</span>',
    );
  });

  it('takes the hydrate mode and the locale', () => {
    const html = renderIsland(
      'cart-pill',
      { totalQuantity: 1, subtotalCents: 100 },
      { hydrate: 'visible', locale: 'en-GB' },
    );
    expect(parts(html).hydrate).toBe('visible');
    expect(parts(html).props).toMatchObject({ locale: 'en-GB' });
  });

  it.each([
    ['quotes', `Bob's "best" shop`],
    ['a closing script tag', '</script><script>alert(1)</script>'],
    ['markup and ampersands', '<b>&amp; & <!-- -->'],
    ['unicode', 'Crème brûlée 🍰 \u2028 日本'],
  ])('escapes props with %s so the attribute round-trips', (_, locale) => {
    const html = renderIsland('cart-pill', { totalQuantity: 1 }, { locale });
    const marker = parts(html);
    expect(marker.rawProps).not.toMatch(/["'<>]/);
    expect(marker.props).toMatchObject({ locale });
    expect(html.match(/<tessera-island /g)).toHaveLength(1);
  });

  it('renders the same markup for the same props every time (hydration depends on it)', () => {
    const value = { totalQuantity: 5, subtotalCents: 2500, currency: 'EUR' };
    expect(renderIsland('cart-pill', value)).toBe(renderIsland('cart-pill', value));
  });

  it('refuses an unknown island', () => {
    expect(() => renderIsland('nope', {})).toThrow(/^Unknown island "nope"; known islands: .*\bcart-pill\b/);
  });
});

describe('escapeAttribute', () => {
  it('escapes the five characters that can break out of an attribute', () => {
    expect(escapeAttribute(`&"'<>`)).toBe('&amp;&quot;&#39;&lt;&gt;');
    expect(escapeAttribute('plain é 🍰')).toBe('plain é 🍰');
  });
});
