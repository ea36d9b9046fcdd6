// "Create a store" (SPEC §1, §4 store creation): title, optional URL, enabled, and whether it goes first in the main menu.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cleanSlug } from '../../domain/store-slug.js';
import { createStore } from '../api/products.js';
import { PRODUCT_KEYS } from '../api/products.js';
import { Alert } from '../ui/alert.js';
import { DialogFormActions, EditorDialog } from '../ui/dialog.js';
import { CheckboxField, TextField } from '../ui/field.js';
import { useFormSubmit } from '../ui/use-form-submit.js';

/** Props of {@link CreateStoreDialog}. */
export interface CreateStoreDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Called with the new store's id once it exists. */
  onCreated: (storeId: string) => void;
}

/** The dialog that creates a store: its collection, root category and (when asked) its menu link. */
export function CreateStoreDialog({ isOpen, onClose, onCreated }: CreateStoreDialogProps) {
  return (
    <EditorDialog title="Create a store" isOpen={isOpen} onClose={onClose}>
      {isOpen ? <CreateStoreForm onCancel={onClose} onCreated={onCreated} /> : null}
    </EditorDialog>
  );
}

function CreateStoreForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (id: string) => void }) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [urlId, setUrlId] = useState('');
  const [enabled, setEnabled] = useState(true);
  const [addToNavigation, setAddToNavigation] = useState(true);
  const form = useFormSubmit(
    async () => {
      const { store } = await createStore({
        title,
        ...(urlId.trim() === '' ? {} : { urlId: urlId.trim() }),
        enabled,
        addToNavigation,
      });
      await queryClient.invalidateQueries({ queryKey: PRODUCT_KEYS.all });
      onCreated(store.id);
    },
    { leavesOnSuccess: true },
  );
  const fields = form.error?.fields ?? {};
  const suggested = cleanSlug(title);
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate>
      <div className="dialog__content">
        {form.error !== undefined ? <Alert tone="error">{form.error.message}</Alert> : null}
        <TextField label="Store name" value={title} onChange={setTitle} error={fields.title} autoFocus />
        <TextField
          label="URL"
          value={urlId}
          onChange={setUrlId}
          error={fields.urlId}
          placeholder={suggested === '' ? 'store' : suggested}
          description="Leave empty to make it from the name. Lower-case words joined by hyphens."
        />
        <CheckboxField label="Visitors can see the store" checked={enabled} onChange={setEnabled} />
        <CheckboxField
          label="Put the store first in the main menu"
          checked={addToNavigation}
          onChange={setAddToNavigation}
        />
      </div>
      <DialogFormActions
        onCancel={onCancel}
        submitLabel="Create store"
        busy={form.busy}
        busyLabel="Creating…"
      />
    </form>
  );
}
