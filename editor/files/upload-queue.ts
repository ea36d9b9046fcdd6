// Several uploads at once, a few in flight at a time: each file checked first, sent with progress, cancellable, its outcome in SPEC §8's words.
import { FILE_PROCESSING_FAILED_ERROR } from '../../domain/owner-api/file-codes.js';
import type { FileView } from '../../domain/owner-api/files.js';
import { formatFileSize, uploadProblem } from '../../domain/file-rules.js';
import { FILE_PROCESSING, UPLOAD_FILE_FAILED } from '../../domain/owner-messages.js';
import { ApiError, type UploadProgress } from '../api/client.js';

/** Where an upload is: waiting its turn, sending, sent and waiting for the server, or finished one way. */
export type UploadStatus = 'queued' | 'uploading' | 'processing' | 'done' | 'failed' | 'cancelled';

/** One file in the queue, as the upload list shows it. */
export interface UploadEntry {
  /** Unique in its queue. */
  id: string;
  /** The file chosen or dropped. */
  source: File;
  name: string;
  size: number;
  status: UploadStatus;
  /** Bytes of the file sent so far. */
  sentBytes: number;
  /** 0–100. */
  percent: number;
  /** The short state next to the progress bar ("Uploaded", "File processing cancelled"…). */
  statusText: string;
  /** A failure's heading, when the state text alone does not say it all. */
  errorTitle?: string;
  /** A failure's explanation. */
  errorMessage?: string;
  /** The stored file, once done. */
  file?: FileView;
}

/** Sends one file: resolves the stored file, rejects with an ApiError (`code: 'cancelled'` when aborted). */
export type Uploader = (
  file: File,
  options: { onProgress: (progress: UploadProgress) => void; signal: AbortSignal },
) => Promise<FileView>;

/** Options of {@link UploadQueue}. */
export interface UploadQueueOptions {
  upload: Uploader;
  /** How many files are sent at once (default 3). */
  concurrency?: number;
  /** Refuses a file before it is sent: SPEC §5's message, or undefined to send it (default `uploadProblem`). */
  check?: (file: File) => string | undefined;
  onUploaded?: (file: FileView, entry: UploadEntry) => void;
  /** A file refused, failed or that the server could not process (not a cancelled one). */
  onFailed?: (entry: UploadEntry) => void;
}

/** The state text of each status that has one of its own. */
export const UPLOAD_STATUS_TEXT = {
  queued: 'Waiting to upload',
  processing: 'Processing…',
  done: 'Uploaded',
  cancelled: FILE_PROCESSING.cancelled,
} as const;

/** Whether an upload has ended (done, failed or cancelled). */
export function isFinished(entry: Pick<UploadEntry, 'status'>): boolean {
  return entry.status === 'done' || entry.status === 'failed' || entry.status === 'cancelled';
}

type Outcome = Pick<UploadEntry, 'status' | 'statusText' | 'errorTitle' | 'errorMessage'>;

/** A file refused before it was sent (too large, not a kind the file manager keeps). */
function refused(message: string): Outcome {
  return { status: 'failed', statusText: UPLOAD_FILE_FAILED.title, errorMessage: message };
}

/**
 * What an upload's failure means to the owner (SPEC §8): cancelled, the connection dropped, the
 * server could not process the file (422), the server refused the file with its own reason
 * (413, 415, 400), or anything else ("Unable to Upload File" / "Error uploading").
 */
export function uploadFailure(error: unknown): Outcome {
  if (error instanceof ApiError) {
    if (error.code === 'cancelled') return { status: 'cancelled', statusText: FILE_PROCESSING.cancelled };
    if (error.status === 0) {
      return { status: 'failed', statusText: FILE_PROCESSING.uploadIncomplete, errorMessage: error.message };
    }
    if (error.status === 422 || error.code === FILE_PROCESSING_FAILED_ERROR) {
      const detail = error.message === FILE_PROCESSING.failed ? undefined : error.message;
      return { status: 'failed', statusText: FILE_PROCESSING.failed, errorMessage: detail };
    }
    if (error.status === 400 || error.status === 413 || error.status === 415) return refused(error.message);
  }
  return {
    status: 'failed',
    statusText: UPLOAD_FILE_FAILED.heading,
    errorTitle: UPLOAD_FILE_FAILED.title,
    errorMessage: UPLOAD_FILE_FAILED.message,
  };
}

/** "Uploading… 45% (4.5 MB of 10 MB)". */
function uploadingText(sentBytes: number, size: number, percent: number): string {
  return `Uploading… ${percent}% (${formatFileSize(sentBytes)} of ${formatFileSize(size)})`;
}

let nextQueueId = 0;

/**
 * The queue outside React (the hook {@link useUploadQueue} wraps it): entries are an immutable
 * snapshot replaced on every change, for `useSyncExternalStore`.
 */
