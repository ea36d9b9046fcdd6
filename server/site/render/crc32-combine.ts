// CRC-32 of joined byte strings from the CRC-32 of each (zlib's crc32_combine): a stitched gzip's checksum without reading the page again.

/** The reflected CRC-32 polynomial (gzip's). */
const POLY = 0xedb88320;

/**
 * `a` × `b` modulo the polynomial, in the reflected bit order zlib uses. Linear in each argument
 * (`a` × (`b` ^ `c`) = `a` × `b` ^ `a` × `c`), so shifts can be added up (XOR) before multiplying.
 */
export function crc32Multiply(a: number, b: number): number {
  let m = 1 << 31;
  let product = 0;
  for (;;) {
    if ((a & m) !== 0) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = (b & 1) !== 0 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0…31. */
const X2N: number[] = [];
{
  let p = 1 << 30; // x^1
  X2N.push(p >>> 0);
  for (let n = 1; n < 32; n += 1) {
    p = crc32Multiply(p, p);
    X2N.push(p);
  }
}

/** The operator that shifts a CRC past `length` bytes (zlib's crc32_combine_gen). */
export function crc32Shift(length: number): number {
  let p = (1 << 31) >>> 0; // x^0
  let k = 3;
  for (let n = length; n > 0; n = Math.floor(n / 2), k += 1) {
    if (n % 2 === 1) p = crc32Multiply(X2N[k & 31], p);
  }
  return p;
}

/** The CRC-32 of A followed by B, from A's CRC, B's CRC and `crc32Shift(B's length)`. */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (crc32Multiply(shiftB, crcA) ^ crcB) >>> 0;
}
