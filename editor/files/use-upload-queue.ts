// The upload queue as a React hook, for every screen that uploads (files, the file picker, galleries).
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { FileView } from '../../domain/owner-api/files.js';
import { fileKindOf, uploadProblem } from '../../domain/file-rules.js';
import { unsupportedFile } from '../../domain/owner-messages.js';
import { uploadFile } from '../api/files.js';
import { isFinished, UploadQueue, type UploadEntry, type Uploader } from './upload-queue.js';

export { isFinished, UPLOAD_STATUS_TEXT, type UploadEntry, type UploadStatus } from './upload-queue.js';

/** Options of {@link useUploadQueue}. */
export interface UseUploadQueueOptions {
  /** Refuses anything but pictures before sending (SPEC §5 "does not appear to be a supported file"). */
  imagesOnly?: boolean;
  /** How many files are sent at once (default 3). */
  concurrency?: number;
  onUploaded?: (file: FileView, entry: UploadEntry) => void;
  /** A file refused or failed (not a cancelled one). */
  onFailed?: (entry: UploadEntry) => void;
  /** Replaces the real upload (tests, or another endpoint). */
  upload?: Uploader;
}

/** What {@link useUploadQueue} gives: the uploads and what may be done with them. */
export interface UploadQueueControls {
  entries: readonly UploadEntry[];
  /** Queues files (chosen or dropped); refused ones show their reason and are never sent. */
  add: (files: Iterable<File>) => UploadEntry[];
  cancel: (id: string) => void;
  dismiss: (id: string) => void;
  clearFinished: () => void;
  /** Whether any upload is waiting or in flight. */
  busy: boolean;
}

/** SPEC §5's refusal of a file, with pictures only when `imagesOnly`. */
export function checkUpload(file: File, imagesOnly = false): string | undefined {
  const problem = uploadProblem(file);
  if (problem !== undefined) return problem;
  return imagesOnly && fileKindOf(file.name)?.image !== true ? unsupportedFile(file.name) : undefined;
}

/**
 * Uploads several files at once (at most 3 in flight), each checked first, with progress and cancel.
 * Uploads still going when the component goes away are cancelled: nothing keeps running unseen.
 */
export function useUploadQueue(options: UseUploadQueueOptions = {}): UploadQueueControls {
  const { imagesOnly = false, concurrency, onUploaded, onFailed, upload = defaultUploader } = options;
  const settings = {
    upload,
    concurrency,
    check: (file: File) => checkUpload(file, imagesOnly),
    onUploaded,
    onFailed,
  };
  const [queue] = useState(() => new UploadQueue(settings));
  // The latest callbacks, without restarting anything when a parent passes new functions.
  useEffect(() => queue.configure(settings));
  useEffect(() => () => queue.cancelAll(), [queue]);
  const entries = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const [controls] = useState(() => ({
    add: (files: Iterable<File>) => queue.add(files),
    cancel: (id: string) => queue.cancel(id),
    dismiss: (id: string) => queue.dismiss(id),
    clearFinished: () => queue.clearFinished(),
  }));
  return { ...controls, entries, busy: entries.some((entry) => !isFinished(entry)) };
}

const defaultUploader: Uploader = (file, { onProgress, signal }) => uploadFile(file, { onProgress, signal });