export class UploadQueue {
  private entries: readonly UploadEntry[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly controllers = new Map<string, AbortController>();
  private readonly prefix = `upload-${++nextQueueId}-`;
  private counter = 0;

  constructor(private options: UploadQueueOptions) {}

  /** Replaces the callbacks and the checks (the hook passes the latest ones after each render). */
  configure(options: Partial<UploadQueueOptions>): void {
    this.options = { ...this.options, ...options };
  }

  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Every upload of this queue, oldest first. */
  getSnapshot = (): readonly UploadEntry[] => this.entries;

  /** Queues `files`; refused ones are marked failed at once and never sent. */
  add(files: Iterable<File>): UploadEntry[] {
    const check = this.options.check ?? ((file: File) => uploadProblem(file));
    const added = [...files].map((source): UploadEntry => {
      const entry: UploadEntry = {
        id: `${this.prefix}${++this.counter}`,
        source,
        name: source.name,
        size: source.size,
        status: 'queued',
        sentBytes: 0,
        percent: 0,
        statusText: UPLOAD_STATUS_TEXT.queued,
      };
      const problem = check(source);
      return problem === undefined ? entry : { ...entry, ...refused(problem) };
    });
    if (added.length === 0) return added;
    this.entries = [...this.entries, ...added];
    this.emit();
    for (const entry of added) if (entry.status === 'failed') this.options.onFailed?.(entry);
    this.pump();
    return added;
  }

  /** Stops an upload (waiting or in flight): "File processing cancelled". */
  cancel(id: string): void {
    const entry = this.find(id);
    if (entry === undefined || isFinished(entry)) return;
    // Marked at once, so a late answer from the server is ignored rather than shown, and its place
    // in flight goes to the next file straight away.
    this.update(id, { status: 'cancelled', statusText: UPLOAD_STATUS_TEXT.cancelled });
    const controller = this.controllers.get(id);
    if (controller === undefined) return;
    this.controllers.delete(id);
    controller.abort();
    this.pump();
  }

  /** Stops every upload not finished yet (the screen is going away). */
  cancelAll(): void {
    // The waiting ones first, so stopping those in flight starts none of them.
    for (const entry of this.entries) if (entry.status === 'queued') this.cancel(entry.id);
    for (const entry of this.entries) this.cancel(entry.id);
  }

  /** Removes an upload from the list, cancelling it first when it is still going. */
  dismiss(id: string): void {
    this.cancel(id);
    this.entries = this.entries.filter((entry) => entry.id !== id);
    this.emit();
  }

  /** Removes every finished upload from the list. */
  clearFinished(): void {
    this.entries = this.entries.filter((entry) => !isFinished(entry));
    this.emit();
  }

  private find(id: string): UploadEntry | undefined {
    return this.entries.find((entry) => entry.id === id);
  }

  private update(id: string, change: Partial<UploadEntry>): UploadEntry | undefined {
    let updated: UploadEntry | undefined;
    this.entries = this.entries.map((entry) =>
      entry.id === id ? (updated = { ...entry, ...change }) : entry,
    );
    this.emit();
    return updated;
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }

  /** Starts waiting uploads while fewer than `concurrency` are in flight. */
  private pump(): void {
    const limit = Math.max(1, this.options.concurrency ?? 3);
    while (this.controllers.size < limit) {
      const next = this.entries.find((entry) => entry.status === 'queued');
      if (next === undefined) return;
      this.start(next);
    }
  }

  private start(entry: UploadEntry): void {
    const controller = new AbortController();
    this.controllers.set(entry.id, controller);
    this.update(entry.id, { status: 'uploading', statusText: uploadingText(0, entry.size, 0) });
    const settle = (outcome: Partial<UploadEntry>) => {
      this.controllers.delete(entry.id);
      const current = this.find(entry.id);
      // A cancelled or dismissed upload keeps what the owner asked for, whatever the server said.
      const settled =
        current === undefined || current.status === 'cancelled' ? undefined : this.update(entry.id, outcome);
      this.pump();
      return settled;
    };
    let started: Promise<FileView>;
    try {
      started = this.options.upload(entry.source, {
        signal: controller.signal,
        onProgress: (progress) => this.progress(entry.id, progress),
      });
    } catch (error) {
      started = Promise.reject(error);
    }
    started.then(
      (file) => {
        const done = settle({
          status: 'done',
          statusText: UPLOAD_STATUS_TEXT.done,
          percent: 100,
          sentBytes: entry.size,
          file,
        });
        if (done !== undefined) this.options.onUploaded?.(file, done);
      },
      (error: unknown) => {
        const failed = settle(uploadFailure(error));
        if (failed !== undefined && failed.status === 'failed') this.options.onFailed?.(failed);
      },
    );
  }

  private progress(id: string, { loaded, total }: UploadProgress): void {
    const entry = this.find(id);
    if (entry === undefined || (entry.status !== 'uploading' && entry.status !== 'processing')) return;
    const share = total > 0 ? Math.min(1, loaded / total) : 0;
    const percent = Math.round(share * 100);
    // The request's total counts the multipart envelope too: show bytes as a share of the file.
    const sentBytes = Math.round(share * entry.size);
    if (share >= 1) {
      this.update(id, {
        status: 'processing',
        statusText: UPLOAD_STATUS_TEXT.processing,
        percent,
        sentBytes,
      });
    } else {
      this.update(id, { percent, sentBytes, statusText: uploadingText(sentBytes, entry.size, percent) });
    }
  }
}
