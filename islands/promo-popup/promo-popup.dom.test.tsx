// Drives the newsletter popup as a visitor: it opens once per period after its delay, as a labelled modal whose focus stays inside; Escape and the close button close it and give focus back.
import { act, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROMO_POPUP_PERIOD_MS, PROMO_POPUP_STORAGE_KEY, popupDue } from '../../domain/promo-popup.js';
import { renderIsland } from '../test-support/render-island.js';
import { PromoPopup, promoPopupProps } from './promo-popup.js';

const props = promoPopupProps({
  title: 'Tide pool news',
  text: 'One letter a month.',
  buttonText: 'Join',
  delaySeconds: 0,
  mode: 'popup',
});

/** The page around the popup: a button the visitor was on when it opened. */
function renderPopup() {
  const rendered = renderIsland(
    <>
      <button type="button">Menu</button>
      <PromoPopup {...props} />
    </>,
  );
  screen.getByRole('button', { name: 'Menu' }).focus();
  return rendered;
}

/** Lets the popup's timer (0 seconds here) run. */
async function afterDelay(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

beforeEach(() => window.localStorage.clear());
afterEach(() => window.localStorage.clear());

describe('promo popup island (jsdom)', () => {
  it('opens after its delay as a modal named by its title, focus on the email field, and counts as seen', async () => {
    renderPopup();
    expect(screen.queryByRole('dialog')).toBeNull();
    await afterDelay();
    const dialog = await screen.findByRole('dialog', { name: 'Tide pool news' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('One letter a month.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));
    expect(Number(window.localStorage.getItem(PROMO_POPUP_STORAGE_KEY))).toBeGreaterThan(Date.now() - 5000);
  });

  it('has no serious or critical axe finding once open', async () => {
    renderPopup();
    await afterDelay();
    const dialog = await screen.findByRole('dialog', { name: 'Tide pool news' });
    // jsdom lays nothing out, so contrast is left to the browser suite's page checks.
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious.map((violation) => violation.id)).toEqual([]);
  });

  it('posts SPEC §7 overlay events: shown when it opens, closed when the visitor closes it', async () => {
    const { user, censused } = renderPopup();
    expect(censused).toEqual([]);
    await afterDelay();
    await screen.findByRole('dialog', { name: 'Tide pool news' });
    expect(censused).toEqual([['overlay', { overlay: 'promo-popup', action: 'shown' }]]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(censused).toEqual([
      ['overlay', { overlay: 'promo-popup', action: 'shown' }],
      ['overlay', { overlay: 'promo-popup', action: 'closed' }],
    ]);
  });

  it('closes on Escape and gives focus back to where the visitor was', async () => {
    const { user } = renderPopup();
    await afterDelay();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
  });

  it('closes with its close button, and Tab stays inside the dialog', async () => {
    const { user } = renderPopup();
    await afterDelay();
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is shown once per period: not again while the visitor saw it in the last 7 days', async () => {
    window.localStorage.setItem(PROMO_POPUP_STORAGE_KEY, String(Date.now() - 60_000));
    renderPopup();
    await afterDelay();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(popupDue(String(Date.now() - PROMO_POPUP_PERIOD_MS - 1), Date.now())).toBe(true);
    expect(popupDue(String(Date.now() - PROMO_POPUP_PERIOD_MS + 60_000), Date.now())).toBe(false);
    expect(popupDue(null, Date.now())).toBe(true);
  });

  it('asks for the bot check before sending, and checks the address first', async () => {
    const { user, api } = renderPopup();
    await afterDelay();
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByText('Required')).toBeTruthy();
    await user.type(screen.getByLabelText('Email address'), 'sea@example.com');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'Complete CAPTCHA before submitting.',
    );
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('renders inline on its own page (104), and nothing on the server in popup mode', () => {
    renderIsland(<PromoPopup {...promoPopupProps({ ...props, mode: 'page' })} />);
    expect(screen.getByRole('heading', { name: 'Tide pool news' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
