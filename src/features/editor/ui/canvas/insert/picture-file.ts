// A picture file judged before it is sent: by its first bytes (PNG, JPEG, GIF or WebP; the name and
// the type the system gave are not trusted), and by its size against the bound the server keeps
// for a stored picture. SVG is refused: nothing on the server cleans a script out of one.
import { EDITOR_LIMITS } from '../../../../../kernel/limits';
import { sniffPicture } from '../../../../../kernel/media/image-header';

/** The most bytes of a picture the editor sends: the server's bound on one stored picture. */
export const PICTURE_MAX_BYTES = EDITOR_LIMITS.pictureBytes;
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

const looksLikeSvg = (bytes: Uint8Array) => {
  const head = new TextDecoder().decode(bytes.subarray(0, 1024)).trimStart().toLowerCase();
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'));
};

/** What a picture's first bytes say it is, or null. */
export function pictureInfoOf(bytes: Uint8Array): PictureInfo | null {
  const sniffed = sniffPicture(bytes);
  return sniffed && { contentType: sniffed.contentType, width: sniffed.width, height: sniffed.height };
}

export async function checkPicture(file: Blob): Promise<PictureCheck> {
  if (file.size > PICTURE_MAX_BYTES) return { ok: false, reason: 'tooLarge' };
  const bytes = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
  const info = pictureInfoOf(bytes);
  if (info && info.width > 0 && info.height > 0) return { ok: true, info };
  return { ok: false, reason: looksLikeSvg(bytes) ? 'svg' : 'notPicture' };
}
