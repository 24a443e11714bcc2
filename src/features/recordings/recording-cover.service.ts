// The cover frame's picture: the owner's browser draws the recording's cover frame to
// a JPEG or WebP (the server never decodes a video) and sends it; it is judged by its bytes (magic
// bytes and pixel size, kernel/media/image-header.ts) and size, kept as an uploaded picture of the
// presentation (media_files, like a PDF deck's pages) and shown by listings and link previews in
// place of the deck's drawn thumbnail. A new picture changes the thumbnail's version, so cached
// cards fetch it anew.
import { createHash } from 'node:crypto';
import type { Viewer } from '../../kernel/access/permissions';
import { RECORDING_LIMITS } from '../../kernel/limits';
import { sniffImage } from '../../kernel/media/image-header';
import type { DatabaseHandle } from '../../platform/db/connection';
import { AppError, badRequest, forbidden, notFound } from '../../platform/http/errors';
import type { Presentation } from '../access';
import { loadFor } from '../access';
import { deleteMediaFile, insertMediaFiles, updatePresentation } from '../decks';
import { isRecording } from './recording.service';
import { findRecording, setCoverImage } from './repository';

export async function setRecordingCover(
  handle: DatabaseHandle,
  viewer: Viewer,
  oid: string,
  bytes: Buffer,
  now = new Date(),
): Promise<{ image: string }> {
  const { presentation } = await loadFor(handle.db, { oid }, viewer, 'presentation.edit', {
    refused: () => forbidden('Only the owner and editors may change this recording.'),
  });
  const recording = isRecording(presentation) ? await findRecording(handle.db, presentation.id) : undefined;
  if (!recording) throw notFound('This presentation is not a recording.');
  if (bytes.length === 0) throw badRequest('Send the picture as the body of the request.', 'no_image');
  if (bytes.length > RECORDING_LIMITS.coverBytes)
    throw new AppError(
      413,
      'too_large',
      `A cover picture can be at most ${RECORDING_LIMITS.coverBytes / 1024} KB.`,
    );
  const info = sniffImage(bytes);
  if (!info || info.type === 'png')
    throw new AppError(415, 'unsupported_image', 'A cover picture must be a JPEG or WebP picture.');
  const { coverMaxSide: max, coverMinSide: min } = RECORDING_LIMITS;
  if (info.width > max || info.height > max || info.width < min || info.height < min)
    throw badRequest(
      `A cover picture must be between ${min} and ${max} pixels on each side.`,
      'bad_image_size',
    );
  const sha = createHash('sha256').update(bytes).digest('hex');
  const key = `${sha}.${info.extension}`;
  const at = now.toISOString();
  await handle.db.transaction().execute(async (trx) => {
    await deleteMediaFile(trx, presentation.id, key);
    await insertMediaFiles(trx, presentation.id, [{ key, contentType: info.contentType, bytes }], at);
    await setCoverImage(trx, presentation.id, key, at);
    await updatePresentation(trx, presentation.id, { thumbnail_version: coverVersion(presentation, sha) });
  });
  return { image: `/media/u/${key}` };
}

/** A new thumbnail version for a new cover picture (16 characters, the column's width). */
const coverVersion = (p: Pick<Presentation, 'thumbnail_version'>, sha: string) =>
  `${p.thumbnail_version.slice(0, 8)}${sha.slice(0, 8)}`;
