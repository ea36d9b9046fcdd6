// Deleting a product: a confirmation, and the server's refusal (an open cart or unfulfilled order holds it) shown with why.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductSummary } from '../../domain/owner-api/products.js';
import { asApiError } from '../api/client.js';
import { PRODUCT_KEYS, deleteProduct } from '../api/products.js';
import { Alert } from '../ui/alert.js';
import { ConfirmDialog } from '../ui/dialog.js';
import { useAnnounce } from '../ui/announcer.js';

/** Props of {@link DeleteProductDialog}. */
export interface DeleteProductDialogProps {
  product: Pick<ProductSummary, 'id' | 'title'> | undefined;
  onClose: () => void;
  /** Called once the product is gone. */
  onDeleted?: () => void;
}

/** "Delete <product>?"; a refusal stays in the dialog, in the server's words. */
export function DeleteProductDialog({ product, onClose, onDeleted }: DeleteProductDialogProps) {
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const remove = useMutation({
    mutationFn: (id: string) => deleteProduct(id),
    onSuccess: async () => {
      announce(`${product?.title ?? 'The product'} was deleted.`);
      await queryClient.invalidateQueries({ queryKey: PRODUCT_KEYS.all });
      remove.reset();
      onClose();
      onDeleted?.();
    },
  });
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      title={`Delete ${product?.title ?? 'product'}?`}
      isOpen={product !== undefined}
      onCancel={close}
      onConfirm={() => product !== undefined && remove.mutate(product.id)}
      confirmLabel="Delete"
      destructive
      busy={remove.isPending}
    >
      {remove.error !== null ? (
        <Alert tone="error" title="The product was not deleted">
          {asApiError(remove.error).message}
        </Alert>
      ) : (
        <p>
          The product, its variants and their stock are removed from the store. Past orders keep their lines.
        </p>
      )}
    </ConfirmDialog>
  );
}
