// Drives the cookie-consent banner as a visitor would: it asks once, Accept or Decline is remembered, Global Privacy Control is an answer already.
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { CookieBanner, storedChoice } from './cookie-banner.js';
import { renderIsland } from './test-support/render-island.js';

function clearCookies(): void {
  for (const name of ['ss_analyticsCookiesAllowed', 'ss_performanceCookiesAllowed']) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

function setGpc(value: boolean | undefined): void {
  Object.defineProperty(navigator, 'globalPrivacyControl', { value, configurable: true });
}

describe('cookie banner (jsdom)', () => {
  beforeEach(() => {
    clearCookies();
    setGpc(undefined);
    document.body.innerHTML = '<main id="main-content" tabindex="-1"></main>';
  });
  afterEach(() => {
    clearCookies();
    setGpc(undefined);
  });

  it('renders nothing on the server: the shared page never shows a choice the visitor made', () => {
    expect(renderToString(<CookieBanner />)).toBe('');
  });

  it('asks a visitor who has not chosen, in a labelled region with two buttons', () => {
    renderIsland(<CookieBanner />);
    const region = screen.getByRole('region', { name: 'Cookies' });
    expect(region.textContent).toContain('Without your consent we count them without cookies.');
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
  });

  it('has no serious or critical axe finding', async () => {
    renderIsland(<CookieBanner />);
    const results = await axe.run(screen.getByRole('region', { name: 'Cookies' }), {
      rules: { 'color-contrast': { enabled: false } },
    });
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious.map((violation) => violation.id)).toEqual([]);
  });

  it('Accept remembers yes for analytics and performance, hides the banner and puts focus on the main content', async () => {
    const { user } = renderIsland(<CookieBanner />);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Decline');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
    expect(document.cookie).toContain('ss_analyticsCookiesAllowed=true');
    expect(document.cookie).toContain('ss_performanceCookiesAllowed=true');
    expect(document.activeElement?.id).toBe('main-content');
  });

  it('Decline remembers no, and the next page does not ask again', async () => {
    const { user, unmount } = renderIsland(<CookieBanner />);
    await user.keyboard('{Tab}{Enter}');
    expect(storedChoice(document.cookie)).toBe(false);
    expect(document.cookie).toContain('ss_performanceCookiesAllowed=false');
    unmount();
    renderIsland(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
  });

  it('does not ask a browser that sends Global Privacy Control', () => {
    setGpc(true);
    renderIsland(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
  });
});
