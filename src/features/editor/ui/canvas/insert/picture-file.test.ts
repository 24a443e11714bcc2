import { describe, expect, it } from 'vitest';
import { checkPicture, PICTURE_MAX_BYTES, pictureInfoOf } from './picture-file';
import { pngBytes } from './test-support';

const blob = (bytes: Uint8Array | string) => new Blob([bytes as BlobPart]);

describe('a picture file', () => {
  it('is known by its bytes, whatever its name says', async () => {
    expect(await checkPicture(blob(pngBytes(640, 480)))).toEqual({
      ok: true,
      info: { contentType: 'image/png', width: 640, height: 480 },
    });
  });

  it('may be a GIF', () => {
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x20, 0x01, 0x10, 0x00, 0, 0]);
    expect(pictureInfoOf(gif)).toEqual({ contentType: 'image/gif', width: 288, height: 16 });
  });

  it('may be a JPEG', () => {
    // SOI, then a baseline start-of-frame: length, precision, height 300, width 200.
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x00, 0xc8, 0x03]);
    expect(pictureInfoOf(jpeg)).toEqual({ contentType: 'image/jpeg', width: 200, height: 300 });
  });

  it('is refused when it is SVG or not a picture at all', async () => {
    expect(await checkPicture(blob('<?xml version="1.0"?><svg onload="alert(1)"/>'))).toEqual({
      ok: false,
      reason: 'svg',
    });
    expect(await checkPicture(blob('hello'))).toEqual({ ok: false, reason: 'notPicture' });
  });

  it('is refused past the server’s bound before anything is read', async () => {
    const big = new Uint8Array(PICTURE_MAX_BYTES + 1);
    big.set(pngBytes(10, 10));
    expect(await checkPicture(blob(big))).toEqual({ ok: false, reason: 'tooLarge' });
  });
});
