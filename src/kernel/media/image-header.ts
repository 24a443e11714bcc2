// Recognises PNG, JPEG and WebP files (and, for the canvas editor's pictures, GIF) by their magic
// bytes and reads their pixel size from the header, so uploads are judged by what they are rather
// than by the name or type the client gave.

export interface ImageInfo {
  type: 'png' | 'jpeg' | 'webp';
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  extension: 'png' | 'jpg' | 'webp';
  width: number;
  height: number;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function readPng(b: Uint8Array): ImageInfo | null {
  // The first chunk must be IHDR (length 13): width and height are its first two fields.
  if (b.length < 24 || !startsWith(b, ascii('IHDR'), 12)) return null;
  return {
    type: 'png',
    contentType: 'image/png',
    extension: 'png',
    width: u32be(b, 16),
    height: u32be(b, 20),
  };
}

// Start-of-frame markers carry the size; C4 (huffman tables), C8 and CC (arithmetic coding) do not.
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function readJpeg(b: Uint8Array): ImageInfo | null {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    // Fill bytes and markers without a length (RSTn, TEM) are skipped on their own.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > b.length) return null;
      return {
        type: 'jpeg',
        contentType: 'image/jpeg',
        extension: 'jpg',
        height: u16be(b, at + 5),
        width: u16be(b, at + 7),
      };
    }
    at += 2 + length;
  }
  return null;
}

function readWebp(b: Uint8Array): ImageInfo | null {
  const chunk = String.fromCharCode(...b.subarray(12, 16));
  const info = (width: number, height: number): ImageInfo => ({
    type: 'webp',
    contentType: 'image/webp',
    extension: 'webp',
    width,
    height,
  });
  if (chunk === 'VP8 ' && b.length >= 30 && startsWith(b, [0x9d, 0x01, 0x2a], 23)) {
    return info(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  }
  if (chunk === 'VP8L' && b.length >= 25 && b[20] === 0x2f) {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return info((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X' && b.length >= 30) return info(u24le(b, 24) + 1, u24le(b, 27) + 1);
  return null;
}

/** What an image file is, from its first bytes; null when it is not a PNG, JPEG or WebP we can read. */
export function sniffImage(bytes: Uint8Array): ImageInfo | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return readPng(bytes);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return readJpeg(bytes);
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return readWebp(bytes);
  return null;
}

/** A GIF: only the canvas editor's pictures take one, so sniffImage's callers never see it. */
export interface GifInfo {
  type: 'gif';
  contentType: 'image/gif';
  extension: 'gif';
  width: number;
  height: number;
}

function readGif(b: Uint8Array): GifInfo | null {
  // "GIF87a" or "GIF89a", then the logical screen's width and height, little-endian.
  if (b.length < 10 || !startsWith(b, ascii('GIF8')) || (b[4] !== 0x37 && b[4] !== 0x39) || b[5] !== 0x61)
    return null;
  return { type: 'gif', contentType: 'image/gif', extension: 'gif', width: u16le(b, 6), height: u16le(b, 8) };
}

/** What a picture for a canvas deck is: a PNG, JPEG, WebP or GIF we can read, or null. */
export const sniffPicture = (bytes: Uint8Array): ImageInfo | GifInfo | null =>
  sniffImage(bytes) ?? readGif(bytes);

/** A PDF file starts with "%PDF-" (readers allow a little junk before it; we do not). */
export const isPdf = (bytes: Uint8Array): boolean => startsWith(bytes, ascii('%PDF-'));
