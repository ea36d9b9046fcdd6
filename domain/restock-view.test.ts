// Tests the restock sign-up rules: forms per variant, email check, payload, states and texts (SPEC §3-§8).
import { describe, expect, it } from 'vitest';
import {
  nextRestockState,
  RESTOCK_CAPTCHA_ACTION,
  restockForms,
  restockSignUpPayload,
  validateRestockEmail,
  type RestockSettings,
} from './restock-view.js';

const messages = {
  buttonText: 'Sign Up',
  CTAText: 'Get notified by email when this product is back in stock',
  placeholderText: 'Your Email',
  mailingListDescription: 'Subscribe to our mailing list',
};
const settings: RestockSettings = {
  restockNotificationViews: [
    { variantId: 'v1', hiddenByDefault: false },
    { variantId: 'v2', hiddenByDefault: true },
  ],
  restockNotificationMessages: messages,
  mailingListSignUpEnabled: true,
  mailingListOptInByDefault: false,
};

describe('restockForms', () => {
  it('makes one form per sold-out variant, hidden when the view says so', () => {
    const forms = restockForms('prd-1', settings, 'site-key');
    expect(forms.map((f) => [f.productId, f.variantId, f.hidden])).toEqual([
      ['prd-1', 'v1', false],
      ['prd-1', 'v2', true],
    ]);
    expect(forms[0].messages).toBe(messages);
    expect(forms[0].captcha).toBe(true);
  });

  it('offers the mailing-list checkbox only when sign-up is enabled, ticked if opted in by default', () => {
    expect(restockForms('p', settings)[0].mailingList).toEqual({ checkedByDefault: false });
    expect(restockForms('p', { ...settings, mailingListOptInByDefault: true })[0].mailingList).toEqual({
      checkedByDefault: true,
    });
    expect(
      restockForms('p', { ...settings, mailingListSignUpEnabled: false })[0].mailingList,
    ).toBeUndefined();
  });

  it('adds no bot check without a captcha site key', () => {
    expect(restockForms('p', settings)[0].captcha).toBe(false);
    expect(restockForms('p', settings, '')[0].captcha).toBe(false);
  });
});

describe('validateRestockEmail', () => {
  it("says 'Email cannot be blank' for an empty email", () => {
    expect(validateRestockEmail('')).toBe('Email cannot be blank');
    expect(validateRestockEmail('   ')).toBe('Email cannot be blank');
  });

  it("says 'Email is invalid' unless it is local-part@domain with a 2-4 character top-level part", () => {
    for (const email of [
      'ann',
      'ann@',
      '@shop.com',
      'ann@shop',
      'ann@shop.c',
      'ann@shop.store',
      'a b@shop.com',
    ]) {
      expect(validateRestockEmail(email)).toBe('Email is invalid');
    }
    for (const email of ['ann@shop.com', 'a.b+c@mail.shop.co', 'x@y.info', ' ann@shop.io ']) {
      expect(validateRestockEmail(email)).toBeUndefined();
    }
  });

  it('accepts 3 to 256 characters', () => {
    const local = 'a'.repeat(256 - '@shop.com'.length);
    expect(validateRestockEmail(`${local}@shop.com`)).toBeUndefined();
    expect(validateRestockEmail(`a${local}@shop.com`)).toBe('Email is invalid');
  });
});

describe('restockSignUpPayload', () => {
  const [form] = restockForms('prd-1', settings);

  it('sends the product, variant, trimmed email and captcha token', () => {
    expect(
      restockSignUpPayload(form, { email: ' ann@shop.com ', joinMailingList: true, captchaToken: 't0k' }),
    ).toEqual({
      isJoinMailingList: true,
      productId: 'prd-1',
      variantId: 'v1',
      siteVisitorEmail: 'ann@shop.com',
      recaptchaEnterpriseV3Token: 't0k',
    });
  });

  it('joins the mailing list only when the form offered it', () => {
    const noList = restockForms('prd-1', { ...settings, mailingListSignUpEnabled: false })[0];
    expect(
      restockSignUpPayload(noList, { email: 'ann@shop.com', joinMailingList: true }).isJoinMailingList,
    ).toBe(false);
  });

  it("gets its bot-protection token for the 'product-waitlist' action", () => {
    expect(RESTOCK_CAPTCHA_ACTION).toBe('product-waitlist');
  });
});

describe('nextRestockState', () => {
  it("shows the server's message on failure, else 'Unable to submit form. Please try again later.'", () => {
    expect(nextRestockState({ status: 'idle' }, { type: 'failed', message: 'Already signed up.' })).toEqual({
      status: 'error',
      message: 'Already signed up.',
    });
    expect(nextRestockState({ status: 'idle' }, { type: 'failed' })).toEqual({
      status: 'error',
      message: 'Unable to submit form. Please try again later.',
    });
  });

  it('clears the error on each new submit', () => {
    expect(nextRestockState({ status: 'error', message: 'Email is invalid' }, { type: 'submit' })).toEqual({
      status: 'idle',
    });
  });

  it("shows the site's restock text on success, else 'Signed up!', and stays there", () => {
    const done = nextRestockState({ status: 'idle' }, { type: 'succeeded' });
    expect(done).toEqual({ status: 'success', message: 'Signed up!' });
    expect(
      nextRestockState({ status: 'idle' }, { type: 'succeeded', successText: 'We will email you.' }),
    ).toEqual({
      status: 'success',
      message: 'We will email you.',
    });
    expect(nextRestockState(done, { type: 'submit' })).toBe(done);
  });
});
