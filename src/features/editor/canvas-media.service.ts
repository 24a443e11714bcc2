// A picture uploaded from the canvas editor (a file chosen, dropped or pasted) stored among the
// deck's media. It is judged by its bytes alone: a PNG, JPEG, GIF or WebP whose header reads and
// whose file holds together (kernel/media), of a bounded size in bytes and pixels, and of the type
// the request declared. SVG and anything else is refused, since the player shows what is stored
// as it is. Stored pictures are named by their content hash, so the same picture sent twice is
// stored once and answers the same address.
import { createHash } from 'node:crypto';
import { EDITOR_LIMITS } from '../../kernel/limits';
import { sniffPicture } from '../../kernel/media/image-header';
import { pictureIsWhole } from '../../kernel/media/picture-structure';
import type { Db } from '../../platform/db/connection';
import { AppError, badRequest, tooLarge } from '../../platform/http/errors';
import type { Presentation } from '../access';
import { insertMediaFiles, keepMediaFile } from '../decks';
import { hasMediaFile, mediaUsage } from './canvas-media.repository';
import type { StoredPicture } from './contracts';

/** The picture types the call takes, as the request's Content-Type names them. */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export const unsupportedPicture = () =>
  new AppError(
    415,
    'unsupported_picture',
    'Send a PNG, JPEG, GIF or WebP picture as the body of the request.',
  );

/** What the bytes are, if they are a picture the deck may hold; refused otherwise. */
function judge(bytes: Uint8Array, declaredType: string | undefined) {
  if (bytes.length === 0) throw badRequest('Send the picture as the body of the request.', 'no_picture');
  if (bytes.length > EDITOR_LIMITS.pictureBytes)
    throw tooLarge(`A picture can be at most ${EDITOR_LIMITS.pictureBytes / (1024 * 1024)} MB.`);
  const info = sniffPicture(bytes);
  if (!info || !pictureIsWhole(bytes, info.type)) throw unsupportedPicture();
  if (declaredType !== info.contentType)
    throw new AppError(
      415,
      'picture_type_mismatch',
      `This picture is a ${info.type.toUpperCase()} file, but was sent as ${declaredType ?? 'no type'}.`,
    );
  const { width, height } = info;
  const { pictureSide: side, picturePixels: pixels } = EDITOR_LIMITS;
  if (width < 1 || height < 1 || width > side || height > side || width * height > pixels)
    throw badRequest(
      `A picture must be at most ${side} pixels on each side and ${pixels / 1_000_000} million pixels in all.`,
      'bad_picture_size',
    );
  return info;
}

/** Refuses a picture the deck has no room for: its media would pass their bound in files or bytes. */
async function mustHaveRoom(db: Db, p: Presentation, size: number) {
  const usage = await mediaUsage(db, p.id);
  const { deckMediaBytes, deckMediaFiles } = EDITOR_LIMITS;
  if (usage.files + 1 > deckMediaFiles || usage.bytes + size > deckMediaBytes)
    throw tooLarge(
      `This deck already holds as many pictures as a deck may (${deckMediaFiles} files or ` +
        `${deckMediaBytes / (1024 * 1024)} MB): use pictures it has, or make a new deck for more.`,
      'deck_media_full',
    );
}

/**
 * Stores `bytes` among presentation `p`'s media (the caller checked they may edit it), sent with
 * the Content-Type `declaredType` (its media type, without parameters). Answers the address the
 * document names it by, served by the uploaded-media route, and its size.
 */
export async function storePicture(
  db: Db,
  p: Presentation,
  bytes: Buffer,
  declaredType: string | undefined,
  now = new Date(),
): Promise<StoredPicture> {
  const info = judge(bytes, declaredType);
  const key = `${createHash('sha256').update(bytes).digest('hex')}.${info.extension}`;
  // A picture the deck holds already is wanted again: the media sweep's mark on it goes.
  if (!(await keepMediaFile(db, p.id, key))) {
    await mustHaveRoom(db, p, bytes.length);
    const file = { key, contentType: info.contentType, bytes };
    try {
      await insertMediaFiles(db, p.id, [file], now.toISOString());
    } catch (error) {
      // The same picture stored by a request that ran alongside this one: it is there, as wanted.
      if (!(await hasMediaFile(db, p.id, key))) throw error;
    }
  }
  return { src: `/media/u/${key}`, width: info.width, height: info.height };
}
