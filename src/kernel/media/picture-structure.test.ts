import { describe, expect, it } from 'vitest';
import { GIF_1X1, JPEG_3X2, PICTURES, PNG_5X4, WEBP_3X2 } from '../../../test/helpers/pictures';
import { sniffPicture } from './image-header';
import { pictureIsWhole } from './picture-structure';

const cut = (bytes: Uint8Array, drop: number) => bytes.subarray(0, bytes.length - drop);
const withTail = (bytes: Uint8Array, tail: number[]) => Uint8Array.from([...bytes, ...tail]);

describe('pictureIsWhole', () => {
  it.each(PICTURES)('takes a whole $name', ({ bytes }) => {
    const info = sniffPicture(bytes);
    expect(info).not.toBeNull();
    expect(pictureIsWhole(bytes, info!.type)).toBe(true);
  });

  it('refuses a PNG header followed by garbage, a chunk with a wrong checksum, or a PNG cut short', () => {
    const garbage = Uint8Array.from([
      ...PNG_5X4.subarray(0, 33),
      ...new TextEncoder().encode('<script>x</script>'),
    ]);
    expect(sniffPicture(garbage)?.type).toBe('png');
    expect(pictureIsWhole(garbage, 'png')).toBe(false);
    const flipped = Uint8Array.from(PNG_5X4);
    flipped[45] = flipped[45]! ^ 1; // inside IDAT's data: its checksum no longer matches
    expect(pictureIsWhole(flipped, 'png')).toBe(false);
    expect(pictureIsWhole(cut(PNG_5X4, 1), 'png')).toBe(false);
    expect(pictureIsWhole(withTail(PNG_5X4, [0]), 'png')).toBe(false);
  });

  it('refuses a PNG without image data', () => {
    // The signature and IHDR of the PNG, then its IEND chunk (the last 12 bytes).
    const noData = Uint8Array.from([...PNG_5X4.subarray(0, 33), ...PNG_5X4.subarray(PNG_5X4.length - 12)]);
    expect(pictureIsWhole(noData, 'png')).toBe(false);
  });

  it('refuses a JPEG, GIF or WebP cut short', () => {
    expect(pictureIsWhole(cut(JPEG_3X2, 1), 'jpeg')).toBe(false);
    expect(pictureIsWhole(cut(GIF_1X1, 1), 'gif')).toBe(false);
    expect(pictureIsWhole(cut(WEBP_3X2, 2), 'webp')).toBe(false);
    expect(pictureIsWhole(withTail(WEBP_3X2, [0, 0]), 'webp')).toBe(false);
  });
});
