// Drives the restock sign-up block as a shopper: SPEC §5's email messages, the payload sent, the success text, the server's refusal.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sendPageEvent, VARIANT_SELECTED_EVENT } from '../page-events.js';
import { fakeApi, refusal, type FakeApi } from '../test-support/fake-api.js';
import { renderIsland } from '../test-support/render-island.js';
import { restockSignUpProps } from './restock-props.js';
import { RestockSignUp } from './restock-signup.js';

const RESTOCK_PATH = '/api/commerce/restock-notifications';

const BLOCK = {
  productId: 'tee',
  crumb: 'CRUMB',
  returnTo: '/shop/p/tee',
  messages: {
    buttonText: 'Notify me',
    CTAText: 'Get notified when this product is back in stock.',
    placeholderText: 'Email Address',
    mailingListDescription: 'Sign up for news and updates',
  },
  mailingList: { checkedByDefault: false },
  optionLabel: 'Size',
  variants: [
    { id: 'tee-s', label: 'S' },
    { id: 'tee-l', label: 'L' },
  ],
};

function renderBlock(api: FakeApi, overrides: Record<string, unknown> = {}) {
  return renderIsland(<RestockSignUp {...restockSignUpProps({ ...BLOCK, ...overrides })} />, { api });
}

describe('restock sign-up island (jsdom)', () => {
  it("says 'Email cannot be blank' and 'Email is invalid' and sends nothing", async () => {
    const api = fakeApi();
    const { user } = renderBlock(api);
    const email = screen.getByRole('textbox', { name: 'Email Address' });

    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(screen.getByRole('alert').textContent).toBe('Email cannot be blank');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Email cannot be blank',
    );

    await user.type(email, 'ada@example.c');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(screen.getByRole('alert').textContent).toBe('Email is invalid');
    expect(api.calls).toEqual([]);
  });

  it('signs up for the chosen size: the payload, then only the call to action and the success text', async () => {
    const api = fakeApi();
    api.on(`POST ${RESTOCK_PATH}`, () => ({ message: "You're on the list." }));
    const { user } = renderBlock(api);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'L');
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), ' ada@example.com ');
    await user.click(screen.getByRole('checkbox', { name: 'Sign up for news and updates' }));
    await user.click(screen.getByRole('button', { name: 'Notify me' }));

    expect((await screen.findByRole('status')).textContent).toBe("You're on the list.");
    expect(screen.getByText('Get notified when this product is back in stock.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: RESTOCK_PATH,
        body: {
          isJoinMailingList: true,
          productId: 'tee',
          variantId: 'tee-l',
          siteVisitorEmail: 'ada@example.com',
        },
      },
    ]);
  });

  it("says 'Signed up!' when the site has no text of its own", async () => {
    const api = fakeApi();
    api.on(`POST ${RESTOCK_PATH}`, () => ({}));
    const { user } = renderBlock(api, { mailingList: null });

    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));

    expect((await screen.findByRole('status')).textContent).toBe('Signed up!');
    expect(api.calls[0]?.body).toMatchObject({ isJoinMailingList: false, variantId: 'tee-s' });
  });

  it("shows the server's message on a refusal and clears it on the next submit", async () => {
    const api = fakeApi();
    api.on(`POST ${RESTOCK_PATH}`, () => {
      throw refusal(409, 'already-signed-up', 'This email is already signed up for this product.');
    });
    const { user } = renderBlock(api);

    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This email is already signed up for this product.',
    );

    api.on(`POST ${RESTOCK_PATH}`, () => ({}));
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect((await screen.findByRole('status')).textContent).toBe('Signed up!');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('on a product with sizes in stock, shows only once a sold-out size is chosen, with that size picked', () => {
    renderBlock(fakeApi(), { productSoldOut: false });
    expect(screen.queryByRole('button', { name: 'Notify me' })).toBeNull();

    act(() => sendPageEvent(VARIANT_SELECTED_EVENT, { itemId: 'tee', variantId: 'tee-l', soldOut: true }));
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveProperty('value', 'tee-l');

    act(() => sendPageEvent(VARIANT_SELECTED_EVENT, { itemId: 'tee', variantId: 'tee-m', soldOut: false }));
    expect(screen.queryByRole('button', { name: 'Notify me' })).toBeNull();
  });
});
