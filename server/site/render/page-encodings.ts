// A shared page's compressed forms, made once when it is rendered: brotli and gzip of a page without a form, a gzip with each visitor's crumb written into it for a page with one.
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';
import { compress, COMPRESSION_THRESHOLD_BYTES, type Encoding } from '../../http/compression.js';
import { crc32Multiply, crc32Shift } from './crc32-combine.js';

/**
 * The gzip body of a page with the crumb in it, made once with a stand-in crumb: each visitor's is
 * a copy with their crumb written over the stand-in's bytes and the checksum corrected, so a
 * response costs one copy of the compressed bytes and a few integer operations, however many
 * forms the page has.
 */
export interface StitchedGzip {
  /** The whole gzip member (header, deflate stream, trailer) with the stand-in crumb. */
  template: Buffer;
  /** Where the crumb's bytes are in `template` (each inside a stored block of its own). */
  crumbAt: readonly number[];
  /** The CRC-32 of the stand-in crumb, and of the whole page with it. */
  standInChecksum: number;
  pageChecksum: number;
  /**
   * The XOR of the operators shifting a CRC past the bytes that follow each crumb: the page's
   * checksum with another crumb is `pageChecksum ^ crc32Multiply(crumbShifts, crc32(crumb) ^
   * standInChecksum)` (CRC-32 is affine, and the change is the same at every place).
   */
  crumbShifts: number;
}

/** What a shared page is kept with, besides its bytes: its forms ready to send in each encoding. */
export interface PageEncodings {
  /** A page the same for everyone: its whole body, compressed. */
  whole?: Partial<Record<Encoding, Buffer>>;
  /** A page with the crumb in it: its gzip, ready for each visitor's crumb. */
  stitched?: StitchedGzip;
  /** The bytes all of it takes. */
  bytes: number;
}

/**
 * The encodings a page can be sent in without compressing anything per response; a page with the
 * crumb only to a visitor whose crumb has the shape of the stand-in (`crumbShaped`).
 */
export function offeredEncodings(encodings: PageEncodings, crumbShaped: boolean): readonly Encoding[] {
  if (encodings.stitched !== undefined) return crumbShaped ? ['gzip'] : [];
  return encodings.whole === undefined ? [] : (Object.keys(encodings.whole) as Encoding[]);
}

const deflateRawAsync = promisify(deflateRaw);
const DEFLATE_LEVEL = 6;
/** How far back deflate refers (its window): the most of what comes before a part that helps compress it. */
const DEFLATE_WINDOW = 32 * 1024;

/** The gzip member header Node writes (no name, no time, OS "Unix"). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03]);
/** The most bytes one stored deflate block holds. */
const STORED_BLOCK_MAX = 0xffff;

/** The 5 bytes in front of a non-final stored deflate block of `length` bytes (the stream is byte-aligned after a full flush). */
function storedBlockHead(length: number): Buffer {
  const head = Buffer.alloc(5);
  head[0] = 0x00; // BFINAL 0, BTYPE 00 (stored).
  head.writeUInt16LE(length, 1);
  head.writeUInt16LE(~length & 0xffff, 3);
  return head;
}

/**
 * The compressed forms of a page made of `parts` (`crumb`, the stand-in, goes between them): none
 * under the compression threshold, brotli and gzip for one part, the stitched gzip for more.
 */
export async function encodePage(
  parts: readonly Buffer[],
  bytes: number,
  crumb: Buffer,
): Promise<PageEncodings> {
  if (bytes < COMPRESSION_THRESHOLD_BYTES) return { bytes: 0 };
  if (parts.length === 1) {
    const [br, gzip] = await Promise.all([compress(parts[0], 'br'), compress(parts[0], 'gzip')]);
    return { whole: { br, gzip }, bytes: br.length + gzip.length };
  }
  const stitched = await stitchedGzip(parts, crumb);
  return { stitched, bytes: stitched.template.length };
}

/**
 * The stitched gzip of `parts` with `crumb` between them. Each part is raw-deflated on its own,
 * ending on a full flush (byte-aligned) but the last, and the crumb goes between them as a stored
 * block, so its bytes sit as they are in the stream and can be overwritten. Each part is
 * compressed with what precedes it as deflate's preset dictionary, the crumbs in it as NUL bytes:
 * a part holding no NUL byte can only refer to bytes of the parts before it, which are the same
 * for every visitor and at the same distance (every crumb has the same length), so it compresses
 * as well as the whole page would (a shop page: 25 KB of gzip without the dictionary, 11 with).
 * A page with a NUL byte in it is deflated part by part without the dictionary.
 */
async function stitchedGzip(parts: readonly Buffer[], crumb: Buffer): Promise<StitchedGzip> {
  if (crumb.length > STORED_BLOCK_MAX) throw new Error('A crumb longer than one stored block');
  const withDictionary = !parts.some((part) => part.includes(0));
  const filler = Buffer.alloc(crumb.length);
  // The page as deflate sees it before each part: the crumbs as NUL bytes.
  const seen = withDictionary
    ? Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [filler, part])))
    : Buffer.alloc(0);
  const last = parts.length - 1;
  let start = 0;
  const deflated = await Promise.all(
    parts.map((part, index) => {
      const dictionary =
        withDictionary && index > 0 ? seen.subarray(Math.max(0, start - DEFLATE_WINDOW), start) : undefined;
      start += part.length + crumb.length;
      return deflateRawAsync(part, {
        level: DEFLATE_LEVEL,
        ...(dictionary === undefined ? {} : { dictionary }),
        ...(index === last ? {} : { finishFlush: constants.Z_FULL_FLUSH }),
      });
    }),
  );
  const pieces: Buffer[] = [GZIP_HEADER];
  const crumbAt: number[] = [];
  let offset = GZIP_HEADER.length;
  const push = (piece: Buffer) => {
    pieces.push(piece);
    offset += piece.length;
  };
  deflated.forEach((part, index) => {
    if (index > 0) {
      push(storedBlockHead(crumb.length));
      crumbAt.push(offset);
      push(crumb);
    }
    push(part);
  });
  const length = parts.reduce((sum, part) => sum + part.length, 0) + crumb.length * last;
  const standInChecksum = crc32(crumb);
  let pageChecksum = crc32(parts[0]);
  let crumbShifts = 0;
  let after = length - parts[0].length;
  for (let index = 1; index <= last; index += 1) {
    pageChecksum = crc32(crumb, pageChecksum);
    pageChecksum = crc32(parts[index], pageChecksum);
    after -= crumb.length;
    crumbShifts ^= crc32Shift(after);
    after -= parts[index].length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(pageChecksum >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  push(trailer);
  return {
    template: Buffer.concat(pieces),
    crumbAt,
    standInChecksum,
    pageChecksum: pageChecksum >>> 0,
    crumbShifts,
  };
}

/**
 * A visitor's gzip body of a page with the crumb: a copy of the stitched gzip with `crumb` (of the
 * stand-in's shape: 32 ASCII characters) written in, and its checksum. Nothing of the page is compressed or read again.
 */
export function stitchedGzipBody(stitched: StitchedGzip, crumb: string): Buffer {
  const { template } = stitched;
  const body = Buffer.allocUnsafe(template.length);
  template.copy(body);
  for (const at of stitched.crumbAt) body.write(crumb, at, 'latin1');
  const checksum =
    stitched.pageChecksum ^
    crc32Multiply(stitched.crumbShifts, (crc32(crumb) ^ stitched.standInChecksum) >>> 0);
  body.writeUInt32LE(checksum >>> 0, template.length - 8);
  return body;
}
