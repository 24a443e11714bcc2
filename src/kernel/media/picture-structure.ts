// Whether a picture's bytes hold together as a whole file of the kind its header claims, not a
// valid header on anything: a PNG's chunks with their checksums up to its end chunk, a JPEG's end
// marker, a GIF's trailer, a WebP's RIFF size. One pass over the bytes, nothing decoded, so the cost
// stays bounded by the upload's size whoever sends it.

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array, from: number, to: number): number {
  let c = 0xffffffff;
  for (let i = from; i < to; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
const u32le = (b: Uint8Array, at: number) =>
  b[at]! + (b[at + 1]! << 8) + (b[at + 2]! << 16) + ((b[at + 3]! << 24) >>> 0);
const tag = (b: Uint8Array, at: number) => String.fromCharCode(...b.subarray(at, at + 4));

/** Every chunk after the signature is whole with a right checksum, with image data, ending in IEND. */
function pngIsWhole(b: Uint8Array): boolean {
  let at = 8;
  let hasData = false;
  while (at + 12 <= b.length) {
    const length = u32be(b, at);
    const end = at + 12 + length;
    if (end > b.length) return false;
    if (crc32(b, at + 4, at + 8 + length) !== u32be(b, at + 8 + length)) return false;
    const type = tag(b, at + 4);
    if (type === 'IDAT') hasData = true;
    if (type === 'IEND') return hasData && end === b.length;
    at = end;
  }
  return false;
}

const endsWith = (b: Uint8Array, suffix: readonly number[]) =>
  b.length >= suffix.length && suffix.every((byte, i) => b[b.length - suffix.length + i] === byte);

/** Whether `bytes`, whose header says they are a picture of `type`, are a whole file of that type. */
export function pictureIsWhole(bytes: Uint8Array, type: 'png' | 'jpeg' | 'webp' | 'gif'): boolean {
  switch (type) {
    case 'png':
      return pngIsWhole(bytes);
    case 'jpeg':
      return endsWith(bytes, [0xff, 0xd9]);
    case 'gif':
      // The header, the logical screen descriptor, then at least the trailer.
      return bytes.length >= 14 && endsWith(bytes, [0x3b]);
    case 'webp':
      // RIFF's size counts what follows its first 8 bytes, padded to an even length.
      return bytes.length >= 12 && u32le(bytes, 4) + 8 === bytes.length;
  }
}
