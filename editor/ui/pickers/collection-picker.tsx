// The collection picker (SPEC §2): choose one of the site's blogs, event lists, galleries or stores.
import type { ReactNode } from 'react';
import type { CollectionKindName, CollectionView } from '../../../domain/owner-api/items.js';
import { PAGE_KIND_LABELS } from '../../../domain/owner-api/page-rules.js';
import { GENERAL_MESSAGES } from '../../../domain/owner-messages.js';
import { useCollectionList } from '../../api/pages.js';
import { Loading, LoadError } from '../load-state.js';
import { PickerComboBox } from './picker-combo-box.js';

/** Props of {@link CollectionPicker}. */
export interface CollectionPickerProps {
  label?: string;
  /** The chosen collection's id, or null. */
  selectedCollectionId: string | null;
  onSelect: (collection: CollectionView) => void;
  /** Only these kinds are listed (default: every kind). */
  kinds?: readonly CollectionKindName[];
  error?: string;
  description?: ReactNode;
}

/** A combo box of the site's collections, each with its kind and address. */
export function CollectionPicker({
  label = 'Collection',
  selectedCollectionId,
  onSelect,
  kinds,
  error,
  description,
}: CollectionPickerProps) {
  const list = useCollectionList();
  if (list.isPending) return <Loading label="Loading collections…" />;
  if (list.error !== null) {
    return (
      <LoadError
        error={list.error}
        title={GENERAL_MESSAGES.unableToLoadCollections}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const collections = list.data.filter(
    (collection) => kinds === undefined || kinds.includes(collection.kind),
  );
  return (
    <PickerComboBox
      label={label}
      options={collections.map((collection) => ({
        id: collection.id,
        label: collection.title,
        description: `${PAGE_KIND_LABELS[collection.kind]} · ${collection.fullUrl}`,
      }))}
      selectedId={selectedCollectionId}
      onSelect={(id) => {
        const collection = collections.find((candidate) => candidate.id === id);
        if (collection !== undefined) onSelect(collection);
      }}
      error={error}
      description={description}
      placeholder={
        collections.length === 0 ? 'This site has no collections yet' : 'Type to find a collection'
      }
      isDisabled={collections.length === 0}
    />
  );
}
