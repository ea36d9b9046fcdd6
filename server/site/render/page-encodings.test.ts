// The stitched gzip of a page with forms: each visitor's crumb written into one compressed copy, which gunzips (checksum and length checked) to the page with that crumb.
import { randomBytes } from 'node:crypto';
import { deflateRawSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { newCrumbValue } from '../../http/crumb.js';
import {
  CRUMB_STAND_IN,
  sharedPage,
  sharedPageBody,
  sharedPageResponse,
  withEncodings,
} from './shared-page.js';

/** A shop-like page: many product cards alike, each with a form carrying the crumb. */
function formsPage(cards: number, extra = ''): string {
  const card = (index: number) =>
    `<li class="card"><a href="/shop/p/item-${index}"><img src="/files/a/b/item-${index}.jpeg?format=500w" ` +
    `srcset="${[100, 300, 500, 750, 1000].map((width) => `/files/a/b/item-${index}.jpeg?format=${width}w ${width}w`).join(',')}" alt="Item ${index}"></a>` +
    `<p class="card__price"><span class="price">$${index}.00</span></p><p class="card__quick-view"><a class="button" href="/shop/p/item-${index}">Quick View</a></p>` +
    `<form method="post" action="/cart/add"><input type="hidden" name="crumb" value="${CRUMB_STAND_IN}">` +
    `<input type="hidden" name="itemId" value="${index}"><button type="submit">Add To Cart</button></form></li>\n`;
  return (
    `<!doctype html><html><head><title>Shop</title></head><body>${extra}<ul>${Array.from({ length: cards }, (_, i) => card(i)).join('')}</ul>` +
    `<script type="application/json">{"crumb":"${CRUMB_STAND_IN}"}</script></body></html>`
  );
}

describe('the stitched gzip of a page with the crumb', () => {
  it('gunzips to the page with each visitor’s crumb, its checksum and length right', async () => {
    for (const html of [
      formsPage(3),
      formsPage(20),
      formsPage(400),
      `${CRUMB_STAND_IN}${'x'.repeat(2000)}${CRUMB_STAND_IN}`,
    ]) {
      const page = await withEncodings(sharedPage(html, 200, 'public'));
      for (let visitor = 0; visitor < 5; visitor += 1) {
        const crumb = newCrumbValue();
        const sent = sharedPageResponse(page, crumb, 'gzip, deflate, br');
        expect(sent.encoding).toBe('gzip');
        // gunzipSync checks the CRC-32 and the length in the trailer.
        expect(gunzipSync(sent.body).toString('utf8')).toBe(html.replaceAll(CRUMB_STAND_IN, crumb));
        expect(sharedPageResponse(page, crumb, undefined).body.toString('utf8')).toBe(
          html.replaceAll(CRUMB_STAND_IN, crumb),
        );
      }
    }
  });

  it('compresses each part with the parts before it, nearly as well as gzip of the whole page', async () => {
    const html = formsPage(40);
    const page = await withEncodings(sharedPage(html, 200, 'public'));
    const stitched = sharedPageResponse(page, newCrumbValue(), 'gzip').body.length;
    const alone = page.parts.reduce((sum, part) => sum + deflateRawSync(part).length, 0);
    expect(stitched).toBeLessThan(alone / 2);
    // What each part costs besides: its own block header and flush, and the crumb as it is.
    expect(stitched).toBeLessThan(gzipSync(html).length + 100 * page.parts.length);
  });

  it('stays right for a page with a NUL byte, which cannot use the parts before it', async () => {
    const html = formsPage(10, '<p>\u0000</p>');
    const page = await withEncodings(sharedPage(html, 200, 'public'));
    const crumb = newCrumbValue();
    expect(gunzipSync(sharedPageResponse(page, crumb, 'gzip').body).toString('utf8')).toBe(
      html.replaceAll(CRUMB_STAND_IN, crumb),
    );
  });

  it('sends a crumb of another shape in no encoding, as HTML text', async () => {
    const page = await withEncodings(sharedPage(formsPage(10), 200, 'public'));
    const sent = sharedPageResponse(page, '"><script>x</script>', 'gzip, br');
    expect(sent.encoding).toBeUndefined();
    expect(sent.body.toString('utf8')).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(sharedPageBody(page, randomBytes(24).toString('base64url')).length).toBe(page.whole.length);
  });
});
