// One of two servers stopped with SIGTERM (a deploy, a scale-down) under a stream of requests through nginx: it finishes what it has and exits 0, and no visitor sees an error.
import { describe, expect, it } from 'vitest';
import { demoProducts, productPagePath } from '../../bench/cluster-harness/demo-store.js';
import { UPSTREAM_HEADER } from '../../bench/cluster-harness/nginx.js';
import { Visitor, type Answer } from '../../bench/cluster-harness/visitor.js';
import { CART_API_PATH } from '../../server/commerce/cart/api-routes.js';
import { clusterSuite, statusCounts } from './cluster-suite.js';

const suite = clusterSuite('server-drained');

/** Requests in the stream, how many are under way at once, and after how many answers server 2 is told to stop. */
const REQUESTS = 400;
const WIDTH = 12;
const STOP_AFTER = 100;

/** A request of the stream and its answer (none when the connection failed). */
interface Sent {
  method: 'GET' | 'POST';
  answer: Answer | undefined;
}

describe.skipIf(suite.skipped !== undefined)('one of two servers stopped with SIGTERM under load', () => {
  it('answers every page view and add-to-cart of the stream, and the stopped server exits 0', async () => {
    const products = await demoProducts(suite.cluster.db.knex, { count: 2, stock: 'unlimited' });
    const base = suite.cluster.nginx.url;
    const page = await productPagePath(base);
    const visitors = Array.from({ length: WIDTH }, () => new Visitor());
    const leaving = suite.cluster.servers[1];
    let answered = 0;
    let exited: Promise<number | null> | undefined;
    let gone = false;

    const one = async (at: number, visitor: Visitor): Promise<Sent> => {
      const method = at % 2 === 0 ? 'GET' : 'POST';
      const product = products[at % products.length];
      try {
        const answer =
          method === 'GET'
            ? await visitor.get(`${base}${page}`)
            : await visitor.post(`${base}${CART_API_PATH}/entries`, {
                itemId: product.itemId,
                sku: product.sku,
                quantity: 1,
              });
        if (++answered === STOP_AFTER) {
          exited = leaving.stop('SIGTERM');
          void exited.then(() => (gone = true));
        }
        return { method, answer };
      } catch {
        return { method, answer: undefined };
      }
    };

    // The stream goes on until the stopped server has exited, then each visitor sends one more.
    let next = 0;
    const sent: Sent[] = [];
    await Promise.all(
      visitors.map(async (visitor) => {
        while (next < REQUESTS || !gone) sent.push(await one(next++, visitor));
      }),
    );
    const after = await Promise.all(visitors.map((visitor) => one(next++, visitor)));
    expect(await exited).toBe(0);

    // The stopping server answers with `Connection: close` while nginx still sends it requests (its
    // lame duck), so nginx never sends a POST on a connection the server is closing: no 502.
    expect(statusCounts(sent.map((one) => one.answer))).toEqual({ 200: sent.length });
    expect(new Set(after.map((one) => one.answer?.status))).toEqual(new Set([200]));
    expect(new Set(after.map((one) => one.answer?.headers.get(UPSTREAM_HEADER)))).toEqual(
      new Set([`127.0.0.1:${suite.cluster.servers[0].port}`]),
    );
  });
});
