// Opens one post or event for editing (or a new one): loads it, then hands it to the form.
import { Link } from 'react-router';
import type { CollectionView } from '../../domain/owner-api/items.js';
import { GENERAL_MESSAGES } from '../../domain/owner-messages.js';
import { ApiError } from '../api/client.js';
import { useItem } from '../api/content.js';
import { Alert } from '../ui/alert.js';
import { Loading, LoadError } from '../ui/load-state.js';
import { ItemEditorForm } from './item-editor-form.js';

/** The address segment of an item not saved yet (`/collections/{id}/new`). */
export const NEW_ITEM = 'new';

/** Props of {@link ItemEditor}. */
export interface ItemEditorProps {
  collection: CollectionView;
  /** An item id, or {@link NEW_ITEM}. */
  itemId: string;
  timeZone: string;
  accountId?: string;
}

/** The editor of `itemId` in `collection`. */
export function ItemEditor({ collection, itemId, timeZone, accountId }: ItemEditorProps) {
  const isNew = itemId === NEW_ITEM;
  const item = useItem(collection.id, isNew ? undefined : itemId);
  if (isNew) {
    return (
      <ItemEditorForm key={NEW_ITEM} collection={collection} timeZone={timeZone} accountId={accountId} />
    );
  }
  if (item.isPending) return <Loading />;
  if (item.error !== null) {
    if (item.error instanceof ApiError && item.error.status === 404) {
      return (
        <Alert
          tone="error"
          title={GENERAL_MESSAGES.unableToLocateContent}
          actions={<Link to={`/collections/${collection.id}`}>{`Back to ${collection.title}`}</Link>}
        >
          It may have been deleted.
        </Alert>
      );
    }
    return <LoadError error={item.error} onRetry={() => void item.refetch()} />;
  }
  // Keyed by the item: a background refetch does not reset what is being typed.
  return (
    <ItemEditorForm
      key={item.data.id}
      collection={collection}
      initial={item.data}
      timeZone={timeZone}
      accountId={accountId}
    />
  );
}
