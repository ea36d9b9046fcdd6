// Tests a campaign mail's parts: the plain text made from rich text, the unsubscribe link and headers; and reading a Mailchimp key's data centre.
import { describe, expect, it } from 'vitest';
import { campaignParts, plainText, unsubscribeHeaders, unsubscribeUrl } from './campaign-mail.js';
import { mailchimpRoot, subscriberHash } from './mailchimp-provider.js';
import { ProviderError } from './provider.js';

describe('campaign mail', () => {
  it('turns rich text into plain text with paragraphs, list items and link addresses', () => {
    expect(
      plainText(
        '<h2>Autumn</h2><p>New <strong>mugs</strong> &amp; bowls.<br>Come by.</p><ul><li>Tea</li><li>Coffee</li></ul><p><a href="https://shop.example/mugs">See them</a></p>',
      ),
    ).toBe(
      'Autumn\n\nNew mugs & bowls.\nCome by.\n\n- Tea\n- Coffee\n\nSee them (https://shop.example/mugs)',
    );
  });

  it('puts the unsubscribe link in both parts and in RFC 8058’s headers', () => {
    const link = unsubscribeUrl('https://shop.example', 'A'.repeat(32));
    expect(link).toBe(`https://shop.example/newsletter/unsubscribe?token=${'A'.repeat(32)}`);
    expect(unsubscribeHeaders(link)).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const parts = campaignParts('<p>Hi</p>', 'Harbor & Pine', link);
    expect(parts.text).toContain(`Unsubscribe: ${link}`);
    expect(parts.html).toContain(`<a href="${link}">Unsubscribe</a>`);
    expect(parts.html).toContain('Harbor &amp; Pine');
  });
});

describe('Mailchimp keys', () => {
  it('finds the data centre in the key, in the default or a configured address', () => {
    expect(mailchimpRoot('0123456789abcdef0123456789abcdef-us21')).toBe('https://us21.api.mailchimp.com/3.0');
    expect(mailchimpRoot('0123456789abcdef-us6', 'http://127.0.0.1:9/{dc}/3.0/')).toBe(
      'http://127.0.0.1:9/us6/3.0',
    );
  });

  it('refuses a key without a data centre beside the key field (no other host can be named)', () => {
    for (const key of ['0123456789abcdef', '0123456789abcdef-us21.evil.example', 'zz-us21']) {
      expect(() => mailchimpRoot(key)).toThrow(ProviderError);
    }
  });

  it('names a member by the MD5 of the lower-case address', () => {
    expect(subscriberHash('Ada@Example.com')).toBe(subscriberHash('ada@example.com'));
    expect(subscriberHash('ada@example.com')).toMatch(/^[0-9a-f]{32}$/);
  });
});
