// Shopify's product CSV read into products: one per Handle, variants from the option columns, "Compare At Price" as the regular price with Price as the sale price, status, stock, images and problems row by row.
import {
  MAX_OPTION_VALUES,
  MAX_OPTIONS,
  MAX_SKU_LENGTH,
  MAX_STOCK,
  MAX_VARIANTS,
} from '../owner-api/product-rules.js';

/** One row of the file as the CSV reader gives it: its line number and its cells by column name. */
export interface ShopifyRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  cells: Readonly<Record<string, string>>;
}

/** A problem with a row: what was done about it is in the message. */
export interface ShopifyProblem {
  line: number;
  handle: string;
  message: string;
  /** `error`: the row (or product) was left out; `warning`: it was imported with the change said. */
  severity: 'error' | 'warning';
}

/** A picture of the product, as the file names it. */
export interface ShopifyImage {
  src: string;
  alt: string;
  position: number;
}

/** A variant read from a row. */
export interface ShopifyVariant {
  line: number;
  sku: string;
  attributes: Record<string, string>;
  /** The regular price: "Compare At Price" when it is above "Price", else "Price". */
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  /** Units in stock, or null for unlimited (inventory not tracked, or sold when out of stock). */
  stock: number | null;
  /** Kilograms, from "Variant Grams". */
  weight: number | null;
  /** The variant's own picture ("Variant Image"), or null. */
  imageSrc: string | null;
}

/** Shopify's product statuses. */
export type ShopifyStatus = 'active' | 'draft' | 'archived';

/** A product read from its rows. */
export interface ShopifyProduct {
  handle: string;
  /** The line of its first row. */
  line: number;
  title: string;
  descriptionHtml: string;
  vendor: string;
  type: string;
  tags: string[];
  status: ShopifyStatus;
  /** Shown on the site: active and not unpublished ("Published" FALSE). */
  enabled: boolean;
  kind: 'physical' | 'service' | 'gift-card';
  seo: { title: string; description: string };
  options: { name: string; values: string[] }[];
  variants: ShopifyVariant[];
  images: ShopifyImage[];
}

/** What {@link readShopifyProducts} finds. */
export interface ShopifyCatalogue {
  products: ShopifyProduct[];
  problems: ShopifyProblem[];
}

/** The columns that make a file Shopify's product CSV (the rest are optional). */
export const SHOPIFY_REQUIRED_COLUMNS = ['Handle', 'Title'] as const;

/** Whether a header row is Shopify's product template's. */
export function isShopifyHeader(columns: readonly string[]): boolean {
  const names = new Set(columns.map((column) => column.trim()));
  return (
    SHOPIFY_REQUIRED_COLUMNS.every((column) => names.has(column)) &&
    (names.has('Variant Price') || names.has('Option1 Name'))
  );
}

const OPTION_SLOTS = [1, 2, 3] as const;

function cell(row: ShopifyRow, column: string): string {
  return (row.cells[column] ?? '').trim();
}

/** `TRUE`/`FALSE` as Shopify writes them; undefined when blank. */
function flag(text: string): boolean | undefined {
  const lower = text.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  return undefined;
}

/** A decimal amount (`17.99`, `95`) in minor units of a currency with `digits` decimals; undefined when not one. */
export function minorUnits(text: string, digits: number): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec(text.replace(/,/g, ''));
  if (match === null) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.length > digits && /[^0]/.test(fraction.slice(digits))) return undefined;
  return Number(match[1]) * 10 ** digits + Number(fraction.slice(0, digits).padEnd(digits, '0') || '0');
}

function formatMinor(minor: number, digits: number): string {
  return digits === 0 ? String(minor) : (minor / 10 ** digits).toFixed(digits);
}

/** A URL slug from a handle: lower case letters, digits and hyphens. */
export function slugOfHandle(handle: string): string {
  return handle
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
}

function isVariantRow(row: ShopifyRow): boolean {
  return (
    OPTION_SLOTS.some((slot) => cell(row, `Option${slot} Value`) !== '') ||
    cell(row, 'Variant SKU') !== '' ||
    cell(row, 'Variant Price') !== ''
  );
}

