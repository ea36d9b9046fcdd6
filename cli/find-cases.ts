// Finds the golden case files named on the command line, folders searched recursively.
import { readdirSync, statSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import { CliError } from './cli-error.js';
import { readFailure } from './read-input.js';

/** A golden case file and its name (the file name without its extension). */
export interface CaseFile {
  name: string;
  file: string;
}

function htmlFilesIn(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) files.push(...htmlFilesIn(path));
    else if (entry.isFile() && entry.name.endsWith('.html')) files.push(path);
  }
  return files;
}

const byPath = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The case files under `paths`, in order: a file is taken as it is, a folder gives every `*.html`
 * file below it sorted by path. A file reached twice runs once. A missing path is a `CliError`.
 */
export function findCases(paths: readonly string[]): CaseFile[] {
  const seen = new Set<string>();
  const cases: CaseFile[] = [];
  for (const path of paths) {
    let isFolder: boolean;
    try {
      isFolder = statSync(path).isDirectory();
    } catch (error) {
      throw new CliError(`cannot read ${path}: ${readFailure(error)}`);
    }
    const files = isFolder ? htmlFilesIn(path).sort(byPath) : [path];
    for (const file of files) {
      if (seen.has(resolve(file))) continue;
      seen.add(resolve(file));
      cases.push({ name: basename(file, extname(file)), file });
    }
  }
  return cases;
}
