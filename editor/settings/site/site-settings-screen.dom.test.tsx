// Tests the Site settings screen: the stored settings shown, a save with every section, checks before sending, the server's field messages, the currency question, read-only for editors, the left navigation, and axe.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { CAPABILITIES } from '../../../domain/owner-permissions.js';
import type { SiteSettings } from '../../api/site-settings.js';
import { fakeWebsite, invalidInputAnswer } from '../../test-support/fake-api.js';
import { fakeApiForEachTest } from '../../test-support/per-test.js';
import { renderEditor } from '../../test-support/render-editor.js';
import { Shell } from '../../ui/shell.js';
import { SiteSettingsScreen } from './site-settings-screen.js';

const PATH = '/api/owner/site-settings';

function stored(): SiteSettings {
  return {
    siteTitle: 'Harbor & Pine',
    siteTagline: 'Goods for the coast',
    siteDescription: '',
    logoImageId: 'img-logo',
    faviconImageId: null,
    socialImageId: null,
    timeZone: 'America/New_York',
    currency: 'USD',
    language: 'en-US',
    businessName: 'Harbor & Pine Supply Co.',
    address: {
      addressLine1: '14 Water Street',
      addressLine2: 'Portland, ME 04101',
      addressCountry: 'United States',
    },
    contactEmail: 'hello@harborandpine.test',
    contactPhone: '+1 207 555 0142',
    primaryDomain: 'harborandpine.test',
    domains: ['www.harborandpine.test'],
    searchEngineIndexing: true,
    images: {
      logo: { imageId: 'img-logo', url: '/files/w1/f1/logo.svg', width: 640, height: 160 },
      favicon: null,
      socialImage: null,
    },
    currencyInUse: { variants: 12, shippingOptions: 2, coupons: 0, giftCards: 0, subscriptions: 0 },
    publicUrl: 'https://harborandpine.test',
  };
}

/** The time zone list has over 400 options: axe and typing in jsdom take their time with it on a busy machine. */
const SLOW = 60_000;

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on(`GET ${PATH}`, stored());
});

const routes = [{ path: '/settings/site', element: <SiteSettingsScreen /> }];
const puts = () => api.calls.filter((call) => call.method === 'PUT');

/** What a PUT answers: the settings as sent, with the shown parts of the stored ones. */
function echo(body: Record<string, unknown>): SiteSettings {
  const { confirmCurrencyChange: _confirm, ...settings } = body;
  const base = stored();
  return {
    ...base,
    ...(settings as Partial<SiteSettings>),
    images: base.images,
    currencyInUse: base.currencyInUse,
  };
}

