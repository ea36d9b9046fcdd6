// Deleting a page: a confirmation naming it (and what goes with it); the server's refusal (the home page, a store with products) is shown.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PageView } from '../../domain/owner-api/pages.js';
import { COLLECTION_LIST_KEY, deletePage, PAGE_KEYS } from '../api/pages.js';
import { Alert } from '../ui/alert.js';
import { useAnnounce } from '../ui/announcer.js';
import { ConfirmDialog } from '../ui/dialog.js';

/** What else goes when a page of each kind is deleted. */
function consequence(page: PageView): string {
  switch (page.type) {
    case 'blog':
      return 'Its blog posts are deleted with it.';
    case 'events':
      return 'Its events are deleted with it.';
    case 'gallery':
      return 'Its images are taken out of the gallery (the files stay in the file manager).';
    case 'products':
      return 'A store can only be deleted once it has no products.';
    case 'lock-screen':
      return 'The site is no longer locked: visitors see its pages again.';
    case 'cart':
      return 'The cart stays at /cart.';
    default:
      return 'Its blocks are deleted with it.';
  }
}

/** Props of {@link DeletePageDialog}. */
export interface DeletePageDialogProps {
  /** The page to delete; the dialog is open while it is set. */
  page: PageView | undefined;
  onClose: () => void;
  onDeleted: (page: PageView) => void;
}

/** "Delete the page …?" with Delete and Cancel; links to it leave the navigation too. */
export function DeletePageDialog({ page, onClose, onDeleted }: DeletePageDialogProps) {
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const remove = useMutation({
    mutationFn: (target: PageView) => deletePage(target.id),
    onSuccess: async (_nothing, target) => {
      queryClient.removeQueries({ queryKey: PAGE_KEYS.one(target.id), exact: true });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PAGE_KEYS.list, exact: true }),
        queryClient.invalidateQueries({ queryKey: COLLECTION_LIST_KEY }),
      ]);
      announce('Page deleted.');
      remove.reset();
      onDeleted(target);
    },
  });
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      title="Delete page"
      isOpen={page !== undefined}
      onCancel={close}
      onConfirm={() => (page === undefined ? undefined : remove.mutate(page))}
      confirmLabel={remove.isPending ? 'Deleting…' : 'Delete'}
      destructive
      busy={remove.isPending}
    >
      {remove.error !== null ? (
        <Alert tone="error" title="The page was not deleted.">
          {remove.error.message}
        </Alert>
      ) : null}
      {page !== undefined ? (
        <>
          <p>
            Delete the page “{page.title}” ({page.fullUrl})? {consequence(page)}
          </p>
          <p>Links to it are removed from the navigation. This cannot be undone.</p>
        </>
      ) : null}
    </ConfirmDialog>
  );
}
