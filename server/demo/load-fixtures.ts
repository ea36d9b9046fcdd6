// Reads the demo website's JSON files from fixtures/demo and checks each against its schema.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { eventsFile, galleryFile, postsFile, productsFile } from './fixture-content-schema.js';
import { DemoFixtureError, describeField } from './fixture-error.js';
import { formsFile } from './fixture-form-schema.js';
import { checkReferences } from './fixture-references.js';
import {
  collectionsFile,
  commerceFile,
  mailingListsFile,
  navigationFile,
  ownerFile,
  pagesFile,
  settingsFile,
  websiteFile,
} from './fixture-site-schema.js';

/** Each fixture file and its schema. */
const FIXTURE_FILES = {
  website: ['website.json', websiteFile],
  settings: ['settings.json', settingsFile],
  owner: ['owner.json', ownerFile],
  mailingLists: ['mailing-lists.json', mailingListsFile],
  collections: ['collections.json', collectionsFile],
  pages: ['pages.json', pagesFile],
  navigation: ['navigation.json', navigationFile],
  forms: ['forms.json', formsFile],
  products: ['products.json', productsFile],
  posts: ['posts.json', postsFile],
  gallery: ['gallery.json', galleryFile],
  events: ['events.json', eventsFile],
  commerce: ['commerce.json', commerceFile],
} as const;

type FixtureFiles = typeof FIXTURE_FILES;

/** The demo website as parsed from its files, plus the folder it came from. */
export type DemoFixtures = { [K in keyof FixtureFiles]: z.infer<FixtureFiles[K][1]> } & { dir: string };

/** The file name each part of {@link DemoFixtures} comes from, for error messages. */
export function fixtureFileName(part: keyof FixtureFiles): string {
  return FIXTURE_FILES[part][0];
}

/**
 * Where the demo's files are: `fixtures/demo` at the project root, found by walking up from this
 * module, so it works from the sources (vitest) and from `dist/` alike.
 */
export function findDemoFixturesDir(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  for (let level = 0; level < 5; level++) {
    const candidate = join(folder, 'fixtures', 'demo');
    if (existsSync(join(candidate, 'website.json'))) return candidate;
    folder = dirname(folder);
  }
  throw new Error('Cannot find fixtures/demo (looked upwards from server/demo).');
}

/**
 * Reads and checks every demo file.
 *
 * @throws DemoFixtureError naming the file and the field when a file is missing, is not JSON,
 *   does not match its schema, or points at something no other file defines.
 */
export async function loadDemoFixtures(
  dir: string = findDemoFixturesDir(),
  now = new Date(),
): Promise<DemoFixtures> {
  const folder = resolve(dir);
  const entries = await Promise.all(
    Object.entries(FIXTURE_FILES).map(async ([part, [file, schema]]) => [
      part,
      await readFixture(folder, file, schema),
    ]),
  );
  const fixtures = { ...Object.fromEntries(entries), dir: folder } as DemoFixtures;
  checkReferences(fixtures, now);
  return fixtures;
}

async function readFixture(folder: string, file: string, schema: z.ZodType): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(join(folder, file), 'utf8');
  } catch {
    throw new DemoFixtureError(file, '', `cannot read ${join(folder, file)}.`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new DemoFixtureError(file, '', `not valid JSON (${(error as Error).message}).`);
  }
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const [first, ...others] = parsed.error.issues;
  const more =
    others.length === 0 ? '' : ` (and ${others.length} more problem${others.length === 1 ? '' : 's'})`;
  throw new DemoFixtureError(file, describeField(first.path, data), `${first.message}${more}`);
}
