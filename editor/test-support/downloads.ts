// Downloads in jsdom (which neither makes blob addresses nor saves files): what the screen saved, by name, for this test.
import { onTestFinished, vi } from 'vitest';

/** One file a screen saved: its name and content. */
export interface SavedDownload {
  name: string;
  blob: Blob;
}

/**
 * From now until the test ends, records every file saved through a `download` link (the blob
 * behind it and its name) instead of letting jsdom try to navigate to it.
 */
export function savedDownloads(): SavedDownload[] {
  const saved: SavedDownload[] = [];
  const blobs = new Map<string, Blob>();
  const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function save(
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (this.download !== '' && blob !== undefined) saved.push({ name: this.download, blob });
  });
  onTestFinished(() => {
    create.mockRestore();
    revoke.mockRestore();
    click.mockRestore();
  });
  return saved;
}