describe('the Site settings screen', () => {
  it(
    'shows the stored settings in their sections, and passes axe',
    async () => {
      const { container } = renderEditor(routes, '/settings/site');
      expect(await screen.findByRole<HTMLInputElement>('textbox', { name: 'Site title' })).toHaveProperty(
        'value',
        'Harbor & Pine',
      );
      expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Time zone' }).value).toBe(
        'America/New_York',
      );
      expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Currency' }).value).toBe('USD');
      expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' }).value).toBe('en-US');
      expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveProperty(
        'value',
        '14 Water Street',
      );
      expect(screen.getByRole('textbox', { name: 'Primary domain' })).toHaveProperty(
        'value',
        'harborandpine.test',
      );
      const other = screen.getByRole('group', { name: 'Other domain 1' });
      expect(within(other).getByRole('textbox', { name: 'Domain' })).toHaveProperty(
        'value',
        'www.harborandpine.test',
      );
      expect(
        screen.getByRole<HTMLInputElement>('checkbox', { name: 'Search engines may index this site' })
          .checked,
      ).toBe(true);
      expect(screen.getByRole('img', { name: 'Logo (current picture)' })).toBeTruthy();
      expect(
        screen.getByText(/The prices of 12 product variants, 2 shipping options are in USD/),
      ).toBeTruthy();
      expect(
        screen.getByText(
          /Links in mail, the sitemap and shared pages start with https:\/\/harborandpine\.test/,
        ),
      ).toBeTruthy();
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    },
    SLOW,
  );

  it(
    'saves changes from every section in one PUT and says so',
    async () => {
      api.on(`PUT ${PATH}`, (call) => echo(call.body as Record<string, unknown>));
      const user = userEvent.setup();
      renderEditor(routes, '/settings/site');
      const title = await screen.findByRole('textbox', { name: 'Site title' });
      await user.clear(title);
      await user.type(title, 'Harbor & Pine Supply');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'Europe/Paris');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
      await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
      await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+33 1 23 45 67 89');
      await user.click(screen.getByRole('button', { name: 'Add a domain' }));
      await user.type(
        within(screen.getByRole('group', { name: 'Other domain 2' })).getByRole('textbox', {
          name: 'Domain',
        }),
        'shop.harborandpine.test',
      );
      await user.click(screen.getByRole('checkbox', { name: 'Search engines may index this site' }));
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      expect(
        await screen.findByText('The site settings were saved.', { selector: '.alert *, p, div' }),
      ).toBeTruthy();
      expect(puts()).toHaveLength(1);
      expect(puts()[0].body).toMatchObject({
        siteTitle: 'Harbor & Pine Supply',
        timeZone: 'Europe/Paris',
        language: 'fr',
        contactPhone: '+33 1 23 45 67 89',
        domains: ['www.harborandpine.test', 'shop.harborandpine.test'],
        searchEngineIndexing: false,
        logoImageId: 'img-logo',
        currency: 'USD',
      });
      expect(puts()[0].body).not.toHaveProperty('images');
    },
    SLOW,
  );

  it(
    'refuses an empty title, a path as domain and a phone of words before sending',
    async () => {
      const user = userEvent.setup();
      renderEditor(routes, '/settings/site');
      await user.clear(await screen.findByRole('textbox', { name: 'Site title' }));
      const primary = screen.getByRole('textbox', { name: 'Primary domain' });
      await user.clear(primary);
      await user.type(primary, 'harborandpine.test/shop');
      await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
      await user.type(screen.getByRole('textbox', { name: 'Phone' }), 'call us');
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      expect(await screen.findByText('Please enter the site title.')).toBeTruthy();
      expect(screen.getByText('Enter the domain name only, without a path (shop.example.com).')).toBeTruthy();
      expect(screen.getByText('Use digits, spaces and + ( ) - . only.')).toBeTruthy();
      expect(puts()).toEqual([]);
    },
    SLOW,
  );

  it("shows the server's message under its field: a domain another website has", async () => {
    api.on(
      `PUT ${PATH}`,
      invalidInputAnswer({
        'domains.0':
          'www.harborandpine.test already leads to another website on this server; remove it there first.',
      }),
    );
    const user = userEvent.setup();
    renderEditor(routes, '/settings/site');
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    const other = screen.getByRole('group', { name: 'Other domain 1' });
    expect(
      await within(other).findByText(
        'www.harborandpine.test already leads to another website on this server; remove it there first.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('The site settings were not saved')).toBeTruthy();
  });

  it(
    'asks before the store changes currency, and saves with the answer; or keeps the old one',
    async () => {
      const question =
        'The prices of 12 product variants and 2 shipping options are in USD. Changing the currency to EUR keeps their amounts (19.99 USD becomes 19.99 EUR); nothing is converted. Orders already placed keep their currency.';
      api.on(`PUT ${PATH}`, (call) => {
        const body = call.body as Record<string, unknown>;
        if (body.currency !== 'USD' && body.confirmCurrencyChange !== true)
          return {
            status: 409,
            body: { error: 'currency-change', message: question, currencyInUse: stored().currencyInUse },
          };
        return echo(body);
      });
      const user = userEvent.setup();
      renderEditor(routes, '/settings/site');
      await user.selectOptions(await screen.findByRole('combobox', { name: 'Currency' }), 'EUR');
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Change the currency to EUR?' });
      expect(within(dialog).getByText(question)).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Currency' }).value).toBe('USD');

      await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      await user.click(
        within(await screen.findByRole('alertdialog', { name: 'Change the currency to EUR?' })).getByRole(
          'button',
          {
            name: 'Change to EUR',
          },
        ),
      );
      expect(
        await screen.findByText('The site settings were saved.', { selector: '.alert *, p, div' }),
      ).toBeTruthy();
      expect(puts().at(-1)?.body).toMatchObject({ currency: 'EUR', confirmCurrencyChange: true });
    },
    SLOW,
  );

  it('shows why a currency cannot change', async () => {
    const message =
      'The store cannot change from USD to EUR while 1 gift card with a balance in USD is still open: that money is owed or charged in USD.';
    api.on(`PUT ${PATH}`, {
      status: 409,
      body: { error: 'currency-locked', message, currencyInUse: stored().currencyInUse },
    });
    const user = userEvent.setup();
    renderEditor(routes, '/settings/site');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Currency' }), 'EUR');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('lets a role without settings:edit look but not change anything', async () => {
    api.on(
      'GET /api/owner/website',
      fakeWebsite({ roles: [4], capabilities: CAPABILITIES.filter((c) => c !== 'settings:edit') }),
    );
    renderEditor(routes, '/settings/site');
    expect(await screen.findByRole('textbox', { name: 'Site title' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a domain' })).toBeNull();
  });

  it('is opened from the left navigation', async () => {
    renderEditor(
      [
        {
          path: '/',
          element: <Shell />,
          children: [{ path: 'settings/site', element: <SiteSettingsScreen /> }],
        },
      ],
      '/settings/site',
    );
    const nav = await screen.findByRole('navigation', { name: 'Editor' });
    expect(within(nav).getByRole('link', { name: 'Site settings' }).getAttribute('href')).toBe(
      '/settings/site',
    );
  });

  it('says how the logo is described on the site: by the site title, as typed (issue 30)', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/settings/site');
    const title = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Site title' });
    expect(
      screen.getByText(
        /screen readers read it out as the site title \(“Harbor & Pine”\): it needs no alt text/,
      ),
    ).toBeTruthy();
    await user.type(title, ' Co.');
    expect(screen.getByText(/read it out as the site title \(“Harbor & Pine Co\.”\)/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove the logo' }));
    expect(screen.queryByText(/read it out as the site title/)).toBeNull();
  });
});
