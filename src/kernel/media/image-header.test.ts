import { describe, expect, it } from 'vitest';
import { isPdf, sniffImage, sniffPicture } from './image-header';

const bytes = (base64: string) => Uint8Array.from(Buffer.from(base64, 'base64'));
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

// Made by Chromium's canvas.toBlob (37×21): a whole PNG, and the heads of a JPEG and a WebP.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAACUAAAAVCAYAAADB5CeuAAAAVUlEQVR4AezSUQkAIBRD0YeVNJOdNJNm0goX4cGQCfsbooeVOtZRSwnBo/+o1WuQZOPqS2UL0PstZSkqQHve1D9Sbe4goT9+7XlTVM5SlqICtCe5qQsAAP//kztDTQAAAAZJREFUAwCqjH3+vA+oSwAAAABJRU5ErkJggg==';
const JPEG_HEAD =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAVACUDASI=';
const WEBP_VP8X_HEAD = 'UklGRmgCAABXRUJQVlA4WAoAAAAgAAAAJAAAFAAASUNDUMgBAAAAAA==';

function riff(chunk: string, payload: number[]): Uint8Array {
  return Uint8Array.from([
    ...ascii('RIFF'),
    0,
    0,
    0,
    0,
    ...ascii('WEBP'),
    ...ascii(chunk),
    0,
    0,
    0,
    0,
    ...payload,
  ]);
}

describe('sniffImage', () => {
  it('reads a PNG header', () => {
    expect(sniffImage(bytes(PNG))).toEqual({
      type: 'png',
      contentType: 'image/png',
      extension: 'png',
      width: 37,
      height: 21,
    });
  });

  it('finds the size in a JPEG start-of-frame segment past its APP segments', () => {
    expect(sniffImage(bytes(JPEG_HEAD))).toMatchObject({
      type: 'jpeg',
      extension: 'jpg',
      width: 37,
      height: 21,
    });
  });

  it('reads extended (VP8X), lossy (VP8) and lossless (VP8L) WebP headers', () => {
    expect(sniffImage(bytes(WEBP_VP8X_HEAD))).toMatchObject({ type: 'webp', width: 37, height: 21 });
    // VP8: 3-byte frame tag, start code 9d 01 2a, then 14-bit width and height (little-endian).
    const lossy = riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x40, 0x06, 0x84, 0x03]);
    expect(sniffImage(lossy)).toMatchObject({
      type: 'webp',
      contentType: 'image/webp',
      width: 1600,
      height: 900,
    });
    // VP8L: signature 0x2f, then width-1 and height-1 in 14 bits each.
    const bits = (1600 - 1) | ((900 - 1) << 14);
    const lossless = riff('VP8L', [
      0x2f,
      bits & 255,
      (bits >> 8) & 255,
      (bits >> 16) & 255,
      (bits >>> 24) & 255,
    ]);
    expect(sniffImage(lossless)).toMatchObject({ type: 'webp', width: 1600, height: 900 });
  });

  it('refuses what is not an image, or an image cut short before its size', () => {
    expect(sniffImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(new TextEncoder().encode('%PDF-1.4'))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
    expect(sniffImage(bytes(PNG).subarray(0, 20))).toBeNull();
    expect(sniffImage(bytes(JPEG_HEAD).subarray(0, 100))).toBeNull();
    expect(sniffImage(riff('VP8 ', [0, 0, 0, 1, 2, 3, 4, 5, 6, 7]))).toBeNull();
    // A GIF is an image, but not one we accept.
    expect(sniffImage(Uint8Array.from([...ascii('GIF89a'), 1, 0, 1, 0]))).toBeNull();
  });
});

describe('sniffPicture', () => {
  it('reads what sniffImage reads, and a GIF87a or GIF89a logical screen size', () => {
    expect(sniffPicture(bytes(PNG))).toEqual(sniffImage(bytes(PNG)));
    expect(sniffPicture(Uint8Array.from([...ascii('GIF89a'), 0x40, 0x06, 0x84, 0x03]))).toEqual({
      type: 'gif',
      contentType: 'image/gif',
      extension: 'gif',
      width: 1600,
      height: 900,
    });
    expect(sniffPicture(Uint8Array.from([...ascii('GIF87a'), 1, 0, 2, 0]))).toMatchObject({
      width: 1,
      height: 2,
    });
  });

  it('refuses another GIF version, a GIF cut short and what is no picture', () => {
    expect(sniffPicture(Uint8Array.from([...ascii('GIF88a'), 1, 0, 1, 0]))).toBeNull();
    expect(sniffPicture(Uint8Array.from([...ascii('GIF89a'), 1, 0, 1]))).toBeNull();
    expect(sniffPicture(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});

describe('isPdf', () => {
  it('accepts only files that start with %PDF-', () => {
    expect(isPdf(new TextEncoder().encode('%PDF-1.7\n'))).toBe(true);
    expect(isPdf(new TextEncoder().encode(' %PDF-1.7'))).toBe(false);
    expect(isPdf(bytes(PNG))).toBe(false);
  });
});
