// The ICO container of /favicon.ico, written by hand: a 6-byte header, a 16-byte entry per image, then each image as PNG (what every browser since Windows Vista's icons reads).

/** One picture of the icon: its square size in pixels and its PNG bytes. */
export interface IcoImage {
  size: number;
  png: Buffer;
}

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

/**
 * An `.ico` file holding `images` (sizes 1 to 256, each once) as PNG entries, smallest first.
 * No maintained npm library writes ICO without bringing its own image stack; the format is the
 * ICONDIR header (reserved 0, type 1 = icon, count) and one ICONDIRENTRY per image (width and
 * height, 0 meaning 256; no palette; 1 colour plane; 32 bits per pixel; the PNG's length and offset).
 */
export function icoFromPngs(images: readonly IcoImage[]): Buffer {
  const sorted = [...images].sort((a, b) => a.size - b.size);
  for (const [index, image] of sorted.entries()) {
    if (!Number.isInteger(image.size) || image.size < 1 || image.size > 256)
      throw new RangeError(`An icon is 1 to 256 pixels square, not ${image.size}.`);
    if (index > 0 && sorted[index - 1].size === image.size)
      throw new RangeError(`The icon has two pictures of ${image.size} pixels.`);
  }
  const header = Buffer.alloc(HEADER_BYTES + ENTRY_BYTES * sorted.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(sorted.length, 4);
  let offset = header.length;
  sorted.forEach((image, index) => {
    const at = HEADER_BYTES + ENTRY_BYTES * index;
    const side = image.size === 256 ? 0 : image.size;
    header.writeUInt8(side, at);
    header.writeUInt8(side, at + 1);
    header.writeUInt8(0, at + 2);
    header.writeUInt8(0, at + 3);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(image.png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += image.png.length;
  });
  return Buffer.concat([header, ...sorted.map((image) => image.png)]);
}

/** The entries of an ICO file (for tests and checks): each picture's size and bytes. */
export function readIco(data: Buffer): IcoImage[] {
  if (data.length < HEADER_BYTES || data.readUInt16LE(0) !== 0 || data.readUInt16LE(2) !== 1)
    throw new Error('Not an ICO file.');
  const count = data.readUInt16LE(4);
  return Array.from({ length: count }, (_, index) => {
    const at = HEADER_BYTES + ENTRY_BYTES * index;
    const size = data.readUInt8(at) || 256;
    const length = data.readUInt32LE(at + 8);
    const offset = data.readUInt32LE(at + 12);
    return { size, png: data.subarray(offset, offset + length) };
  });
}
