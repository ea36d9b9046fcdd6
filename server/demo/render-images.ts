// Draws the demo's pictures with sharp, a few at a time, and stores them through the files service.
import { randomUUID } from 'node:crypto';
import type sharp from 'sharp';
import { lazyPackage } from '../lazy-module.js';
import { averageColours, type ColorData } from '../files/colour-data.js';
import { storeImage, type StoredImage } from '../files/service.js';
import type { FileStorage } from '../files/storage/file-storage.js';
import type { ImageRecipe } from './fixture-common.js';
import { artSvg } from './image-art.js';

/** sharp, loaded when first used (server/lazy-module.ts). */
const loadSharp = lazyPackage<typeof sharp>('sharp');

/** One picture to make: its recipe and the defaults of the place it is used in. */
export interface ImageJob {
  recipe: ImageRecipe;
  /** The label when the recipe gives none (a product's title; '' for none). */
  label: string;
  width: number;
  height: number;
}

/** A stored picture, with the ids its FILES and IMAGES rows get. */
export interface RenderedImage {
  recipe: ImageRecipe;
  imageId: string;
  stored: StoredImage;
  colorData: ColorData;
}

/** Where and how to store the pictures. */
export interface RenderOptions {
  storage: FileStorage;
  websiteId: string;
  /** The small line above every label when the recipe gives none. */
  sublabel: string;
  /** Pictures drawn at once; sharp also uses threads of its own. */
  concurrency?: number;
}

/**
 * Draws, encodes and stores every job; returns the stored pictures by recipe key. Meant for a
 * server's first start: two pictures at a time, each on one libvips thread, with sharp's operation
 * cache off while it runs (the server's settings are put back after). Four at a time with libvips'
 * own threads and cache took the first start's memory ~150 MB higher for little speed on 2 cores.
 */
export async function renderImages(
  jobs: readonly ImageJob[],
  options: RenderOptions,
): Promise<Map<string, RenderedImage>> {
  const threads = loadSharp().concurrency();
  const { memory, files, items } = loadSharp().cache();
  loadSharp().concurrency(1);
  loadSharp().cache(false);
  try {
    const results = await mapWithConcurrency(jobs, options.concurrency ?? 2, (job) =>
      renderOne(job, options),
    );
    return new Map(results.map((result) => [result.recipe.key, result]));
  } finally {
    loadSharp().concurrency(threads);
    loadSharp().cache({ memory: memory.max, files: files.max, items: items.max });
  }
}

async function renderOne(job: ImageJob, options: RenderOptions): Promise<RenderedImage> {
  const { recipe } = job;
  const svg = Buffer.from(
    artSvg({
      key: recipe.key,
      motif: recipe.motif,
      colours: recipe.colours,
      label: recipe.label ?? job.label,
      sublabel: recipe.sublabel ?? options.sublabel,
      width: recipe.width ?? job.width,
      height: recipe.height ?? job.height,
    }),
  );
  const format = recipe.format ?? 'jpeg';
  const data =
    format === 'svg'
      ? svg
      : format === 'png'
        ? await loadSharp()(svg).png({ compressionLevel: 6 }).toBuffer()
        : await loadSharp()(svg).jpeg({ quality: 82 }).toBuffer();
  const [stored, colorData] = await Promise.all([
    storeImage({
      storage: options.storage,
      websiteId: options.websiteId,
      filename: `${recipe.key}.${format}`,
      data,
    }),
    // Decoding the encoded picture (JPEG shrinks on load) is cheaper than drawing the SVG again.
    averageColours(data),
  ]);
  return { recipe, imageId: randomUUID(), stored, colorData };
}

/** `map` with at most `limit` calls in flight; results keep the input order. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  map: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await map(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
