// A shared page's compressed forms, made once when it is rendered: brotli and gzip of a page without a form, a gzip stitched around each visitor's crumb for a page with one.
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';
import { compress, COMPRESSION_THRESHOLD_BYTES, type Encoding } from '../../http/compression.js';
import { crc32Combine, crc32Shift } from './crc32-combine.js';

/** What a shared page is kept with, besides its bytes: its forms ready to send in each encoding. */
export interface PageEncodings {
  /** A page the same for everyone: its whole body, compressed. */
  whole?: Partial<Record<Encoding, Buffer>>;
  /**
   * A page with the crumb in it: each part raw-deflated on its own (every part but the last ends on
   * a full flush, byte-aligned, with no reference into what comes before), so a visitor's gzip body
   * is these with the crumb between them as stored blocks: no compression per response.
   */
  deflatedParts?: readonly Buffer[];
  /** Each part's CRC-32 and the operator shifting a CRC past it, so a body's checksum is combined, not computed. */
  partChecksums?: readonly number[];
  partShifts?: readonly number[];
  /** The bytes all of it takes. */
  bytes: number;
}

/** The encodings a page can be sent in without compressing anything per response. */
export function offeredEncodings(encodings: PageEncodings): readonly Encoding[] {
  if (encodings.deflatedParts !== undefined) return ['gzip'];
  return encodings.whole === undefined ? [] : (Object.keys(encodings.whole) as Encoding[]);
}

const deflateRawAsync = promisify(deflateRaw);
const DEFLATE_LEVEL = 6;

/**
 * The compressed forms of a page made of `parts` (the crumb goes between them): none under the
 * compression threshold, brotli and gzip for one part, the deflated parts for more.
 */
export async function encodePage(parts: readonly Buffer[], bytes: number): Promise<PageEncodings> {
  if (bytes < COMPRESSION_THRESHOLD_BYTES) return { bytes: 0 };
  if (parts.length === 1) {
    const [br, gzip] = await Promise.all([compress(parts[0], 'br'), compress(parts[0], 'gzip')]);
    return { whole: { br, gzip }, bytes: br.length + gzip.length };
  }
  const last = parts.length - 1;
  const deflatedParts = await Promise.all(
    parts.map((part, index) =>
      deflateRawAsync(part, {
        level: DEFLATE_LEVEL,
        ...(index === last ? {} : { finishFlush: constants.Z_FULL_FLUSH }),
      }),
    ),
  );
  return {
    deflatedParts,
    partChecksums: parts.map((part) => crc32(part)),
    partShifts: parts.map((part) => crc32Shift(part.length)),
    bytes: deflatedParts.reduce((sum, part) => sum + part.length, 0),
  };
}

/** The gzip member header Node writes (no name, no time, OS "Unix"). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03]);
/** The most bytes one stored deflate block holds. */
const STORED_BLOCK_MAX = 0xffff;

/** `bytes` as non-final stored deflate blocks (a crumb is 32 bytes: one block). */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += STORED_BLOCK_MAX) {
    const chunk = bytes.subarray(start, start + STORED_BLOCK_MAX);
    const head = Buffer.alloc(5);
    head[0] = 0x00; // BFINAL 0, BTYPE 00 (stored); the stream is byte-aligned after a full flush.
    head.writeUInt16LE(chunk.length, 1);
    head.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(head, chunk);
  }
  return blocks;
}

/**
 * The gzip body of a page with the crumb: its parts deflated once (`encodings`) with `crumb`
 * between them as stored blocks, and the checksum combined from the parts' (`parts` gives the
 * lengths). Nothing of the page is compressed or read again.
 */
export function stitchedGzip(parts: readonly Buffer[], encodings: PageEncodings, crumb: Buffer): Buffer {
  const deflatedParts = encodings.deflatedParts ?? [];
  const checksums = encodings.partChecksums ?? parts.map((part) => crc32(part));
  const shifts = encodings.partShifts ?? parts.map((part) => crc32Shift(part.length));
  const crumbChecksum = crc32(crumb);
  const crumbShift = crc32Shift(crumb.length);
  const crumbBlocks = storedBlocks(crumb);
  const pieces: Buffer[] = [GZIP_HEADER];
  let checksum = 0;
  let length = 0;
  deflatedParts.forEach((deflated, index) => {
    if (index > 0) {
      pieces.push(...crumbBlocks);
      checksum = crc32Combine(checksum, crumbChecksum, crumbShift);
      length += crumb.length;
    }
    pieces.push(deflated);
    checksum = crc32Combine(checksum, checksums[index], shifts[index]);
    length += parts[index].length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  pieces.push(trailer);
  return Buffer.concat(pieces);
}