/** The status of a product from its first row: "Status", else "Published". */
function statusOf(first: ShopifyRow): ShopifyStatus {
  const status = cell(first, 'Status').toLowerCase();
  if (status === 'active' || status === 'draft' || status === 'archived') return status;
  return flag(cell(first, 'Published')) === false ? 'draft' : 'active';
}

interface Builder {
  product: ShopifyProduct;
  combinations: Set<string>;
}

/**
 * Reads the rows of a Shopify product CSV (Shopify's template: the first row of a handle carries
 * the product's fields, the next ones a variant each, or only a picture). Money is read in the
 * store's currency with `digits` decimals. Rows that cannot be read are problems of severity
 * `error` (the row is left out; a product left without a variant is left out whole); what is read
 * with a change (a compare-at price not above the price, a made-up SKU) is a `warning`.
 */
export function readShopifyProducts(rows: readonly ShopifyRow[], digits = 2): ShopifyCatalogue {
  const problems: ShopifyProblem[] = [];
  const builders = new Map<string, Builder>();
  const problem = (
    row: ShopifyRow,
    handle: string,
    message: string,
    severity: 'error' | 'warning' = 'error',
  ) => problems.push({ line: row.line, handle, message: `Row ${row.line}: ${message}`, severity });

  for (const row of rows) {
    const handle = cell(row, 'Handle');
    if (handle === '') {
      if (Object.values(row.cells).some((value) => value.trim() !== ''))
        problem(row, '', 'the Handle is empty, so the row belongs to no product.');
      continue;
    }
    let builder = builders.get(handle);
    if (builder === undefined) {
      builder = { product: startProduct(row, handle), combinations: new Set() };
      builders.set(handle, builder);
      if (builder.product.title === '') problem(row, handle, `the product ${handle} has no Title.`);
    }
    addImage(
      builder.product,
      cell(row, 'Image Src'),
      cell(row, 'Image Alt Text'),
      cell(row, 'Image Position'),
    );
    if (isVariantRow(row)) addVariant(builder, row, digits, problem);
  }

  const products: ShopifyProduct[] = [];
  for (const { product } of builders.values()) {
    const first = { line: product.line, cells: {} };
    if (product.title === '') continue;
    if (product.variants.length === 0) {
      problem(first, product.handle, `${product.title} has no variant with a price, so it is left out.`);
      continue;
    }
    if (product.variants.length > MAX_VARIANTS) {
      problem(
        first,
        product.handle,
        `${product.title} has more than ${MAX_VARIANTS} variants, so it is left out.`,
      );
      continue;
    }
    const tooMany = product.options.find((option) => option.values.length > MAX_OPTION_VALUES);
    if (tooMany !== undefined) {
      problem(
        first,
        product.handle,
        `${tooMany.name} has more than ${MAX_OPTION_VALUES} values, so ${product.title} is left out.`,
      );
      continue;
    }
    products.push(product);
  }
  problems.sort((a, b) => a.line - b.line);
  return { products, problems };
}

function startProduct(first: ShopifyRow, handle: string): ShopifyProduct {
  const names = OPTION_SLOTS.map((slot) => cell(first, `Option${slot} Name`)).filter((name) => name !== '');
  // A product without options is written with one option "Title" valued "Default Title".
  const single =
    names.length === 1 && names[0] === 'Title' && cell(first, 'Option1 Value') === 'Default Title';
  const status = statusOf(first);
  const giftCard = flag(cell(first, 'Gift Card')) === true;
  return {
    handle,
    line: first.line,
    title: cell(first, 'Title'),
    descriptionHtml: first.cells['Body (HTML)'] ?? '',
    vendor: cell(first, 'Vendor'),
    type: cell(first, 'Type'),
    tags: [
      ...new Set(
        cell(first, 'Tags')
          .split(',')
          .map((tag) => tag.trim())
          .filter((tag) => tag !== ''),
      ),
    ].slice(0, 50),
    status,
    enabled: status === 'active' && flag(cell(first, 'Published')) !== false,
    kind: giftCard ? 'gift-card' : 'physical',
    seo: {
      title: cell(first, 'SEO Title').slice(0, 200),
      description: cell(first, 'SEO Description').slice(0, 500),
    },
    options: single
      ? []
      : names.slice(0, MAX_OPTIONS).map((name) => ({ name: name.slice(0, 100), values: [] })),
    variants: [],
    images: [],
  };
}

