// Uploading a theme zip: unpacked to a work folder, checked as `tessera check` checks a folder, refused with every problem or stored with its unpacked folder cached.
import type { Knex } from 'knex';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  THEME_CHECK_FAILED_ERROR,
  THEME_ZIP_INVALID_ERROR,
  type ThemeProblem,
  type ThemeRefusal,
  type ThemeUploadReply,
} from '../../../domain/owner-api/themes.js';
import { HttpError } from '../../http/http-error.js';
import { checkThemeFolder } from '../../theme-platform/check-theme.js';
import { parseLenientJson } from '../../theme-platform/lenient-json.js';
import { formatThemeError, type ThemeError } from '../../theme-platform/theme-errors.js';
import { placeUnpackedTheme, removeWorkFolder, workFolder } from '../../theme-platform/theme-zip-cache.js';
import { ThemeZipError, unpackThemeZip, type ThemeZipLimits } from '../../theme-platform/theme-zip.js';
import { recordChange, type Actor } from '../api/actor.js';
import { findThemeSummary, insertThemeRow } from './theme-store.js';

/** Who uploads to which website, and where unpacked themes are kept. */
export interface ThemeWriter {
  db: Knex;
  dataDir: string;
  websiteId: string;
  actor: Actor;
}

/** The uploaded file. */
export interface ThemeZipUpload {
  fileName: string;
  zip: Buffer;
}

/** A problem of `tessera check` as the owner API gives it. */
export function themeProblem(error: ThemeError): ThemeProblem {
  return {
    file: error.file,
    line: error.line,
    column: error.column,
    severity: error.severity === 'warning' ? 'warning' : 'error',
    message: error.message,
    ...(error.excerpt === undefined || error.excerpt === '' ? {} : { excerpt: error.excerpt }),
    text: formatThemeError(error),
  };
}

/**
 * template.conf's name and author (the check has read it already), read as the check reads it: a
 * missing comma between entries, as Squarespace accepted, is only a warning there.
 */
function nameAndAuthor(dir: string, fileName: string): { name: string; author: string } {
  const parsed = parseLenientJson(readFileSync(join(dir, 'template.conf'), 'utf8'));
  const conf = (
    parsed.ok && typeof parsed.value === 'object' && parsed.value !== null ? parsed.value : {}
  ) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 200) : '');
  return { name: text(conf.name) || fileName.replace(/\.zip$/i, ''), author: text(conf.author) };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Unpacks `upload` into a work folder (400 `theme-zip-invalid` with the reason when it cannot be:
 * see unpackThemeZip), runs `tessera check` on it, and refuses it with every problem (the 422
 * body, nothing stored) when any is an error; else stores the zip with template.conf's name and
 * author and moves the unpacked folder into the cache under the zip's hash.
 */
export async function uploadTheme(
  writer: ThemeWriter,
  upload: ThemeZipUpload,
  limits?: ThemeZipLimits,
): Promise<{ status: 201; body: ThemeUploadReply } | { status: 422; body: ThemeRefusal }> {
  const work = await workFolder(writer.dataDir);
  try {
    let unpacked;
    try {
      unpacked = await unpackThemeZip(upload.zip, join(work, 'zip'), limits);
    } catch (error) {
      if (error instanceof ThemeZipError) throw new HttpError(400, THEME_ZIP_INVALID_ERROR, error.message);
      throw error;
    }
    const check = await checkThemeFolder(unpacked.dir);
    const errors = check.errors.filter((error) => error.severity !== 'warning');
    const warnings = check.errors.filter((error) => error.severity === 'warning');
    if (errors.length > 0) {
      return {
        status: 422,
        body: {
          error: THEME_CHECK_FAILED_ERROR,
          message: `The theme has ${plural(errors.length, 'problem')}; it was not uploaded.`,
          problems: [...errors, ...warnings].map(themeProblem),
        },
      };
    }
    const { name, author } = nameAndAuthor(unpacked.dir, upload.fileName);
    const contentHash = createHash('sha256').update(upload.zip).digest('hex');
    const id = await writer.db.transaction(async (trx) => {
      const themeId = await insertThemeRow(trx, {
        websiteId: writer.websiteId,
        name,
        author,
        fileName: upload.fileName,
        zip: upload.zip,
        contentHash,
        files: unpacked.files,
        warnings: warnings.length,
        accountId: writer.actor.accountId,
      });
      await recordChange(trx, writer.actor, {
        websiteId: writer.websiteId,
        action: 'create',
        entity: 'theme',
        entityId: themeId,
        summary: `${name} (${upload.fileName})`,
      });
      return themeId;
    });
    await placeUnpackedTheme(writer.dataDir, contentHash, unpacked.dir);
    const theme = await findThemeSummary(writer.db, writer.websiteId, id);
    if (theme === undefined) throw new Error(`The theme ${id} just stored is gone.`);
    return { status: 201, body: { theme, warnings: warnings.map(themeProblem) } };
  } finally {
    await removeWorkFolder(work);
  }
}
