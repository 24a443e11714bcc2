// Make a copy / use a template: a private copy owned by the caller, opened in the editor.
import { publicDocument } from '../../kernel/document/canvas/notes';
import { retitleDocument } from '../../kernel/document/retitle';
import { LIMITS } from '../../kernel/limits';
import { editPath } from '../../kernel/paths';
import type { DatabaseHandle } from '../../platform/db/connection';
import type { Presentation } from '../access';
import { copyMediaFiles, createPresentation } from '../decks';
import { copyDeckVideos, copyRecording, findRecording, isRecording } from '../recordings';
import type { CopyResult } from './contracts';

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
  // A copy never carries the speaker notes (a source deck's copy has no source, a canvas deck's loses
  // its steps' notes): they are the author's own, and a copy is most often a visitor's.
  const document = publicDocument(retitleDocument(original, title));
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
    // A copied deck shows the same pictures and videos: the copy holds its own rows of them (their
    // files are stored once), and its uploaded videos count against its owner's quota.
    afterInsert: async (trx, row) => {
      await copyMediaFiles(trx, source.id, row.id, row.created_at);
      await copyDeckVideos(trx, source.id, row.id, row.created_at);
    },
  });
  return { oid: copy.oid, redirectUrl: editPath(copy) };
}
