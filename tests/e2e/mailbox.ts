// Reading the mail a browser suite's server sent: the .eml files it writes under its data folder's mail/ (no SMTP_URL), decoded enough to follow a link.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import { emlFolder } from '../../server/mail/transport.js';

/** A quoted-printable body decoded: soft line breaks joined, `=XX` bytes put back (UTF-8). */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let at = 0; at < joined.length; at++) {
    const hex = /^=([0-9A-Fa-f]{2})/.exec(joined.slice(at, at + 3));
    if (hex !== null) {
      bytes.push(parseInt(hex[1], 16));
      at += 2;
    } else bytes.push(...Buffer.from(joined[at], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The decoded text of every .eml file sent to `to` so far, oldest first. */
async function mailsTo(dataDir: string, to: string): Promise<string[]> {
  const folder = emlFolder(dataDir);
  const names = (await readdir(folder).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort();
  const texts = await Promise.all(names.map((name) => readFile(join(folder, name), 'utf8')));
  const header = new RegExp(`^To: *<?${to.replace(/[.+]/g, '\\$&')}>?\\r?$`, 'im');
  return texts.filter((text) => header.test(text)).map(decodeQuotedPrintable);
}

/**
 * The first link to `path` in the newest mail to `to`, waiting for the mail worker to write it (it
 * sends what the outbox holds every few seconds).
 */
export async function linkMailedTo(dataDir: string, to: string, path: string): Promise<URL> {
  const pattern = new RegExp(`https?://[^\\s"<>]+${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9._%-]+`);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(dataDir, to);
        link = mails.length === 0 ? undefined : pattern.exec(mails[mails.length - 1])?.[0];
        return link;
      },
      { timeout: 60_000, interval: 250 },
    )
    .toBeDefined();
  return new URL(link!);
}
