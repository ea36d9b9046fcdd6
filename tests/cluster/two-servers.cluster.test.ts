// Two servers on one PostgreSQL behind nginx: an owner's change reaches the other server within a second, a cart spans both, 10 units sell exactly 10 times.
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  NOT_ENOUGH_STOCK,
  checkoutBody,
  demoProducts,
  standardShipping,
  stockOf,
} from '../../bench/cluster-harness/demo-store.js';
import { UPSTREAM_HEADER } from '../../bench/cluster-harness/nginx.js';
import { Visitor } from '../../bench/cluster-harness/visitor.js';
import { CART_API_PATH } from '../../server/commerce/cart/api-routes.js';
import { CART_COOKIE } from '../../server/commerce/cart/cart-cookie.js';
import { TABLES } from '../../server/db/tables.js';
import { DEMO_OWNER } from '../../server/demo/seed.js';
import { clusterSuite, inBatches, sleep, statusCounts } from './cluster-suite.js';

const suite = clusterSuite('two-servers');

/** Polls `url` until its page contains `text`, for at most `limitMs`; the ms it took, or undefined. */
async function msUntilServed(url: string, text: string, limitMs: number): Promise<number | undefined> {
  const started = performance.now();
  for (;;) {
    const html = await (await fetch(url)).text();
    const elapsed = performance.now() - started;
    if (html.includes(text)) return elapsed;
    if (elapsed > limitMs) return undefined;
    await sleep(25);
  }
}

/**
 * A failed owner sign-in through nginx from the loopback address `from` (nginx sees it as the
 * visitor's), with an X-Forwarded-For of the visitor's own when `claimed` is given; the status.
 */
