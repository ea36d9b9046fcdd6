// The captcha rules: the four actions, reCAPTCHA's action names, and when the widget is compact.
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ACTIONS, captchaSize, isCaptchaAction, recaptchaAction } from './captcha-rules.js';

describe('captcha rules', () => {
  it('knows the four actions of SPEC §7 and nothing else', () => {
    expect(CAPTCHA_ACTIONS).toEqual(['form-block', 'newsletter-block', 'product-waitlist', 'promo-popup']);
    expect(isCaptchaAction('product-waitlist')).toBe(true);
    expect(isCaptchaAction('checkout')).toBe(false);
    expect(isCaptchaAction(undefined)).toBe(false);
  });

  it('turns an action into a name reCAPTCHA accepts', () => {
    expect(recaptchaAction('product-waitlist')).toBe('product_waitlist');
    expect(recaptchaAction('form-block')).toBe('form_block');
  });

  it('is compact below 320 pixels (SPEC §4)', () => {
    expect(captchaSize(319.5)).toBe('compact');
    expect(captchaSize(320)).toBe('normal');
    expect(captchaSize(0)).toBe('compact');
  });
});
