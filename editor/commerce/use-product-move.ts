// Moving a product in its store's order from the grid: the page shows the new order at once (in the query cache, so no reload that was already under way can put the old order back), the server is told, and the page is reloaded once the last of several quick moves is done; a refused move puts the page back as it was.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductList, ProductSummary } from '../../domain/owner-api/products.js';
import { PRODUCT_KEYS, moveProduct, type ProductTableQuery } from '../api/products.js';
import type { ProductMoveTarget } from './products-table.js';

/** One move: the product, where it goes, and the page's products' ids in their new order. */
export interface ProductMove {
  product: ProductSummary;
  target: ProductMoveTarget;
  order: readonly string[];
}

const MOVE_KEY = ['products', 'move'] as const;

/** `list` with its products in `order` (ids it does not hold are left out; products not in `order` keep their place at the end). */
export function inOrder(list: ProductList, order: readonly string[]): ProductList {
  const byId = new Map(list.products.map((product) => [product.id, product]));
  const placed = order.flatMap((id) => byId.get(id) ?? []);
  const rest = list.products.filter((product) => !order.includes(product.id));
  return { ...list, products: [...placed, ...rest] };
}

/** The move mutation of the grid showing the page of `query`; `onMoved` tells the owner once the server agreed. */
export function useProductMove(query: ProductTableQuery, onMoved: (product: ProductSummary) => void) {
  const queryClient = useQueryClient();
  const key = PRODUCT_KEYS.list(query);
  return useMutation({
    mutationKey: MOVE_KEY,
    mutationFn: ({ product, target }: ProductMove) => moveProduct(product.id, target),
    onMutate: async ({ order }: ProductMove) => {
      // A reload already under way would answer with the order from before this move.
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ProductList>(key);
      if (before !== undefined) queryClient.setQueryData<ProductList>(key, inOrder(before, order));
      return { before };
    },
    onError: (_error, _move, context) => {
      if (context?.before !== undefined) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (_reply, { product }) => onMoved(product),
    onSettled: async () => {
      // Only the last of several quick moves reloads: an earlier one's answer lacks the later moves.
      if (queryClient.isMutating({ mutationKey: MOVE_KEY }) <= 1)
        await queryClient.invalidateQueries({ queryKey: PRODUCT_KEYS.all });
    },
  });
}
