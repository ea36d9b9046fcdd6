// Downloads a file the server makes (a CSV export): fetched first, so a refusal is shown as a message instead of saved as a file.
import { errorOf, networkFailure, readHeaders } from './client.js';

/** The file name a `Content-Disposition` header gives, or `fallback`. */
export function attachmentName(header: string | null, fallback: string): string {
  if (header === null) return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded !== undefined) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoded name: fall back to the plain one.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1];
  return plain?.trim() || fallback;
}

/**
 * Fetches `path` and saves what it answers under the name the server gives (else `fallback`).
 * Rejects with an ApiError when the server refuses (the refusal's own message) or cannot be reached.
 */
export async function downloadFile(path: string, fallback: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', headers: readHeaders() });
  } catch {
    throw networkFailure();
  }
  if (!response.ok) throw await errorOf(response);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = attachmentName(response.headers.get('Content-Disposition'), fallback);
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Let the browser start the save before the address is let go.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
