// Recorded video presentations (issue #18 item 5, server side): publishing a complete upload over a
// deck the uploader may edit, the editor's save of edits, captions and cover, and what the player
// data of a recording carries. The new presentation keeps a SNAPSHOT of the deck's document, so
// later edits of the deck never break the sync; its transcript and search text come from the
// captions as the viewer hears them (program time, cut parts left out).
import type { PublishRecording, RecordingEdits, RecordingPlayback } from '../../contracts/video';
import type { DatabaseHandle, Db } from '../../db/connection';
import { updatePresentation } from '../../db/repositories/presentations.repository';
import { indexPresentation } from '../../db/repositories/search.repository';
import {
  deleteUpload,
  findRecording,
  findUpload,
  insertRecording,
  type RecordingRecord,
  updateRecordingEdits,
} from '../../db/repositories/video.repository';
import type { Presentation, User } from '../../db/rows';
import { layoutDocument } from '../../domain/layout';
import { LIMITS } from '../../domain/limits';
import { captionsPath, videoPath } from '../../domain/paths';
import { canEdit, isListed } from '../../domain/permissions';
import {
  captionsProblem,
  chapters,
  coverProblem,
  editsProblem,
  programCaptions,
  programDuration,
  readCaptions,
  timelineProblem,
} from '../../domain/recording';
import { type TranscriptTopic, transcriptLines, transcriptOfCaptions } from '../../domain/transcript';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { createPresentation, loadVisibleByOid, stepCount, viewerOf } from './presentation.service';

/** A video presentation made here (not a seeded one, which carries its own media files). */
export const isRecording = (p: Pick<Presentation, 'kind' | 'media'>) =>
  p.kind === 'video' && p.media === null;

function check(problem: string | null, code: string): void {
  if (problem) throw badRequest(problem, code);
}

function checkEdits(input: Pick<RecordingEdits, 'edits' | 'captions' | 'coverMs'>, durationMs: number) {
  check(editsProblem(input.edits, durationMs), 'bad_edits');
  check(captionsProblem(input.captions, durationMs), 'bad_captions');
  check(coverProblem(input.coverMs, durationMs), 'bad_cover');
}

/** The transcript: the captions the viewer hears, in program time. */
const transcriptOf = (title: string, captions: string, edits: RecordingEdits['edits']): TranscriptTopic =>
  transcriptOfCaptions(title, programCaptions(readCaptions(captions), edits));

export async function publishRecording(
  handle: DatabaseHandle,
  user: User,
  input: PublishRecording,
  now = new Date(),
): Promise<Presentation> {
  const upload = await findUpload(handle.db, input.uploadId, user.id);
  if (!upload) throw notFound('There is no such upload.');
  if (upload.state !== 'complete' || !upload.sha256 || upload.duration_ms === null)
    throw conflict('The upload is not complete yet.', 'upload_not_complete');
  const deck = await loadVisibleByOid(handle.db, input.deckOid, user);
  if (!canEdit(deck.access, viewerOf(user)))
    throw forbidden('Only the owner and editors of a deck may publish a recording of it.');
  if (deck.presentation.kind !== 'deck') throw badRequest('Record over a deck, not a video.', 'not_a_deck');
  const title = input.title.replace(/\s+/g, ' ').trim();
  if (!title || title.length > LIMITS.titleLength)
    throw badRequest(`The title needs 1 to ${LIMITS.titleLength} characters.`, 'bad_title');
  const durationMs = upload.duration_ms;
  check(timelineProblem(input.timeline, stepCount(deck.presentation), durationMs), 'bad_timeline');
  checkEdits(input, durationMs);

  const at = now.toISOString();
  return createPresentation(
    handle,
    {
      ownerId: user.id,
      document: deck.presentation.document,
      title,
      privacy: input.privacy,
      tags: [],
      descriptionHtml: '',
      video: { media: null, transcript: transcriptOf(title, input.captions, input.edits) },
      afterInsert: async (trx, row) => {
        await insertRecording(
          trx,
          {
            presentationId: row.id,
            videoSha256: upload.sha256!,
            mimeType: upload.mime_type,
            bytes: Number(upload.bytes),
            durationMs,
            deckId: deck.presentation.id,
            timeline: input.timeline,
            edits: normalised(input.edits),
            captions: input.captions,
            coverMs: input.coverMs,
          },
          at,
        );
        // The file now belongs to the recording; the upload is done with.
        await deleteUpload(trx, upload.id);
      },
    },
    now,
  );
}

const normalised = (edits: RecordingEdits['edits']): RecordingEdits['edits'] => ({
  startMs: edits.startMs,
  endMs: edits.endMs,
  cuts: [...edits.cuts].sort((a, b) => a.fromMs - b.fromMs).map(({ fromMs, toMs }) => ({ fromMs, toMs })),
});

/** The editor's save: new edits, captions and cover; the transcript and search follow. */
export async function updateRecording(
  handle: DatabaseHandle,
  user: User,
  oid: string,
  input: RecordingEdits,
  now = new Date(),
): Promise<Presentation> {
  const { presentation, access } = await loadVisibleByOid(handle.db, oid, user);
  if (!canEdit(access, viewerOf(user)))
    throw forbidden('Only the owner and editors may change this recording.');
  const recording = isRecording(presentation) ? await findRecording(handle.db, presentation.id) : undefined;
  if (!recording) throw notFound('This presentation is not a recording.');
  checkEdits(input, recording.durationMs);
  const at = now.toISOString();
  const transcript = transcriptOf(presentation.title, input.captions, input.edits);
  return handle.db.transaction().execute(async (trx) => {
    await updateRecordingEdits(
      trx,
      presentation.id,
      { edits: normalised(input.edits), captions: input.captions, coverMs: input.coverMs },
      at,
    );
    const updated = await updatePresentation(trx, presentation.id, { transcript, updated_at: at });
    await indexPresentation(trx, handle.dialect, {
      presentationId: presentation.id,
      title: presentation.title,
      description: presentation.description_html.replace(/<[^>]+>/g, ' '),
      body: transcriptLines(transcript).join('\n'),
      tags: presentation.tags,
      listed: isListed({ privacy: presentation.privacy, hidden: presentation.hidden }),
    });
    return updated;
  });
}

/** The recording of a video presentation, when it is one. */
export async function recordingOf(db: Db, p: Presentation): Promise<RecordingRecord | undefined> {
  return isRecording(p) ? findRecording(db, p.id) : undefined;
}

/** What the player needs of a recording, with addresses through the way this viewer came. */
export function presentRecording(
  recording: RecordingRecord,
  p: Presentation,
  viewLinkId: string | undefined,
): RecordingPlayback {
  const steps = layoutDocument(p.document).steps;
  const hasCaptions = readCaptions(recording.captions).length > 0;
  return {
    videoUrl: videoPath(p, viewLinkId),
    mimeType: recording.mimeType,
    durationMs: recording.durationMs,
    programDurationMs: programDuration(recording.edits),
    edits: recording.edits,
    timeline: recording.timeline,
    chapters: chapters(recording.timeline, recording.edits, (step) => steps[step]?.title ?? ''),
    captionsUrl: hasCaptions ? captionsPath(p, viewLinkId) : null,
    captions: recording.captions,
    coverMs: recording.coverMs,
  };
}
