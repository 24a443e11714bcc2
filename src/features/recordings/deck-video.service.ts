// A video uploaded into a canvas deck from the editor: a complete upload of the person's (the same
// resumable upload the studio sends its takes through) becomes one of the deck's videos, and its
// elements name it by its content, /media/v/{sha256}.{ext}. Its bytes move from the uploader's
// unpublished uploads to the deck owner's (or team's) video quota, as a recording's do.
import type { Viewer } from '../../kernel/access/permissions';
import { EDITOR_LIMITS } from '../../kernel/limits';
import type { DatabaseHandle } from '../../platform/db/connection';
import { conflict, notFound, tooLarge } from '../../platform/http/errors';
import type { Presentation } from '../access';
import { checkRecordingQuota } from '../quota';
import { VIDEO_MIME_TYPES, type VideoMimeType } from './contracts';
import { countDeckVideos, findDeckVideo, insertDeckVideo } from './deck-videos.repository';
import { deleteUpload, findUpload } from './uploads.repository';
import { releaseVideoFile, VIDEO_EXTENSIONS, type VideoStore } from './video-upload.service';

/** The address a deck's video is served at, as its elements name it. */
export const deckVideoSource = (sha256: string, mime: VideoMimeType) =>
  `/media/v/${sha256}.${VIDEO_EXTENSIONS[mime]}`;

/** What a deck video's address names, or null: the served route's key. */
export function parseDeckVideoKey(key: string): { sha256: string; mime: VideoMimeType } | null {
  const found = /^([a-f0-9]{64})\.([a-z0-9]+)$/.exec(key);
  const mime = VIDEO_MIME_TYPES.find((type) => VIDEO_EXTENSIONS[type] === found?.[2]);
  return found && mime ? { sha256: found[1]!, mime } : null;
}

export interface DeckVideoAttached {
  src: string;
  durationMs: number;
}

/**
 * Makes the viewer's complete upload `uploadId` one of presentation `p`'s videos (the caller
 * checked they may edit it). The same video sent twice is held once; the upload is used up.
 */
export async function attachDeckVideo(
  handle: DatabaseHandle,
  store: Pick<VideoStore, 'blobs' | 'quotaBytes'>,
  viewer: Viewer,
  p: Presentation,
  uploadId: string,
  now = new Date(),
): Promise<DeckVideoAttached> {
  const upload = await findUpload(handle.db, uploadId, viewer.id);
  if (!upload) throw notFound('There is no such upload.');
  if (upload.state !== 'complete' || !upload.sha256 || upload.duration_ms === null)
    throw conflict('The upload is not complete yet.', 'upload_not_complete');
  const sha256 = upload.sha256;
  const attached = { src: deckVideoSource(sha256, upload.mime_type), durationMs: upload.duration_ms };
  if (await findDeckVideo(handle.db, p.id, sha256)) {
    // Held already: the upload's copy of the file is the deck's, so only the upload goes.
    await deleteUpload(handle.db, upload.id);
    return attached;
  }
  if ((await countDeckVideos(handle.db, p.id)) >= EDITOR_LIMITS.deckVideos)
    throw tooLarge(
      `A deck can hold at most ${EDITOR_LIMITS.deckVideos} uploaded videos.`,
      'deck_videos_full',
    );
  const bytes = Number(upload.bytes);
  // Into a team's deck or someone else's, the bytes land on another quota, which must have room.
  await checkRecordingQuota(handle.db, store.quotaBytes, p, viewer.id, bytes);
  await handle.db.transaction().execute(async (trx) => {
    // Sent twice at once, the upload is used up by one of them only.
    if (!(await deleteUpload(trx, upload.id))) throw notFound('There is no such upload.');
    await insertDeckVideo(trx, {
      presentation_id: p.id,
      video_sha256: sha256,
      mime_type: upload.mime_type,
      bytes,
      duration_ms: upload.duration_ms!,
      created_at: now.toISOString(),
    });
  });
  return attached;
}

/** After deck `rows` are gone: each file goes unless another deck, recording or upload uses it. */
export async function releaseDeckVideos(
  store: Pick<VideoStore, 'db' | 'blobs'>,
  rows: readonly { video_sha256: string; mime_type: VideoMimeType }[],
): Promise<void> {
  for (const row of rows) await releaseVideoFile(store, row.video_sha256, row.mime_type);
}
