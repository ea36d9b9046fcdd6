/**
 * The corpus's product-list page written by hand in plain JavaScript: the ceiling any JSON-T
 * engine can reach on this runtime. It calls the same formatter and predicate functions as our
 * engine (so formatting costs the same) but does none of an engine's own work: no frames or name
 * walks (it reads properties directly), no JSON-T truthiness beyond what this data needs, no
 * instruction or output limits, no error positions. The engine bench checks its output against
 * `product-list.expected.html` before timing it, so it cannot drift from the template.
 */
import type { Formatter, FormatterTable, PredicateTable, RenderContext } from '../engine/types.js';

interface Category {
  fullUrl: unknown;
  name: unknown;
}
interface Variant {
  sku: unknown;
  qtyInStock: unknown;
  unlimited: unknown;
  attributes: { Size: unknown };
  onSale: unknown;
  price: unknown;
  salePrice: unknown;
}
interface Item {
  id: unknown;
  fullUrl: unknown;
  assetUrl: unknown;
  originalSize: unknown;
  title: unknown;
  excerpt: unknown;
  onSale: unknown;
  price: unknown;
  salePrice: unknown;
  structuredContent?: { variants: Variant[] };
  addedOn: unknown;
  tags: unknown[];
}
interface ProductList {
  website: { id: unknown; siteTitle: unknown; baseUrl: unknown; timeZone: unknown; copyrightYear: unknown };
  collection: { id: unknown; title: unknown; description: unknown; fullUrl: unknown; categories: Category[] };
  cart?: { itemCount: unknown };
  pagination?: { nextPage: unknown; nextPageUrl: unknown };
  items: Item[];
}

/** Prints a scalar the way a bare `{name}` does. */
function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/** A renderer for product-list pages, over the formatter and predicate tables an engine would use. */
export function productListByHand(
  formatters: FormatterTable,
  predicates: PredicateTable,
): (data: unknown) => string {
  const { htmlattr, htmltag, truncate, json, date } = formatters;
  const money = formatters['money-cents'];
  const onSale = predicates['on-sale?'];
  const soldOut = predicates['sold-out?'];
  let node: unknown;
  let zone: unknown;
  // Only what these formatters and predicates read: the current item and the site's time zone.
  const ctx = {
    get node() {
      return node;
    },
    locale: 'en-US',
    timeZone: 'America/New_York',
    resolve: (path: unknown) => (path === 'website.timeZone' ? zone : undefined),
  } as unknown as RenderContext;
  const none: string[] = [];
  const call = (formatter: Formatter, value: unknown, args: string[] = none) =>
    text(formatter(value, args, ctx));
  const attr = (value: unknown) => call(htmlattr, value);
  const tag = (value: unknown) => call(htmltag, value);
  const day = ['%Y-%m-%d'];
  const shortDate = ['%b', '%e,', '%Y'];

  return (input) => {
    const { website: w, collection: c, cart, pagination, items } = input as ProductList;
    node = input;
    zone = w.timeZone;
    let o =
      '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>' +
      tag(c.title) +
      ' | ' +
      tag(w.siteTitle) +
      '</title>\n<meta name="description" content="' +
      attr(call(truncate, c.description, ['140'])) +
      '">\n<link rel="canonical" href="' +
      text(w.baseUrl) +
      text(c.fullUrl) +
      '">\n</head>\n<body class="page-collection' +
      (c.categories.length > 0 ? ' has-categories' : '') +
      '" data-site="' +
      text(w.id) +
      '">\n<header class="site-header">\n<a class="site-title" href="/">' +
      tag(w.siteTitle) +
      '</a>\n';
    if (cart) {
      o +=
        '<div data-island="CartButton" data-props="' +
        attr(call(json, cart)) +
        '"><a class="cart-link" href="/cart">Cart (' +
        text(cart.itemCount) +
        ')</a></div>';
    }
    o +=
      '\n</header>\n<main class="products" data-collection-id="' +
      text(c.id) +
      '">\n<h1 class="products-title">' +
      tag(c.title) +
      '</h1>\n<nav class="categories">';
    for (let i = 0; i < c.categories.length; i++) {
      if (i > 0) o += ' | ';
      o +=
        '<a class="category" href="' +
        attr(c.categories[i].fullUrl) +
        '">' +
        tag(c.categories[i].name) +
        '</a>';
    }
    o += '</nav>\n<ul class="product-grid">\n';
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      node = item;
      if (i > 0) o += '<li class="divider" aria-hidden="true"></li>\n';
      o +=
        '<li class="product-card' +
        (onSale(none, ctx) ? ' is-on-sale' : '') +
        (soldOut(none, ctx) ? ' is-sold-out' : '') +
        '" data-position="' +
        (i + 1) +
        '" data-product-id="' +
        text(item.id) +
        '">\n<a class="product-image" href="' +
        attr(item.fullUrl) +
        '"><img src="' +
        attr(item.assetUrl) +
        '?format=750w" data-src="' +
        attr(item.assetUrl) +
        '" data-image-dimensions="' +
        text(item.originalSize) +
        '" alt="' +
        attr(item.title) +
        '" loading="lazy"></a>\n<h2 class="product-title"><a href="' +
        attr(item.fullUrl) +
        '">' +
        tag(item.title) +
        '</a></h2>\n';
      if (item.excerpt)
        o += '<p class="product-excerpt">' + tag(call(truncate, item.excerpt, ['90'])) + '</p>';
      o +=
        '\n<div class="product-price">' +
        (item.onSale
          ? '<span class="price-sale">' +
            call(money, item.salePrice) +
            '</span> <s class="price-original">' +
            call(money, item.price) +
            '</s>'
          : '<span class="price">' + call(money, item.price) + '</span>') +
        '</div>\n';
      if (soldOut(none, ctx)) o += '<span class="badge badge-sold-out">Sold out</span>';
      else if (onSale(none, ctx)) o += '<span class="badge badge-sale">Sale</span>';
      o += '\n';
      const content = item.structuredContent;
      if (content) {
        const variants = content.variants;
        if (variants.length > 1) {
          o += '<select class="variant-select" name="variant">';
          for (const v of variants) {
            o +=
              '<option value="' +
              attr(v.sku) +
              '"' +
              (v.qtyInStock === 0 && !v.unlimited ? ' disabled' : '') +
              '>' +
              tag(v.attributes.Size) +
              ' / ' +
              call(money, v.onSale ? v.salePrice : v.price) +
              '</option>';
          }
          o += '</select>';
        } else {
          o += '<input type="hidden" name="variant" value="' + attr(variants[0].sku) + '">';
        }
        o +=
          '\n<script type="application/json" class="product-variants">' + call(json, variants) + '</script>';
      }
      o +=
        '\n<p class="product-meta">Added <time datetime="' +
        call(date, item.addedOn, day) +
        '">' +
        call(date, item.addedOn, shortDate) +
        '</time>';
      for (let j = 0; j < item.tags.length; j++) {
        if (j > 0) o += ', ';
        else o += ' in ';
        o += '<a class="tag" href="/shop?tag=' + attr(item.tags[j]) + '">#' + tag(item.tags[j]) + '</a>';
      }
      o += '</p>\n</li>\n';
    }
    o += '</ul>\n</main>\n<footer class="site-footer">\n';
    if (pagination?.nextPage) {
      o += '<a class="next-page" href="' + attr(pagination.nextPageUrl) + '">Next page</a>';
    }
    return (
      o +
      '\n<p>&copy; ' +
      text(w.copyrightYear) +
      ' ' +
      tag(w.siteTitle) +
      '</p>\n</footer>\n</body>\n</html>\n'
    );
  };
}
