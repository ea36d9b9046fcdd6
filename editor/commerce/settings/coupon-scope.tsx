// The coupon dialog's "Applies to": the whole order, or chosen products (found by a server search) and categories.
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PRODUCT_KEYS, fetchProduct, fetchProducts, type ProductTableQuery } from '../../api/products.js';
import { useDebouncedValue } from '../../files/use-file-list.js';
import { CheckboxField, TextField } from '../../ui/field.js';

/** A chosen product: its id (what the coupon stores) and, when known, its title. */
export interface ScopedProduct {
  id: string;
  title?: string;
}

/** Props of {@link CouponScopeFields}. */
export interface CouponScopeFieldsProps {
  /** Whether the coupon covers only the chosen products and categories. */
  limited: boolean;
  products: readonly ScopedProduct[];
  /** Category names, comma-separated as typed. */
  categories: string;
  onChange: (change: { limited?: boolean; products?: ScopedProduct[]; categories?: string }) => void;
  error?: string;
}

const FOUND = 8;

/** The scope fields: a switch, the chosen products with Remove, a product search with Add, and categories. */
export function CouponScopeFields({
  limited,
  products,
  categories,
  onChange,
  error,
}: CouponScopeFieldsProps) {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim());
  const asked: ProductTableQuery = {
    search: query,
    storeId: '',
    kind: '',
    status: '',
    sort: 'title',
    direction: 'asc',
    page: 1,
    pageSize: FOUND,
  };
  const found = useQuery({
    queryKey: PRODUCT_KEYS.list(asked),
    queryFn: () => fetchProducts(asked),
    enabled: limited && query !== '',
  });
  // A saved coupon keeps product ids: their titles are looked up to show them.
  const titles = useQueries({
    queries: products
      .filter((product) => product.title === undefined)
      .map((product) => ({
        queryKey: PRODUCT_KEYS.one(product.id),
        queryFn: () => fetchProduct(product.id),
        retry: false,
      })),
  });
  const titleOf = (product: ScopedProduct) =>
    product.title ?? titles.find((each) => each.data?.id === product.id)?.data?.title ?? product.id;
  const chosen = new Set(products.map((product) => product.id));
  const matches = limited && query !== '' ? (found.data?.products ?? []) : [];

  return (
    <fieldset className="field-group coupon-scope">
      <legend>Applies to</legend>
      <CheckboxField
        label="Only chosen products and categories"
        checked={limited}
        onChange={(on) => onChange({ limited: on })}
        description="Otherwise the coupon takes its discount off the whole order."
      />
      {limited ? (
        <>
          {products.length > 0 ? (
            <ul className="coupon-scope__chosen" aria-label="Chosen products">
              {products.map((product) => (
                <li key={product.id}>
                  <span>{titleOf(product)}</span>{' '}
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={`Remove ${titleOf(product)}`}
                    onClick={() => onChange({ products: products.filter((each) => each.id !== product.id) })}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="field__help">No products chosen yet.</p>
          )}
          <TextField
            label="Find a product"
            type="search"
            value={search}
            onChange={setSearch}
            autoComplete="off"
            description="Type part of its title, then Add."
          />
          {matches.length > 0 ? (
            <ul className="coupon-scope__found" aria-label="Products found">
              {matches.map((product) => (
                <li key={product.id}>
                  <span>{product.title}</span>{' '}
                  <button
                    type="button"
                    className="button button--small"
                    disabled={chosen.has(product.id)}
                    aria-label={`Add ${product.title}`}
                    onClick={() =>
                      onChange({ products: [...products, { id: product.id, title: product.title }] })
                    }
                  >
                    {chosen.has(product.id) ? 'Added' : 'Add'}
                  </button>
                </li>
              ))}
            </ul>
          ) : limited && query !== '' && found.data !== undefined ? (
            <p className="field__help" role="status">
              No product matches “{query}”.
            </p>
          ) : null}
          <TextField
            label="Categories"
            value={categories}
            onChange={(text) => onChange({ categories: text })}
            description="Category names, separated by commas."
            error={error}
          />
        </>
      ) : null}
    </fieldset>
  );
}

/** The category names typed, trimmed, without empties or repeats. */
export function categoryNames(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    ),
  ];
}
