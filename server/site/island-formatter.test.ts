// Tests the `island` formatter through the engine: compile-time argument checks and render output.
import { describe, expect, it } from 'vitest';
import { compile } from '../../engine/index.js';
import { ISLAND_NAMES } from '../../islands/registry.js';
import { ISLAND_FORMATTERS } from './island-formatter.js';

function run(source: string, data: unknown = {}, locale = 'en-US') {
  const { template, errors } = compile(source, { formatters: ISLAND_FORMATTERS });
  const result = template.render(data, { locale });
  return { compileErrors: errors.map((error) => error.message), ...result };
}

const CART = { cart: { totalQuantity: 3, subtotalCents: 4500, currency: 'USD' } };

describe('island formatter', () => {
  it('renders the island with the value as props and load hydration by default', () => {
    const { html, compileErrors, errors } = run('{cart|island cart-pill}', CART);
    expect(compileErrors).toEqual([]);
    expect(errors).toEqual([]);
    expect(html).toMatch(/^<tessera-island name="cart-pill" props="[^"]+" hydrate="load"><div/);
    expect(html).toContain('3 items in cart</span>');
    expect(html).toContain('$45.00');
  });

  it('takes the hydrate mode as its second argument', () => {
    expect(run('{cart|island cart-pill visible}', CART).html).toContain('hydrate="visible"');
    expect(run('{cart|island cart-pill idle}', CART).html).toContain('hydrate="idle"');
  });

  it("passes the render's locale to the island", () => {
    expect(run('{cart|island cart-pill}', CART, 'de-DE').html).toContain(
      '&quot;locale&quot;:&quot;de-DE&quot;',
    );
  });

  it('warns at compile time about an unknown island, listing the known ones', () => {
    expect(run('{cart|island cart-pil}', CART).compileErrors).toEqual([
      `Unknown island "cart-pil"; known islands: ${ISLAND_NAMES.join(', ')}`,
    ]);
    expect(run('{cart|island}', CART).compileErrors).toEqual([
      `island needs the island's name: one of ${ISLAND_NAMES.join(', ')}`,
    ]);
  });

  it('warns about a bad hydrate mode or extra arguments', () => {
    expect(run('{cart|island cart-pill soon}', CART).compileErrors).toEqual([
      'island hydrate mode "soon" is not one of load, idle, visible, cart, click, interaction',
    ]);
    expect(run('{cart|island cart-pill load more}', CART).compileErrors).toHaveLength(1);
  });

  it('prints nothing for an unknown island at render time and reports an error', () => {
    const { html, errors } = run('[{cart|island nope}]', CART);
    expect(html).toBe('[]');
    expect(errors.map((error) => error.message)).toEqual([
      `Unknown island "nope"; known islands: ${ISLAND_NAMES.join(', ')}`,
    ]);
  });
});
