// A product page as templates/collections/products.item renders it (a mug in three colours, one on sale, one sold out), for quick-view tests.

/** The product's variants as the form's `data-variants` lists them (domain/variant-selection.ts). */
export const HARBOR_MUG_VARIANTS = [
  {
    id: 'mug-blue',
    sku: 'MUG-BLUE',
    attributes: { Colour: 'Blue' },
    priceCents: 1500,
    salePriceCents: 0,
    onSale: false,
    qtyInStock: 12,
    unlimited: false,
    mainImageId: 'img-blue',
  },
  {
    id: 'mug-green',
    sku: 'MUG-GREEN',
    attributes: { Colour: 'Green' },
    priceCents: 1800,
    salePriceCents: 1200,
    onSale: true,
    qtyInStock: 4,
    unlimited: false,
    mainImageId: 'img-green',
  },
  {
    id: 'mug-sand',
    sku: 'MUG-SAND',
    attributes: { Colour: 'Sand' },
    priceCents: 1500,
    salePriceCents: 0,
    onSale: false,
    qtyInStock: 0,
    unlimited: false,
  },
];

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The whole page `/shop/p/harbor-mug` answers with: header, breadcrumbs, the product article, its description and restock block. */
export const HARBOR_MUG_PAGE = `<!doctype html>
<html lang="en-US"><head><title>Harbor Mug — Workshop</title></head>
<body data-currency="USD"><header><a href="/cart">Cart <span data-tessera-cart-count>0</span></a></header>
<main>
<nav class="breadcrumbs" aria-label="Breadcrumb"><ol class="breadcrumbs__list">
  <li><a href="/shop">Shop</a></li><li><span aria-current="page">Harbor Mug</span></li></ol></nav>
<article class="product-detail is-on-sale" data-item-id="mug">
  <div class="product-detail__media">
    <figure class="product-detail__figure" data-image-id="img-blue"><img class="product-detail__image" src="/files/mug-blue.jpg?format=1000w" width="1000" height="1000" alt="Harbor Mug in blue" fetchpriority="high"></figure>
    <figure class="product-detail__figure" data-image-id="img-green" hidden><img class="product-detail__image" src="/files/mug-green.jpg?format=1000w" width="1000" height="1000" alt="Harbor Mug in green" loading="lazy" decoding="async"></figure>
    <ul class="product-detail__thumbs" aria-label="More images">
      <li><a class="product-detail__thumb" href="/files/mug-blue.jpg?format=original" data-image-id="img-blue" aria-current="true"><img src="/files/mug-blue.jpg?format=300w" alt="Harbor Mug in blue"></a></li>
      <li><a class="product-detail__thumb" href="/files/mug-green.jpg?format=original" data-image-id="img-green"><img src="/files/mug-green.jpg?format=300w" alt="Harbor Mug in green"></a></li>
    </ul>
  </div>
  <div class="product-detail__summary">
    <div class="product-mark sale">sale</div>
    <h1 class="product-detail__title">Harbor Mug</h1>
    <div class="product-detail__price" data-tessera-product-price><div class="product-price">
from <span class="sqs-money-native">12.00</span>
</div></div>
    <form class="product-form" method="post" action="/cart/add" data-tessera-add-to-cart data-item-id="mug" data-item-title="Harbor Mug" data-product-type="1" data-variants="${attribute(JSON.stringify(HARBOR_MUG_VARIANTS))}">
      <input type="hidden" name="crumb" value="CRUMB">
      <input type="hidden" name="itemId" value="mug">
      <input type="hidden" name="returnTo" value="/shop/p/harbor-mug">
      <div class="product-variants" data-item-id="mug">
        <div class="variant-option">
          <label class="variant-option-title" for="option-mug-0">Colour</label>
          <div class="variant-select-wrapper"><select class="select" id="option-mug-0" name="variant-option-Colour" data-variant-option-name="Colour" required>
            <option value="">Select Colour</option>
            <option value="Blue">Blue</option><option value="Green">Green</option><option value="Sand">Sand (sold out)</option>
          </select></div>
        </div>
      </div>
      <div class="product-form__quantity" data-tessera-quantity>
        <label class="field__label" for="quantity-mug">Quantity</label>
        <input class="input input--quantity" id="quantity-mug" type="number" name="quantity" value="1" min="1" max="9999" step="1" inputmode="numeric" required>
      </div>
      <p class="product-form__actions"><button class="button button--primary button--wide" type="submit" data-original-label="Add To Cart">Add To Cart</button></p>
    </form>
    <div class="product-restock-notification" data-product-id="mug"><p class="product-restock-cta">Get notified when this product is back in stock.</p></div>
    <div class="product-detail__description rich-text"><p>Stoneware, glazed by hand in small batches.</p></div>
  </div>
</article>
</main></body></html>`;
