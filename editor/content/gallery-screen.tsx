// A gallery: upload several images at once or add them from the file manager, caption them, order them, choose the cover and how it is shown.
import { useState } from 'react';
import type { CollectionView, ItemView } from '../../domain/owner-api/items.js';
import { useCan } from '../api/website.js';
import { FilePickerDialog } from '../files/file-picker.js';
import { useUploadQueue } from '../files/use-upload-queue.js';
import { Alert } from '../ui/alert.js';
import { ConfirmDialog } from '../ui/dialog.js';
import { Loading, LoadError } from '../ui/load-state.js';
import { contentWords } from './content-words.js';
import { imageName } from './gallery-card.js';
import { GalleryDisplayForm } from './gallery-display-form.js';
import { GalleryGrid } from './gallery-grid.js';
import { GalleryUploads } from './gallery-uploads.js';
import { useContentPreview } from './use-content-preview.js';
import { useGallery } from './use-gallery.js';

/** Props of {@link GalleryScreen}. */
export interface GalleryScreenProps {
  collection: CollectionView;
  timeZone: string;
}

/** The gallery editor. */
export function GalleryScreen({ collection, timeZone }: GalleryScreenProps) {
  const words = contentWords(collection.kind);
  const canEdit = useCan('content:edit');
  const gallery = useGallery(collection);
  const uploads = useUploadQueue({
    imagesOnly: true,
    // Each picture joins the gallery as soon as it is stored, while the others are still uploading.
    onUploaded: (file) => void gallery.addFiles([file]),
  });
  const [picking, setPicking] = useState(false);
  const [removing, setRemoving] = useState<ItemView | undefined>();
  useContentPreview(collection, undefined, words.one, timeZone);
  const items = gallery.items.data ?? [];

  return (
    <div className="gallery-screen">
      <h1>
        {collection.title}
        <span className="content-kind">{` · ${words.kind}`}</span>
      </h1>
      {canEdit ? (
        <GalleryUploads
          entries={uploads.entries}
          onFiles={(files) => uploads.add(files)}
          onCancel={uploads.cancel}
          onDismiss={uploads.dismiss}
          onAddFromFiles={() => setPicking(true)}
        />
      ) : null}
      {gallery.error !== undefined ? (
        <Alert
          tone="error"
          actions={
            <button
              type="button"
              className="button button--small"
              onClick={() => gallery.setError(undefined)}
            >
              Dismiss
            </button>
          }
        >
          {gallery.error}
        </Alert>
      ) : null}
      {gallery.items.isPending ? <Loading /> : null}
      {gallery.items.error !== null ? (
        <LoadError error={gallery.items.error} onRetry={() => void gallery.items.refetch()} />
      ) : null}
      {gallery.items.data !== undefined && items.length === 0 ? (
        <p className="empty-state">No images yet. Upload some or add them from your files.</p>
      ) : null}
      {items.length > 0 ? (
        <GalleryGrid
          items={items}
          coverImageId={collection.coverImageId}
          canEdit={canEdit}
          captionErrors={gallery.captionErrors}
          onMove={(from, to) => void gallery.move(from, to)}
          onCaption={(item, title) => void gallery.saveCaption(item, title)}
          onSetCover={(item) => void gallery.setCover(item)}
          onRemove={setRemoving}
        />
      ) : null}
      <GalleryDisplayForm collection={collection} canEdit={canEdit} />
      <FilePickerDialog
        isOpen={picking}
        onClose={() => setPicking(false)}
        onPick={(files) => void gallery.addFiles(files)}
        multiple
        imagesOnly
        title="Add images from your files"
      />
      <ConfirmDialog
        title="Remove this image?"
        isOpen={removing !== undefined}
        destructive
        confirmLabel="Remove image"
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => {
          const item = removing;
          setRemoving(undefined);
          if (item !== undefined) void gallery.remove(item);
        }}
      >
        <p>
          {removing === undefined
            ? ''
            : `${imageName(removing, items.indexOf(removing))} will leave the gallery. The picture stays in your files.`}
        </p>
      </ConfirmDialog>
    </div>
  );
}
