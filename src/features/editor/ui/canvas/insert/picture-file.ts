// A picture file judged before it is sent: by its first bytes (PNG, JPEG, GIF or WebP; the name and
// the type the system gave are not trusted), and by its size against the bound the server keeps
// for a stored picture. SVG is refused: nothing on the server cleans a script out of one.
import { PUBLISH_LIMITS } from '../../../../../kernel/limits';
import { sniffImage } from '../../../../../kernel/media/image-header';

/** The most bytes of a picture the editor sends: the server's bound on one stored picture. */
export const PICTURE_MAX_BYTES = PUBLISH_LIMITS.pageImageBytes;
/** Enough of the file to reach a JPEG's size marker past a camera's EXIF block. */
const HEADER_BYTES = 256 * 1024;

export interface PictureInfo {
  contentType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  width: number;
  height: number;
}

export type PictureCheck =
  | { ok: true; info: PictureInfo }
  | { ok: false; reason: 'tooLarge' | 'notPicture' | 'svg' };

const GIF = [0x47, 0x49, 0x46, 0x38];

function readGif(bytes: Uint8Array): PictureInfo | null {
  // "GIF87a" or "GIF89a", then the logical screen's width and height, little-endian.
  if (bytes.length < 10 || !GIF.every((byte, i) => bytes[i] === byte)) return null;
  if ((bytes[4] !== 0x37 && bytes[4] !== 0x39) || bytes[5] !== 0x61) return null;
  return {
    contentType: 'image/gif',
    width: (bytes[6] as number) | ((bytes[7] as number) << 8),
    height: (bytes[8] as number) | ((bytes[9] as number) << 8),
  };
}

const looksLikeSvg = (bytes: Uint8Array) => {
  const head = new TextDecoder().decode(bytes.subarray(0, 1024)).trimStart().toLowerCase();
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'));
};

/** What a picture's first bytes say it is, or null. */
export function pictureInfoOf(bytes: Uint8Array): PictureInfo | null {
  const sniffed = sniffImage(bytes);
  if (sniffed) return { contentType: sniffed.contentType, width: sniffed.width, height: sniffed.height };
  return readGif(bytes);
}

export async function checkPicture(file: Blob): Promise<PictureCheck> {
  if (file.size > PICTURE_MAX_BYTES) return { ok: false, reason: 'tooLarge' };
  const bytes = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
  const info = pictureInfoOf(bytes);
  if (info && info.width > 0 && info.height > 0) return { ok: true, info };
  return { ok: false, reason: looksLikeSvg(bytes) ? 'svg' : 'notPicture' };
}
