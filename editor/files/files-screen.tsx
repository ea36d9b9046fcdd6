// The file manager (SPEC §2): upload several files at once with a progress bar each, search, rename, copy an address, delete.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { FileView } from '../../domain/owner-api/files.js';
import { FILE_KEYS } from '../api/files.js';
import { useCan, useWebsite } from '../api/website.js';
import { Alert } from '../ui/alert.js';
import { useAnnounce } from '../ui/announcer.js';
import { CheckboxField, TextField } from '../ui/field.js';
import { Loading, LoadError, LoadMore } from '../ui/load-state.js';
import { DeleteFileDialog } from './delete-file-dialog.js';
import { UploadDropZone } from './file-chooser.js';
import { absoluteFileUrl } from './file-format.js';
import { FilesTable } from './files-table.js';
import { RenameFileDialog } from './rename-file-dialog.js';
import { ImageDetailsDialog } from './image-details-dialog.js';
import { UploadLimit, UploadList } from './upload-list.js';
import type { UploadEntry } from './upload-queue.js';
import { useDebouncedValue, useFileList } from './use-file-list.js';
import { useUploadQueue } from './use-upload-queue.js';

/** The Files screen at /config/files; read-only for owners without `files:edit`. */
export function FilesScreen() {
  const canEdit = useCan('files:edit');
  const timeZone = useWebsite().data?.website.timeZone;
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [search, setSearch] = useState('');
  const [imagesOnly, setImagesOnly] = useState(false);
  const q = useDebouncedValue(search);
  const list = useFileList({ q, images: imagesOnly });
  const [renaming, setRenaming] = useState<FileView | undefined>();
  const [describing, setDescribing] = useState<FileView | undefined>();
  const [deleting, setDeleting] = useState<FileView | undefined>();

  const uploads = useUploadQueue({
    onUploaded: (file) => {
      void queryClient.invalidateQueries({ queryKey: FILE_KEYS.lists });
      announce(`${file.name} uploaded.`);
    },
    onFailed: (entry: UploadEntry) => announce(`${entry.name}: ${entry.statusText}`),
  });

  const copy = useCallback(
    async (file: FileView) => {
      const address = absoluteFileUrl(file);
      try {
        await navigator.clipboard.writeText(address);
        announce(`The address of ${file.name} was copied.`);
      } catch {
        // No clipboard (an insecure origin, a refused permission): the address itself is the next best thing.
        announce(`Unable to copy. The address is ${address}`);
      }
    },
    [announce],
  );

  return (
    <div className="files-screen">
      <h1>Files</h1>
      {canEdit ? (
        <>
          <UploadDropZone onFiles={uploads.add} />
          <UploadLimit maxFileBytes={list.data?.pages[0]?.maxFileBytes} />
        </>
      ) : (
        <Alert tone="info">
          You can see the files of this website, but your role does not include changing them.
        </Alert>
      )}
      <UploadList uploads={uploads} />
      <div className="toolbar files-toolbar" role="search" aria-label="Find files">
        <TextField
          label="Search files"
          type="search"
          value={search}
          onChange={setSearch}
          className="files-toolbar__search"
          autoComplete="off"
        />
        <CheckboxField label="Images only" checked={imagesOnly} onChange={setImagesOnly} />
      </div>
      {list.isPending ? (
        <Loading label="Loading files…" />
      ) : list.data === undefined ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.files.length === 0 ? (
        <p className="empty-state">
          {q.trim() !== '' || imagesOnly
            ? 'No files match this search.'
            : 'No files yet. Upload pictures, documents and other files to use them on your site.'}
        </p>
      ) : (
        <>
          <FilesTable
            files={list.files}
            canEdit={canEdit}
            timeZone={timeZone}
            onCopy={(file) => void copy(file)}
            onRename={setRenaming}
            onDescribe={setDescribing}
            onDelete={setDeleting}
          />
          <p className="files-count" role="status">
            Showing {list.files.length} of {list.total} {list.total === 1 ? 'file' : 'files'}
          </p>
        </>
      )}
      <LoadMore list={list} />
      <RenameFileDialog file={renaming} onClose={() => setRenaming(undefined)} />
      <ImageDetailsDialog file={describing} onClose={() => setDescribing(undefined)} guardLeaving />
      <DeleteFileDialog file={deleting} onClose={() => setDeleting(undefined)} />
    </div>
  );
}
