// A second app server's process, for cache-across-processes.test.ts: caches a page, says when a notice dropped it.
import { openDatabase } from '../../server/db/database.js';
import { createLogger } from '../../server/logger.js';
import { dropSiteData, pageCacheFor } from '../../server/site/cache/site-caches.js';
import { startSiteChangeNotifier } from '../../server/cluster/site-change-notifier.js';

const [url, websiteId] = process.argv.slice(2);
const db = await openDatabase({ url });
// Whether a notice from the other process dropped the page (rather than the cache's own expiry).
let noticed = false;
const notifier = startSiteChangeNotifier({
  knex: db.knex,
  url,
  logger: createLogger('silent'),
  drop: (id) => {
    if (id === websiteId) noticed = true;
    dropSiteData(id);
  },
});
await notifier.ready;
let renders = 0;
const page = () =>
  pageCacheFor(db.knex).read(websiteId, 'page:/', async () => `<html>render ${++renders}</html>`);
await page();
const cachedAt = Date.now();
process.stdout.write(`cached\n`);
const timer = setInterval(async () => {
  await page();
  // Waits up to 5 s for the second render, then says what it saw.
  if (renders > 1 || Date.now() - cachedAt > 5000) {
    clearInterval(timer);
    process.stdout.write(`renders ${renders} noticed ${noticed}\n`);
    await notifier.stop();
    await db.close();
  }
}, 10);