function addImage(product: ShopifyProduct, src: string, alt: string, position: string): void {
  if (src === '') return;
  const known = product.images.find((image) => image.src === src);
  if (known !== undefined) {
    if (known.alt === '') known.alt = alt;
    return;
  }
  const at = Number.parseInt(position, 10);
  product.images.push({
    src,
    alt,
    position: Number.isFinite(at) && at > 0 ? at : product.images.length + 1,
  });
  product.images.sort((a, b) => a.position - b.position);
}

function addVariant(
  builder: Builder,
  row: ShopifyRow,
  digits: number,
  problem: (row: ShopifyRow, handle: string, message: string, severity?: 'error' | 'warning') => void,
): void {
  const { product } = builder;
  const attributes: Record<string, string> = {};
  for (const [index, option] of product.options.entries()) {
    const value = cell(row, `Option${index + 1} Value`).slice(0, 100);
    if (value === '') {
      problem(row, product.handle, `the variant has no value for ${option.name}, so it is left out.`);
      return;
    }
    attributes[option.name] = value;
  }
  const key = JSON.stringify(product.options.map((option) => attributes[option.name]));
  if (builder.combinations.has(key) || (product.options.length === 0 && product.variants.length > 0)) {
    problem(row, product.handle, `${product.title} already has this variant, so the row is left out.`);
    return;
  }
  const price = minorUnits(cell(row, 'Variant Price'), digits);
  if (price === undefined) {
    problem(
      row,
      product.handle,
      `the price "${cell(row, 'Variant Price')}" is not an amount, so the variant is left out.`,
    );
    return;
  }
  const compareText = cell(row, 'Variant Compare At Price');
  const compare = compareText === '' ? undefined : minorUnits(compareText, digits);
  if (compareText !== '' && compare === undefined)
    problem(
      row,
      product.handle,
      `the compare-at price "${compareText}" is not an amount; the variant is not on sale.`,
      'warning',
    );
  const onSale = compare !== undefined && compare > price;
  if (compare !== undefined && compare > 0 && !onSale)
    problem(
      row,
      product.handle,
      `the compare-at price ${formatMinor(compare, digits)} is not above the price ${formatMinor(price, digits)}, so the variant is not on sale.`,
      'warning',
    );
  let sku = cell(row, 'Variant SKU').slice(0, MAX_SKU_LENGTH);
  if (sku === '') {
    sku = `${slugOfHandle(product.handle)
      .toUpperCase()
      .slice(0, MAX_SKU_LENGTH - 4)}-${product.variants.length + 1}`;
    problem(row, product.handle, `the variant has no SKU; it is given ${sku}.`, 'warning');
  }
  const tracked =
    !('Variant Inventory Tracker' in row.cells) || cell(row, 'Variant Inventory Tracker') !== '';
  const continues = cell(row, 'Variant Inventory Policy').toLowerCase() === 'continue';
  let stock: number | null = null;
  if (tracked && !continues) {
    const quantity = Number.parseInt(cell(row, 'Variant Inventory Qty') || '0', 10);
    stock = Number.isFinite(quantity) ? Math.min(Math.max(quantity, 0), MAX_STOCK) : 0;
  }
  const grams = Number.parseFloat(cell(row, 'Variant Grams'));
  if (flag(cell(row, 'Variant Requires Shipping')) === false && product.kind === 'physical')
    product.kind = 'service';
  if (flag(cell(row, 'Variant Requires Shipping')) === true && product.kind === 'service')
    product.kind = 'physical';
  for (const option of product.options) {
    const value = attributes[option.name]!;
    if (!option.values.includes(value)) option.values.push(value);
  }
  builder.combinations.add(key);
  const imageSrc = cell(row, 'Variant Image');
  if (imageSrc !== '') addImage(product, imageSrc, '', '');
  product.variants.push({
    line: row.line,
    sku,
    attributes,
    priceCents: onSale ? compare : price,
    salePriceCents: onSale ? price : 0,
    onSale,
    stock,
    weight: Number.isFinite(grams) && grams > 0 ? Math.round(grams) / 1000 : null,
    imageSrc: imageSrc === '' ? null : imageSrc,
  });
}
