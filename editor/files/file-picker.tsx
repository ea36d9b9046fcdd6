// The file manager as a picker (image blocks, galleries, covers): search, choose one or several by keyboard or pointer, or upload and choose.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ListBox, ListBoxItem, Text, type Selection } from 'react-aria-components';
import type { FileView } from '../../domain/owner-api/files.js';
import { FILE_ACCEPT, formatFileSize } from '../../domain/file-rules.js';
import { FILE_KEYS } from '../api/files.js';
import { useAnnounce } from '../ui/announcer.js';
import { EditorDialog } from '../ui/dialog.js';
import { TextField } from '../ui/field.js';
import { Loading, LoadError, LoadMore } from '../ui/load-state.js';
import { ChooseFilesButton, IMAGE_ACCEPT } from './file-chooser.js';
import { fileDimensions } from './file-format.js';
import { FileThumbnail } from './files-table.js';
import { UploadLimit, UploadList } from './upload-list.js';
import { useDebouncedValue, useFileList } from './use-file-list.js';
import { useUploadQueue } from './use-upload-queue.js';

/** Props of {@link FilePickerDialog}. */
export interface FilePickerDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Called with the chosen files (one unless `multiple`); the dialog closes itself after. */
  onPick: (files: FileView[]) => void;
  multiple?: boolean;
  /** Only pictures are listed and may be uploaded (default true). */
  imagesOnly?: boolean;
  title?: string;
}

function defaultTitle(imagesOnly: boolean, multiple: boolean): string {
  if (imagesOnly) return multiple ? 'Choose images' : 'Choose an image';
  return multiple ? 'Choose files' : 'Choose a file';
}

/** A file's size and dimensions, as the picker shows them. */
function metaOf(file: FileView): string {
  return [formatFileSize(file.size), fileDimensions(file)].filter(Boolean).join(' · ');
}

/** Choose (or upload, then choose) files. Each opening starts afresh: no search, nothing selected. */
export function FilePickerDialog({
  isOpen,
  onClose,
  onPick,
  multiple = false,
  imagesOnly = true,
  title,
}: FilePickerDialogProps) {
  return (
    <EditorDialog
      title={title ?? defaultTitle(imagesOnly, multiple)}
      isOpen={isOpen}
      onClose={onClose}
      size="large"
    >
      {isOpen ? (
        <PickerBody
          multiple={multiple}
          imagesOnly={imagesOnly}
          onCancel={onClose}
          onChoose={(files) => {
            onPick(files);
            onClose();
          }}
        />
      ) : null}
    </EditorDialog>
  );
}

interface PickerBodyProps {
  multiple: boolean;
  imagesOnly: boolean;
  onCancel: () => void;
  onChoose: (files: FileView[]) => void;
}

function PickerBody({ multiple, imagesOnly, onCancel, onChoose }: PickerBodyProps) {
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search);
  const list = useFileList({ q, images: imagesOnly });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Files uploaded here, shown first (and selected) even before the list is fetched again.
  const [uploaded, setUploaded] = useState<FileView[]>([]);

  const uploads = useUploadQueue({
    imagesOnly,
    onUploaded: (file) => {
      setUploaded((files) => [file, ...files.filter((known) => known.id !== file.id)]);
      setSelected((keys) => (multiple ? new Set([...keys, file.id]) : new Set([file.id])));
      void queryClient.invalidateQueries({ queryKey: FILE_KEYS.lists });
      announce(`${file.name} uploaded and selected.`);
    },
    onFailed: (entry) => announce(`${entry.name}: ${entry.statusText}`),
  });

  const shown = useMemo(() => {
    const listed = new Set(list.files.map((file) => file.id));
    return [...uploaded.filter((file) => !listed.has(file.id)), ...list.files];
  }, [uploaded, list.files]);

  function changeSelection(keys: Selection) {
    setSelected(keys === 'all' ? new Set(shown.map((file) => file.id)) : new Set([...keys].map(String)));
  }

  function choose() {
    const byId = new Map(shown.map((file) => [file.id, file]));
    const files = [...selected].flatMap((id) => byId.get(id) ?? []);
    if (files.length > 0) onChoose(files);
  }

  const count = [...selected].filter((id) => shown.some((file) => file.id === id)).length;
  return (
    <div className="file-picker">
      <div className="toolbar file-picker__toolbar">
        <div role="search" aria-label="Find files" className="file-picker__search">
          <TextField
            label="Search files"
            type="search"
            value={search}
            onChange={setSearch}
            autoComplete="off"
          />
        </div>
        <ChooseFilesButton
          label="Upload"
          accept={imagesOnly ? IMAGE_ACCEPT : FILE_ACCEPT}
          multiple={multiple}
          onFiles={uploads.add}
        />
      </div>
      <UploadLimit maxFileBytes={list.data?.pages[0]?.maxFileBytes} />
      <UploadList
        uploads={uploads}
        onDescribed={(file) =>
          // A picture chosen right after its alt text was typed carries that alt text (no warning for it).
          setUploaded((files) => files.map((known) => (known.id === file.id ? file : known)))
        }
      />
      {list.isPending ? (
        <Loading label="Loading files…" />
      ) : list.data === undefined && shown.length === 0 ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <ListBox
          aria-label={imagesOnly ? 'Images' : 'Files'}
          className="file-picker__grid"
          layout="grid"
          items={shown}
          selectionMode={multiple ? 'multiple' : 'single'}
          selectedKeys={selected}
          onSelectionChange={changeSelection}
          renderEmptyState={() => (
            <p className="empty-state">
              {q.trim() === '' ? 'No files yet. Upload one to choose it.' : 'No files match this search.'}
            </p>
          )}
        >
          {(file) => (
            <ListBoxItem id={file.id} textValue={file.name} className="file-picker__option">
              <FileThumbnail file={file} />
              {/* One label holding all the option shows (name, size, dimensions), so its accessible name is what is seen. */}
              <Text slot="label" className="file-picker__label">
                <span className="file-picker__name">{file.name}</span>{' '}
                <span className="file-picker__meta">{metaOf(file)}</span>
              </Text>
            </ListBoxItem>
          )}
        </ListBox>
      )}
      <LoadMore list={list} className="button button--small" />
      <div className="dialog__actions file-picker__actions">
        <p className="file-picker__count" role="status">
          {count === 0 ? 'Nothing selected' : `${count} selected`}
        </p>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button button--primary" onClick={choose} disabled={count === 0}>
          Choose
        </button>
      </div>
    </div>
  );
}
