// Tests of shared pages: the crumb put back for each visitor, and ETags that differ when the bytes do.
import { describe, expect, it } from 'vitest';
import { carriesCrumb, CRUMB_STAND_IN, sharedPage, sharedPageBody, sharedPageEtag } from './shared-page.js';

describe('shared pages', () => {
  const html = `<form><input name="crumb" value="${CRUMB_STAND_IN}"></form><p>Café</p><form><input value="${CRUMB_STAND_IN}"></form>`;

  it('looks like a crumb, so forms render as they would for a visitor', () => {
    expect(CRUMB_STAND_IN).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it("puts each visitor's crumb back in every form", () => {
    const page = sharedPage(html, 200, 'public');
    expect(carriesCrumb(page)).toBe(true);
    expect(sharedPageBody(page, 'visitor-one').toString('utf8')).toBe(
      html.replaceAll(CRUMB_STAND_IN, 'visitor-one'),
    );
    expect(sharedPageBody(page, 'visitor-two').toString('utf8')).not.toContain(CRUMB_STAND_IN);
    expect(page.bytes).toBe(Buffer.byteLength(html.replaceAll(CRUMB_STAND_IN, '')));
  });

  it('gives visitors with different crumbs different ETags, and a page without forms one ETag', () => {
    const page = sharedPage(html, 200, 'public');
    expect(sharedPageEtag(page, 'one')).toMatch(/^W\/"[A-Za-z0-9_-]+-[A-Za-z0-9_-]+"$/);
    expect(sharedPageEtag(page, 'one')).not.toBe(sharedPageEtag(page, 'two'));
    const plain = sharedPage('<p>No forms</p>', 404, 'private');
    expect(carriesCrumb(plain)).toBe(false);
    expect(sharedPageEtag(plain, 'one')).toBe(sharedPageEtag(plain, 'two'));
    expect(sharedPageBody(plain, 'one').toString()).toBe('<p>No forms</p>');
    expect(sharedPageEtag(sharedPage('<p>Other</p>', 404, 'private'), 'one')).not.toBe(
      sharedPageEtag(plain, 'one'),
    );
  });
});
