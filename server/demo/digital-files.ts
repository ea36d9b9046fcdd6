// Writes the demo's downloadable PDF (a small, valid PDF 1.4 made from text) into the file store.
import { randomUUID } from 'node:crypto';
import { fileRefSchema, originalPath } from '../files/file-ref.js';
import type { FileStorage } from '../files/storage/file-storage.js';

/** One page: a heading and lines of body text. */
export interface PdfPage {
  heading: string;
  lines: readonly string[];
}

/** A stored download, as its FILES row needs it. */
export interface StoredDownload {
  fileId: string;
  filename: string;
  /** Its key in the file store (`files/<website>/<file>/<name>`). */
  path: string;
  bytes: number;
  mime: string;
}

/** Makes the PDF and writes it to the store under `files/<websiteId>/<new file id>/<filename>`. */
export async function storePdf(input: {
  storage: FileStorage;
  websiteId: string;
  filename: string;
  title: string;
  pages: readonly PdfPage[];
}): Promise<StoredDownload> {
  const ref = fileRefSchema.parse({
    websiteId: input.websiteId,
    fileId: randomUUID(),
    filename: input.filename,
  });
  const data = makePdf(input.title, input.pages);
  const path = originalPath(ref);
  await input.storage.put(path, data, { contentType: 'application/pdf' });
  return { fileId: ref.fileId, filename: ref.filename, path, bytes: data.length, mime: 'application/pdf' };
}

/** A US-letter PDF with one page per entry, in Helvetica. */
export function makePdf(title: string, pages: readonly PdfPage[]): Buffer {
  const objects: string[] = [];
  const font = 3;
  const pageIds = pages.map((_, index) => 4 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[font] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  pages.forEach((page, index) => {
    const id = pageIds[index];
    const text = [
      `BT /F1 22 Tf 72 700 Td (${pdfText(page.heading)}) Tj ET`,
      ...page.lines.map((line, at) => `BT /F1 12 Tf 72 ${660 - at * 18} Td (${pdfText(line)}) Tj ET`),
      `BT /F1 9 Tf 72 40 Td (${pdfText(`${title} - page ${index + 1}`)}) Tj ET`,
    ].join('\n');
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> ` +
      `/Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`;
  });
  objects.push(`<< /Title (${pdfText(title)}) /Producer (Tessera demo seed) >>`);
  const infoId = objects.length - 1;

  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Text for a PDF string: typographic marks made plain, the rest outside Latin-1 dropped, escapes added. */
function pdfText(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u00b7/g, '-')
    .replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '')
    .replace(/[\\()]/g, (char) => `\\${char}`);
}