function failedSignIn(base: string, from: string, email: string, claimed?: string): Promise<number> {
  const crumb = 'c'.repeat(32);
  const body = JSON.stringify({ email, password: 'not the password' });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}/api/owner/session`,
      {
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          cookie: `crumb=${crumb}`,
          'x-csrf-token': crumb,
          ...(claimed === undefined ? {} : { 'x-forwarded-for': claimed }),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A price as the demo's pages show it ($66.11). */
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe.skipIf(suite.skipped !== undefined)('two app servers on one PostgreSQL behind nginx', () => {
  it('nginx takes the two servers in turn (round robin)', async () => {
    const upstreams = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${suite.cluster.nginx.url}/readyz`);
      await res.arrayBuffer();
      upstreams.add(res.headers.get(UPSTREAM_HEADER) ?? '');
    }
    expect([...upstreams].sort()).toEqual(
      suite.cluster.servers.map((server) => `127.0.0.1:${server.port}`).sort(),
    );
  });

  it("serves an owner's new page title and product price from the other server within a second", async () => {
    const [first, second] = suite.cluster.servers;
    const owner = new Visitor();
    const signIn = await owner.post(`${suite.cluster.nginx.url}/api/owner/session`, DEMO_OWNER);
    expect(signIn.status, signIn.text).toBe(200);

    const pages = await owner.get(`${first.url}/api/owner/pages`);
    expect(pages.status, pages.text).toBe(200);
    const about = (pages.json.pages as { id: string; fullUrl: string }[]).find(
      (page) => page.fullUrl === '/about',
    )!;
    // The second server has the page in its caches before the change.
    for (let i = 0; i < 2; i++)
      expect(await (await fetch(`${second.url}/about`)).text()).toContain('About Harbor');
    const title = `About the shop, renamed ${Date.now()}`;
    const renamed = await owner.send('PATCH', `${first.url}/api/owner/pages/${about.id}`, {
      body: { title },
    });
    expect(renamed.status, renamed.text).toBe(200);
    const titleMs = await msUntilServed(`${second.url}/about`, title, 1000);
    expect(titleMs, 'the second server still served the old title after 1 s').toBeDefined();

    const list = await owner.get(`${first.url}/api/owner/commerce/products?pageSize=100`);
    const single = (list.json.products as { id: string; variantCount: number }[]).find(
      (one) => one.variantCount === 1,
    )!;
    const { product } = (await owner.get(`${first.url}/api/owner/commerce/products/${single.id}`)).json;
    const oldPrice = dollars(product.variants[0].priceCents);
    for (let i = 0; i < 2; i++)
      expect(await (await fetch(`${second.url}${product.url}`)).text()).toContain(oldPrice);
    const priceCents = product.variants[0].priceCents + 111;
    const repriced = await owner.send('PUT', `${first.url}/api/owner/commerce/products/${product.id}`, {
      body: { ...product, variants: [{ ...product.variants[0], priceCents }] },
    });
    expect(repriced.status, repriced.text).toBe(200);
    const priceMs = await msUntilServed(`${second.url}${product.url}`, dollars(priceCents), 1000);
    expect(priceMs, 'the second server still served the old price after 1 s').toBeDefined();
  });

  it('keeps one cart when its adds alternate between the two servers', async () => {
    const products = await demoProducts(suite.cluster.db.knex, { count: 4, stock: 'unlimited' });
    const shopper = new Visitor();
    const cartIds = new Set<string>();
    for (const [at, product] of products.entries()) {
      const server = suite.cluster.servers[at % 2];
      const added = await shopper.post(`${server.url}${CART_API_PATH}/entries`, {
        itemId: product.itemId,
        sku: product.sku,
        quantity: 1,
      });
      expect(added.status, `add on server ${server.index}: ${added.text}`).toBe(200);
      cartIds.add(added.json.shoppingCart.id);
    }
    expect(cartIds.size).toBe(1);
    const [cartId] = cartIds;
    expect(shopper.cookie(CART_COOKIE)).toBe(cartId);
    for (const server of suite.cluster.servers) {
      const cart = await shopper.get(`${server.url}${CART_API_PATH}`);
      expect(cart.json.id).toBe(cartId);
      expect(cart.json.entries.map((entry: { itemId: string }) => entry.itemId).sort()).toEqual(
        products.map((product) => product.itemId).sort(),
      );
    }
  });

  it('sells the 10 units in stock exactly 10 times to 200 buyers at once on both servers', async () => {
    const knex = suite.cluster.db.knex;
    const [lamp] = await demoProducts(knex, { count: 1, offset: 4, stock: 10 });
    const shipping = await standardShipping(knex);
    const buyers = await inBatches(Array.from({ length: 200 }), 20, async (_, at) => {
      const visitor = new Visitor();
      const server = suite.cluster.servers[at % 2];
      const added = await visitor.post(`${server.url}${CART_API_PATH}/entries`, {
        itemId: lamp.itemId,
        sku: lamp.sku,
        quantity: 1,
      });
      expect(added.status, added.text).toBe(200);
      return { visitor, cart: added.json.shoppingCart.id as string, email: `buyer-${at}@example.com` };
    });

    const answers = await Promise.all(
      buyers.map(({ visitor, cart, email }, at) =>
        visitor.post(
          `${suite.cluster.servers[(at + 1) % 2].url}/api/commerce/orders`,
          checkoutBody(cart, email, shipping),
          { 'Idempotency-Key': `lamp-${at}` },
        ),
      ),
    );

    expect(statusCounts(answers)).toEqual({ 201: 10, 409: 190 });
    for (const answer of answers.filter((one) => one.status === 409))
      expect(answer.json).toMatchObject({ ...NOT_ENOUGH_STOCK, sku: lamp.sku, quantityLeft: 0 });
    expect(await stockOf(knex, lamp.variantId)).toBe(0);
    const sold = await knex(TABLES.orderItems)
      .where({ variant_id: lamp.variantId })
      .sum({ units: 'quantity' });
    expect(Number(sold[0].units)).toBe(10);
    const buyersServed = answers
      .filter((one) => one.status === 201)
      .map((one) => one.json.order.customerEmail);
    const mailed = await knex(TABLES.mailOutbox).whereIn('to_address', buyersServed).pluck('to_address');
    expect(mailed.sort()).toEqual([...buyersServed].sort());
  });

  // Last: it spends the sign-in attempts of 127.0.0.5.
  it('tells visitors behind nginx apart by the address nginx saw, whatever X-Forwarded-For they send (TRUST_PROXY=1)', async () => {
    const base = suite.cluster.nginx.url;
    let limitedAt: number | undefined;
    for (let attempt = 1; attempt <= 30 && limitedAt === undefined; attempt++) {
      // Each attempt claims another address; nginx adds the one it saw, which is the one that counts.
      // Each names another account too: five at one account from one address are limited sooner.
      const status = await failedSignIn(
        base,
        '127.0.0.5',
        `nobody-${attempt}@example.com`,
        `203.0.113.${attempt}`,
      );
      if (status === 429) limitedAt = attempt;
      else expect(status).toBe(401);
    }
    expect(limitedAt, 'the per-address sign-in limit never came').toBe(11);
    // Another visitor, through the same nginx, has attempts of its own.
    expect(await failedSignIn(base, '127.0.0.6', 'nobody-b@example.com')).toBe(401);
  });
});
