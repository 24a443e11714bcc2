// Make a copy of a recorded video (the publishing feature's copy asks here when the presentation
// is a recording).
import { publicDocument } from '../../kernel/document/canvas/notes';
import { retitleTranscript } from '../../kernel/document/retitle';
import { LIMITS } from '../../kernel/limits';
import { presentationPath } from '../../kernel/paths';
import type { DatabaseHandle } from '../../platform/db/connection';
import type { Presentation } from '../access';
import { copyMediaFiles, createPresentation } from '../decks';
import { findCoverImage, insertRecording, type RecordingRecord, setCoverImage } from './repository';

/**
 * A copy of a recorded video: the same video file (shared by its hash), deck snapshot,
 * timeline, edits, captions and cover picture, as a private recording of the caller's. It has no
 * editor page, so the copy opens on its view page. Publishing's Make a copy answers this as its
 * CopyResult; recordings sits below publishing, so it spells the shape out rather than import it.
 */
export async function copyRecording(
  handle: DatabaseHandle,
  source: Presentation,
  recording: RecordingRecord,
  ownerId: number,
): Promise<{ oid: string; redirectUrl: string }> {
  const title = `Copy of ${source.title}`.slice(0, LIMITS.titleLength);
  const copy = await createPresentation(handle, {
    ownerId,
    document: publicDocument(source.document),
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
