// The site's pictures as image and gallery blocks show them: an IMAGES id's file (its name and address), for thumbnails.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { FileView } from '../../../domain/owner-api/files.js';
import { fetchFiles, FILE_KEYS, type FileListPage } from '../../api/files.js';

/** Under the file manager's keys, so an upload, rename or delete there refreshes these too. */
const IMAGE_FILES_KEY = [...FILE_KEYS.all, 'block-images'] as const;

/** The most pictures read at once for thumbnails; a picture beyond them shows its name only once picked. */
const IMAGE_FILES_LIMIT = 200;

/** What {@link useImageFiles} gives. */
export interface ImageFiles {
  /** The file of an IMAGES id, when known. */
  fileOf(imageId: string): FileView | undefined;
  /** Remembers files just picked (perhaps just uploaded), so they show at once. */
  remember(files: readonly FileView[]): void;
}

/**
 * The site's newest pictures, read once while an image or gallery block is open. Without them
 * (no right to list files, or the call failed) blocks still work: they show no thumbnail.
 */
export function useImageFiles(): ImageFiles {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: IMAGE_FILES_KEY,
    queryFn: ({ signal }) => fetchFiles({ images: true, limit: IMAGE_FILES_LIMIT }, signal),
    staleTime: 60_000,
    retry: false,
  });
  const fileOf = useCallback(
    (imageId: string) => data?.files.find((file) => file.imageId === imageId),
    [data],
  );
  const remember = useCallback(
    (files: readonly FileView[]) =>
      queryClient.setQueryData<FileListPage>(IMAGE_FILES_KEY, (old) => ({
        files: [...files, ...(old?.files ?? []).filter((file) => !files.some((next) => next.id === file.id))],
        total: old?.total ?? files.length,
        maxFileBytes: old?.maxFileBytes ?? 0,
      })),
    [queryClient],
  );
  return { fileOf, remember };
}
