// What every row builder of the demo reads: the fixtures, the ids, the stored files and the clock.
import type { StoredDownload } from './digital-files.js';
import type { DemoIds } from './demo-ids.js';
import type { KeyTables } from './key-resolver.js';
import type { DemoFixtures } from './load-fixtures.js';
import { resolveDate } from './relative-date.js';
import type { RenderedImage } from './render-images.js';

/** A row to insert: column name → value (jsonb as JSON text, text[] as arrays, times as Dates). */
export type Row = Record<string, unknown>;

/** The inputs of the row builders. */
export interface BuildContext {
  fixtures: DemoFixtures;
  ids: DemoIds;
  /** Stored pictures by recipe key. */
  images: ReadonlyMap<string, RenderedImage>;
  /** PDF downloads by product URL id (image downloads are among `images`). */
  downloads: ReadonlyMap<string, StoredDownload>;
  tables: KeyTables;
  /** The seed's clock: relative fixture dates count from it. */
  now: Date;
}

/** A fixture date as an instant, in the website's time zone. */
export function dateOf(context: BuildContext, spec: string): Date {
  return resolveDate(spec, context.now, context.fixtures.website.timeZone);
}

/** The image id of a recipe key. */
export function imageIdOf(context: BuildContext, key: string): string {
  const image = context.images.get(key);
  if (image === undefined) throw new Error(`Demo seed: image "${key}" was not drawn.`);
  return image.imageId;
}

/** A value for a jsonb column. */
export function json(value: unknown): string {
  return JSON.stringify(value);
}
