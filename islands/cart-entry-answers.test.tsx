// Tests the cart page's additional-fields answers: read from the cart, rendered with their Edit control, and the coupon forms without JavaScript.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readFormFields } from '../domain/forms/form-fields.js';
import { answerLines, entryDetails, entryForms } from './cart-entry-answers.js';
import { CartPage, cartPageProps } from './cart-page.js';

const env = { locale: 'en-US' };
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ');

const engraving = {
  id: 'form-engraving',
  name: 'Engraving details',
  fields: [
    { id: 'engraving-text', type: 'text', title: 'Engraving text', required: true, maxLength: 24 },
    { id: 'engraving-font', type: 'select', title: 'Lettering', options: ['Block capitals', 'Script'] },
    { id: 'colours', type: 'checkbox', title: 'Colours', options: ['Red', 'Gold', 'Black'] },
    { id: 'intro', type: 'section', title: 'About the card' },
    { id: 'gift-note', type: 'textarea', title: 'Gift note' },
  ],
};

const context = {
  crumb: 'CRUMB',
  cart: {
    id: 'tok',
    currency: 'USD',
    totalQuantity: 2,
    subtotalCents: 28500,
    entries: [
      {
        id: 'e-paddle',
        itemId: 'paddle',
        title: 'Engraved Cherry Paddle',
        fullUrl: '/shop/p/paddle',
        quantity: 1,
        purchasePriceCents: 22000,
        subTotal: 22000,
        productType: 'PHYSICAL',
        chosenVariant: { sku: 'PADL-48', attributes: { Length: '48 in' } },
        additionalFields: {
          'engraving-text': 'Ada & Grace',
          'engraving-font': 'Script',
          colours: ['Red', 'Gold'],
        },
        additionalFieldsForm: engraving,
      },
      {
        id: 'e-skillet',
        itemId: 'skillet',
        title: 'Skillet',
        quantity: 1,
        purchasePriceCents: 6500,
        subTotal: 6500,
        productType: 'PHYSICAL',
        chosenVariant: { sku: 'SKLT', attributes: {} },
        additionalFields: null,
      },
    ],
    validCoupons: [{ code: 'WELCOME10' }],
    invalidCoupons: [{ code: 'BOGUS', message: 'There is no coupon with the code BOGUS.' }],
  },
};

function entryMarkup(html: string, title: string): string {
  const entry = html
    .split('<li class="cart-entry"')
    .find((part) => part.includes(`>${title}</a>`) || part.includes(`>${title}</h2>`));
  return entry?.slice(0, entry.indexOf('</li>')) ?? '';
}

describe('the cart page and additional-fields answers', () => {
  it('reads each entry’s sku and answers, and the forms by item', () => {
    expect(entryDetails(context.cart)).toEqual({
      'e-paddle': { sku: 'PADL-48', additionalFields: context.cart.entries[0].additionalFields },
      'e-skillet': { sku: 'SKLT', additionalFields: null },
    });
    expect(entryDetails({ shoppingCart: context.cart })['e-paddle'].sku).toBe('PADL-48');
    expect(entryForms(context)).toEqual({ paddle: engraving });
  });

  it('lists the answered fields in the form’s order, without sections or empty answers', () => {
    const fields = readFormFields(engraving.fields);
    expect(
      answerLines(fields, { colours: ['Red', 'Gold'], 'engraving-text': ' Ada ', 'gift-note': '' }),
    ).toEqual([
      { id: 'engraving-text', title: 'Engraving text', answer: 'Ada' },
      { id: 'colours', title: 'Colours', answer: 'Red, Gold' },
    ]);
  });

  const html = renderToString(<CartPage {...cartPageProps(context, env)} />);

  it('renders the saved answers and an Edit button (shown once the runtime starts) on an entry whose product has a form', () => {
    const paddle = entryMarkup(html, 'Engraved Cherry Paddle');
    expect(text(paddle)).toContain('Engraving text Ada &amp; Grace Lettering Script Colours Red, Gold');
    expect(paddle).toContain('aria-label="Engraving details of Engraved Cherry Paddle"');
    expect(paddle).toMatch(
      /<div class="cart-entry__edit">[\s\S]*<button type="button"[^>]*>Edit (<!-- -->)?Engraving details<\/button>/,
    );
    expect(entryMarkup(html, 'Skillet')).not.toContain('cart-entry__answers');
  });

  it('renders the coupon form and each code’s remove form as plain posts with the crumb', () => {
    expect(html).toMatch(
      /<form class="cart__coupon-form" action="\/cart\/coupons" method="post"><input type="hidden" name="crumb" value="CRUMB"\/>/,
    );
    expect(html).not.toMatch(/class="cart__coupons" hidden/);
    for (const code of ['WELCOME10', 'BOGUS']) {
      expect(html).toMatch(
        new RegExp(
          `action="/cart/coupons/remove" method="post"><input type="hidden" name="crumb" value="CRUMB"/><input type="hidden" name="code" value="${code}"/>`,
        ),
      );
    }
    expect(text(html)).toContain('BOGUS (not applied)');
  });
});
