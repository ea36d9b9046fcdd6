// Deleting a file: first learn where it is used and say so ("Used on: Home (page) …"), then delete, forcing only when it is in use.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FILE_IN_USE_ERROR } from '../../domain/owner-api/file-codes.js';
import type { FileUse, FileView } from '../../domain/owner-api/files.js';
import { GENERAL_MESSAGES } from '../../domain/owner-messages.js';
import { ApiError } from '../api/client.js';
import { deleteFile, fetchFile, FILE_KEYS } from '../api/files.js';
import { Alert } from '../ui/alert.js';
import { useAnnounce } from '../ui/announcer.js';
import { ConfirmDialog } from '../ui/dialog.js';
import { Loading, LoadError } from '../ui/load-state.js';
import { FILE_USE_KINDS } from './file-format.js';

/** Props of {@link DeleteFileDialog}: the file to delete, or undefined when closed. */
export interface DeleteFileDialogProps {
  file: FileView | undefined;
  onClose: () => void;
}

/** The delete confirmation. */
export function DeleteFileDialog({ file, onClose }: DeleteFileDialogProps) {
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const id = file?.id ?? '';
  const usage = useQuery({
    queryKey: FILE_KEYS.one(id),
    queryFn: ({ signal }) => fetchFile(id, signal),
    enabled: file !== undefined,
    // Where a file is used changes as pages are edited: always ask again before deleting.
    staleTime: 0,
    gcTime: 0,
  });
  const usedBy = usage.data?.usedBy ?? [];
  const remove = useMutation({
    mutationFn: () => deleteFile(id, usedBy.length > 0),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: FILE_KEYS.one(id) });
      await queryClient.invalidateQueries({ queryKey: FILE_KEYS.lists });
      announce(`${file?.name ?? 'The file'} was deleted.`);
      close();
    },
    onError: async (error) => {
      // Someone put the file to use since it was checked: show the places, and let the owner confirm again.
      if (error instanceof ApiError && error.code === FILE_IN_USE_ERROR) await usage.refetch();
    },
  });

  function close() {
    remove.reset();
    onClose();
  }

  const name = file?.name ?? '';
  return (
    <ConfirmDialog
      title="Delete file?"
      isOpen={file !== undefined}
      onCancel={close}
      onConfirm={() => remove.mutate()}
      confirmLabel="Delete file"
      destructive
      busy={usage.isFetching || remove.isPending}
    >
      <p>
        <strong>{name}</strong> will be deleted. This cannot be undone.
      </p>
      {usage.isPending ? <Loading label="Checking where this file is used…" /> : null}
      {usage.error !== null ? <LoadError error={usage.error} onRetry={() => void usage.refetch()} /> : null}
      {usedBy.length > 0 ? <UsedOn uses={usedBy} /> : null}
      {remove.error !== null ? (
        <Alert tone="error" title="Unable to delete the file">
          {remove.error instanceof ApiError ? remove.error.message : GENERAL_MESSAGES.somethingWentWrong}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}

/** "Used on: Home (page), Harbor Chore Coat (product)", each opening the site in a new tab. */
function UsedOn({ uses }: { uses: FileUse[] }) {
  return (
    <div className="file-uses">
      <p className="file-uses__lead">
        Used on:{' '}
        {uses.map((use, at) => (
          <span key={`${use.kind}-${use.id}`}>
            {at > 0 ? ', ' : null}
            <a href={use.fullUrl} target="_blank" rel="noopener noreferrer">
              {use.title}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>{' '}
            ({FILE_USE_KINDS[use.kind]})
          </span>
        ))}
      </p>
      <p>Deleting it removes it from {uses.length === 1 ? 'this place' : 'these places'}.</p>
    </div>
  );
}
