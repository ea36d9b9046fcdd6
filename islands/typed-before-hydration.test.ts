// @vitest-environment jsdom
// Tests reading what a visitor typed into a server-rendered form before its island hydrated.
import { describe, expect, it } from 'vitest';
import { typedBeforeHydration } from './typed-before-hydration.js';

function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form') as HTMLFormElement;
}

describe('typedBeforeHydration', () => {
  it('returns only the fields whose value changed since the server rendered them', () => {
    const page = form(`
      <input name="email" value="">
      <input name="city" value="Portland">
      <select name="country"><option value="US" selected>US</option><option value="CA">CA</option></select>
      <input type="radio" name="shippingOptionId" value="standard" checked>
      <input type="radio" name="shippingOptionId" value="express">`);
    (page.elements.namedItem('email') as HTMLInputElement).value = 'ada@example.com';
    (page.elements.namedItem('country') as HTMLSelectElement).value = 'CA';
    (page.querySelector('[value="express"]') as HTMLInputElement).checked = true;
    const initial = { email: '', city: 'Portland', country: 'US', shippingOptionId: 'standard', missing: '' };
    expect(typedBeforeHydration(page, initial)).toEqual({
      email: 'ada@example.com',
      country: 'CA',
      shippingOptionId: 'express',
    });
  });

  it('returns nothing when the visitor has not typed', () => {
    const page = form('<input name="email" value="a@b.co"><textarea name="note">hi</textarea>');
    expect(typedBeforeHydration(page, { email: 'a@b.co', note: 'hi' })).toEqual({});
  });
});
