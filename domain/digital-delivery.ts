// How a digital product is delivered, in the words the owner's preview (page type 210) and the buyer's pages share.

/** Bytes as the buyer reads them: `820 bytes`, `14 KB`, `3.2 MB`. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** The download note a digital product's page carries: what the buyer gets, and where. */
export function digitalDownloadNote(file: { filename: string; sizeBytes: number } | null): string {
  if (file === null)
    return 'A digital download. No file is attached yet: buyers would get nothing to download.';
  return (
    `A digital download: ${file.filename} (${fileSizeText(file.sizeBytes)}). After payment, ` +
    'the download link is on the order page and in the order confirmation mail.'
  );
}
