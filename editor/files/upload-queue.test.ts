// Tests the upload queue: three in flight at most, refusals before sending, progress, cancel, and SPEC §8's words for each failure.
import { describe, expect, it, vi } from 'vitest';
import type { FileView } from '../../domain/owner-api/files.js';
import { ApiError, type UploadProgress } from '../api/client.js';
import { fileView, localFile } from './test-support/file-fixtures.js';
import { UploadQueue, uploadFailure, type Uploader } from './upload-queue.js';

interface Sent {
  file: File;
  signal: AbortSignal;
  progress: (progress: UploadProgress) => void;
  resolve: (file: FileView) => void;
  reject: (error: unknown) => void;
}

function fakeUploader() {
  const sent: Sent[] = [];
  const upload: Uploader = (file, { onProgress, signal }) =>
    new Promise<FileView>((resolve, reject) => {
      sent.push({ file, signal, progress: onProgress, resolve, reject });
    });
  return { sent, upload };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the upload queue', () => {
  it('sends at most three files at once and starts the next when one ends', async () => {
    const { sent, upload } = fakeUploader();
    const queue = new UploadQueue({ upload });
    queue.add(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg'].map((name) => localFile(name)));
    expect(sent.map((request) => request.file.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(queue.getSnapshot().map((entry) => entry.status)).toEqual([
      'uploading',
      'uploading',
      'uploading',
      'queued',
      'queued',
    ]);
    sent[1].resolve(fileView('f2', 'b.jpg'));
    await settle();
    expect(sent.map((request) => request.file.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg']);
    expect(queue.getSnapshot()[1]).toMatchObject({ status: 'done', statusText: 'Uploaded', percent: 100 });
  });

  it('refuses a file over 20 MB or of an unknown kind before sending it, with SPEC §5’s message', () => {
    const { sent, upload } = fakeUploader();
    const onFailed = vi.fn();
    const queue = new UploadQueue({ upload, onFailed });
    queue.add([localFile('big.jpg', 25_000_000), localFile('tool.exe', 10, 'application/octet-stream')]);
    expect(sent).toHaveLength(0);
    expect(queue.getSnapshot()).toMatchObject([
      {
        status: 'failed',
        statusText: 'Unable to Upload File',
        errorMessage: 'The file big.jpg is too large. The maximum allowed file size is 20 MB.',
      },
      {
        status: 'failed',
        statusText: 'Unable to Upload File',
        errorMessage: 'The file tool.exe does not appear to be a supported file.',
      },
    ]);
    expect(onFailed).toHaveBeenCalledTimes(2);
  });

  it('shows progress in percent and bytes, then "Processing…" once everything is sent', () => {
    const { sent, upload } = fakeUploader();
    const queue = new UploadQueue({ upload });
    queue.add([localFile('photo.jpg', 2_000_000)]);
    sent[0].progress({ loaded: 500, total: 1000 });
    expect(queue.getSnapshot()[0]).toMatchObject({
      status: 'uploading',
      percent: 50,
      sentBytes: 1_000_000,
      statusText: 'Uploading… 50% (1 MB of 2 MB)',
    });
    sent[0].progress({ loaded: 1000, total: 1000 });
    expect(queue.getSnapshot()[0]).toMatchObject({
      status: 'processing',
      percent: 100,
      statusText: 'Processing…',
    });
  });

  it('cancels a waiting file without sending it, and aborts one in flight, ignoring its late answer', async () => {
    const { sent, upload } = fakeUploader();
    const onUploaded = vi.fn();
    const queue = new UploadQueue({ upload, concurrency: 1, onUploaded });
    const [first, second] = queue.add([localFile('a.jpg'), localFile('b.jpg')]);
    queue.cancel(second.id);
    queue.cancel(first.id);
    expect(sent).toHaveLength(1);
    expect(sent[0].signal.aborted).toBe(true);
    sent[0].resolve(fileView('f1', 'a.jpg'));
    await settle();
    expect(queue.getSnapshot().map((entry) => [entry.status, entry.statusText])).toEqual([
      ['cancelled', 'File processing cancelled'],
      ['cancelled', 'File processing cancelled'],
    ]);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('reports the stored file when done, and dismisses finished uploads', async () => {
    const { sent, upload } = fakeUploader();
    const onUploaded = vi.fn();
    const queue = new UploadQueue({ upload, onUploaded });
    const [entry] = queue.add([localFile('a.jpg')]);
    const stored = fileView('f1', 'a.jpg');
    sent[0].resolve(stored);
    await settle();
    expect(onUploaded).toHaveBeenCalledWith(
      stored,
      expect.objectContaining({ id: entry.id, status: 'done' }),
    );
    queue.clearFinished();
    expect(queue.getSnapshot()).toEqual([]);
  });
});

describe('what a failed upload says (SPEC §8)', () => {
  it('names each kind of failure', () => {
    expect(uploadFailure(new ApiError(0, 'cancelled', 'Cancelled.'))).toEqual({
      status: 'cancelled',
      statusText: 'File processing cancelled',
    });
    expect(
      uploadFailure(new ApiError(0, 'network', 'Network error. Please check your internet connection.')),
    ).toEqual({
      status: 'failed',
      statusText: 'File upload failed to complete',
      errorMessage: 'Network error. Please check your internet connection.',
    });
    expect(uploadFailure(new ApiError(422, 'file-processing-failed', 'File processing failed'))).toEqual({
      status: 'failed',
      statusText: 'File processing failed',
      errorMessage: undefined,
    });
    const tooLarge = 'The file big.jpg is too large. The maximum allowed file size is 20 MB.';
    expect(uploadFailure(new ApiError(413, 'file-too-large', tooLarge))).toEqual({
      status: 'failed',
      statusText: 'Unable to Upload File',
      errorMessage: tooLarge,
    });
    expect(uploadFailure(new ApiError(500, 'http', 'Something went wrong.'))).toEqual({
      status: 'failed',
      statusText: 'Error uploading',
      errorTitle: 'Unable to Upload File',
      errorMessage: 'There was a problem while uploading your file.',
    });
  });
});
