// Tests the product-restock-notification widget: one form per view, mailing-list checkbox, captcha, escaping.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import { COMMERCE_WIDGET_FORMATTERS } from './commerce-widgets.js';

function render(data: unknown): string {
  const { template } = compile('{item|product-restock-notification}', {
    formatters: COMMERCE_WIDGET_FORMATTERS,
  });
  return template.render(data).html.trim();
}

const messages = {
  buttonText: 'Sign Up',
  CTAText: 'Get notified by email when this product is back in stock',
  placeholderText: 'Your Email',
  mailingListDescription: 'Subscribe to our mailing list',
};
const context = (settings: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  item: { id: 'prd-1' },
  productMerchandisingContext: {
    'prd-1': {
      restockNotificationMessages: messages,
      restockNotificationViews: [{ variantId: 'v1', hiddenByDefault: false }],
      ...settings,
    },
  },
  ...extra,
});

describe('product-restock-notification', () => {
  it('renders the sign-up form with the owner texts and an opted-in mailing-list checkbox', () => {
    expect(render(context({ mailingListSignUpEnabled: true, mailingListOptInByDefault: true }))).toBe(
      [
        '<div class="product-restock-notification" data-product-id="prd-1" data-variant-id="v1">',
        '  <span class="product-restock-cta">Get notified by email when this product is back in stock</span>',
        '  <form class="product-restock-form" action="#">',
        '    <input type="text" x-autocompletetype="email" spellcheck="false" name="email" placeholder="Your Email">',
        '    <input class="sqs-editable-button" type="submit" value="Sign Up">',
        '  </form>',
        '  <label class="product-restock-mailing-list"><input type="checkbox" name="isJoinMailingList" checked>Subscribe to our mailing list</label>',
        '',
        '</div>',
      ].join('\n'),
    );
  });

  it('leaves the checkbox unticked unless opted in by default, and out unless sign-up is enabled', () => {
    const unticked = render(context({ mailingListSignUpEnabled: true, mailingListOptInByDefault: false }));
    expect(unticked).toContain('<input type="checkbox" name="isJoinMailingList">');
    expect(render(context({ mailingListSignUpEnabled: false }))).not.toContain(
      'product-restock-mailing-list',
    );
  });

  it('renders one form per sold-out variant, hiding those hidden by default', () => {
    const views = [
      { variantId: 'v1', hiddenByDefault: false },
      { variantId: 'v2', hiddenByDefault: true },
    ];
    const html = render(context({ restockNotificationViews: views }));
    expect(html).toContain('data-variant-id="v1">');
    expect(html).toContain('data-variant-id="v2" hidden>');
  });

  it('adds a captcha container when the website has a site key', () => {
    const html = render(context({}, { website: { captchaSettings: { siteKey: 'key-1' } } }));
    expect(html).toContain('  <div class="captcha-container"></div>\n</div>');
    expect(render(context({}))).not.toContain('captcha-container');
  });

  it('escapes the owner texts', () => {
    const html = render(
      context({
        restockNotificationMessages: { ...messages, CTAText: '<b>Soon</b>', buttonText: 'Tell "me"' },
      }),
    );
    expect(html).toContain('<span class="product-restock-cta">&lt;b&gt;Soon&lt;/b&gt;</span>');
    expect(html).toContain('value="Tell &quot;me&quot;"');
  });

  it('prints nothing without restock views for the product', () => {
    expect(render({ item: { id: 'prd-1' } })).toBe('');
    expect(render(context({ restockNotificationViews: [] }))).toBe('');
    expect(render({})).toBe('');
  });
});
