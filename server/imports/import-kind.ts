// Telling the files an import takes apart by their content: a WXR export (XML with the wp namespace) or a Shopify product CSV (its header row).
import type { ImportKind } from '../../domain/imports/import-report.js';
import { isShopifyHeader } from '../../domain/imports/shopify-products.js';
import { csvRows } from './shopify/shopify-import.js';

/** The kind of `text`, or undefined when it is neither. */
export function importKindOf(text: string): ImportKind | undefined {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('<')) {
    const head = start.slice(0, 4000);
    return /<rss[\s>]/.test(head) && /xmlns:wp=/.test(head) ? 'wxr' : undefined;
  }
  const firstLine = start.slice(0, 20_000).split(/\r?\n/, 1)[0] ?? '';
  try {
    return isShopifyHeader(csvRows(firstLine).columns) ? 'shopify-csv' : undefined;
  } catch (_notCsv) {
    return undefined;
  }
}
