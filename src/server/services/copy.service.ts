// Make a copy / use a template: a private copy owned by the caller, opened in the editor.
import type { CopyResult } from '../../contracts/publish';
import type { DatabaseHandle } from '../../db/connection';
import { copyMediaFiles } from '../../db/repositories/media.repository';
import type { Presentation } from '../../db/rows';
import { findRecording } from '../../features/recordings';
import { isRecording } from '../../features/recordings/recording.service';
import {
  findCoverImage,
  insertRecording,
  type RecordingRecord,
  setCoverImage,
} from '../../features/recordings/repository';
import { retitleDocument, retitleTranscript } from '../../kernel/document/retitle';
import { LIMITS } from '../../kernel/limits';
import { editPath, presentationPath } from '../../kernel/paths';
import { createPresentation } from './presentation.service';

export async function copyPresentation(
  handle: DatabaseHandle,
  source: Presentation,
  ownerId: number,
): Promise<CopyResult> {
  const recording = isRecording(source) ? await findRecording(handle.db, source.id) : undefined;
  if (recording) return copyRecording(handle, source, recording, ownerId);
  const original = source.document;
  // The copy's own title says what it is, so the owner can tell it from the original.
  const title = `Copy of ${original.title}`.slice(0, LIMITS.titleLength);
  // Renamed everywhere the title appears, so the editor can still open it as Markdown.
  const document = retitleDocument(original, title);
  const copy = await createPresentation(handle, {
    ownerId,
    document,
    privacy: 'private',
    tags: source.tags,
    descriptionHtml: source.description_html,
    ...(source.kind === 'video' && source.media
      ? {
          video: {
            media: source.media,
            transcript: source.transcript,
          },
        }
      : {}),
    // A copied PDF deck keeps its uploaded PDF (stored once, shared by reference).
    ...(source.original_pdf ? { originalPdf: source.original_pdf } : {}),
    // A copied PDF deck shows the same page pictures: the copy holds its own rows of them.
    afterInsert: (trx, row) => copyMediaFiles(trx, source.id, row.id, row.created_at),
  });
  return { oid: copy.oid, redirectUrl: editPath(copy) };
}

/**
 * A copy of a recorded video: the same video file (shared by its hash), deck snapshot,
 * timeline, edits, captions and cover picture, as a private recording of the caller's. It has no
 * editor page, so the copy opens on its view page.
 */
async function copyRecording(
  handle: DatabaseHandle,
  source: Presentation,
  recording: RecordingRecord,
  ownerId: number,
): Promise<CopyResult> {
  const title = `Copy of ${source.title}`.slice(0, LIMITS.titleLength);
  const copy = await createPresentation(handle, {
    ownerId,
    document: source.document,
    title,
    privacy: 'private',
    tags: source.tags,
    descriptionHtml: source.description_html,
    video: { media: null, transcript: retitleTranscript(source.transcript, source.title, title) },
    afterInsert: async (trx, row) => {
      await insertRecording(trx, { ...recording, presentationId: row.id }, row.created_at);
      // The cover frame's picture is a media file of the recording's, like a PDF deck's pages: the
      // copy holds its own row of it, so its cards show the same picture from the start.
      const cover = await findCoverImage(trx, source.id);
      if (!cover) return;
      await copyMediaFiles(trx, source.id, row.id, row.created_at);
      await setCoverImage(trx, row.id, cover, row.created_at);
    },
  });
  return { oid: copy.oid, redirectUrl: presentationPath(copy) };
}
