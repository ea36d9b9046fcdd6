// The error a bad demo fixture gives: which file, which field, and what is wrong with it.

/** A path into a fixture file, as zod reports it: `['products', 3, 'variants', 0, 'priceCents']`. */
export type FieldPath = readonly PropertyKey[];

/**
 * A demo fixture that cannot be loaded. The message names the file and the field
 * (`products.json, products[3].variants[0].priceCents (in wool-camp-blanket): …`) so it can be fixed
 * without reading the seed's code.
 */
export class DemoFixtureError extends Error {
  override readonly name = 'DemoFixtureError';

  constructor(
    /** The fixture file's name, e.g. `products.json`. */
    readonly file: string,
    /** The field, e.g. `products[3].variants[0].priceCents`; empty for the whole file. */
    readonly field: string,
    readonly detail: string,
  ) {
    super(`Demo fixture ${file}, ${field === '' ? 'whole file' : field}: ${detail}`);
  }
}

/**
 * `['products', 3, 'variants', 0]` as `products[3].variants[0]`, followed by the URL id or key of
 * the outermost list element the path passes through, found in `data`: ` (in wool-camp-blanket)`.
 */
export function describeField(path: FieldPath, data?: unknown): string {
  let text = '';
  let label: string | undefined;
  let node: unknown = data;
  for (const part of path) {
    if (typeof part === 'number') text += `[${part}]`;
    else text += `${text === '' ? '' : '.'}${String(part)}`;
    node =
      node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[part] : undefined;
    if (label === undefined && typeof part === 'number') label = nameOf(node);
  }
  return label === undefined ? text : `${text} (in ${label})`;
}

function nameOf(node: unknown): string | undefined {
  if (node === null || typeof node !== 'object') return undefined;
  const record = node as Record<string, unknown>;
  const name = record.urlId ?? record.key ?? record.sku ?? record.id;
  return typeof name === 'string' ? name : undefined;
}
