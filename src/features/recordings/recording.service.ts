// Recorded video presentations (server side): publishing a complete upload over a
// deck the uploader may edit, the editor's save of edits, captions and cover, and what the player
// data of a recording carries. The new presentation keeps a SNAPSHOT of the deck's document, so
// later edits of the deck never break the sync; its transcript and search text come from the
// captions as the viewer hears them (program time, cut parts left out).

import { isListed, type Viewer } from '../../kernel/access/permissions';
import { publicDocument } from '../../kernel/document/canvas/notes';
import { layoutDocument } from '../../kernel/document/layout';
import {
  type TranscriptTopic,
  transcriptLines,
  transcriptOfCaptions,
} from '../../kernel/document/transcript';
import { LIMITS } from '../../kernel/limits';
import { captionsPath, takeCaptionsPath, takeVideoPath, videoPath } from '../../kernel/paths';
import type { DatabaseHandle, Db } from '../../platform/db/connection';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import type { Presentation } from '../access';
import { loadFor } from '../access';
import { createPresentation, indexPresentation, stepCount, updatePresentation } from '../decks';
import { checkRecordingQuota } from '../quota';
import type { PublishRecording, RecordingEdits, RecordingPlayback } from './contracts';
import {
  findRecording,
  insertRecording,
  type RecordingRecord,
  type TakeRecord,
  takesOf,
  updateTakeEdits,
} from './repository';
import {
  captionsProblem,
  coverProblem,
  editsProblem,
  programDuration,
  readCaptions,
  timelineProblem,
} from './rules';
import { captionsOfTakes, chaptersOfTakes, programDurationOfTakes, takeStarts } from './takes-rules';
import { deleteUpload, findUpload } from './uploads.repository';

/** A video presentation made here (not a seeded one, which carries its own media files). */
export const isRecording = (p: Pick<Presentation, 'kind' | 'media'>) =>
  p.kind === 'video' && p.media === null;

export function check(problem: string | null, code: string): void {
  if (problem) throw badRequest(problem, code);
}

/**
 * Whether a take's edits and captions fit its `durationMs` file (400 with the reason otherwise,
 * after `label` when the reason must name the take).
 */
export function checkTakeEdits(
  input: Pick<RecordingEdits, 'edits' | 'captions'>,
  durationMs: number,
  label = '',
) {
  const named = (problem: string | null) => problem && `${label}${problem}`;
  check(named(editsProblem(input.edits, durationMs)), 'bad_edits');
  check(named(captionsProblem(input.captions, durationMs)), 'bad_captions');
}

function checkEdits(input: Pick<RecordingEdits, 'edits' | 'captions' | 'coverMs'>, durationMs: number) {
  checkTakeEdits(input, durationMs);
  check(coverProblem(input.coverMs, durationMs), 'bad_cover');
}

/**
 * The takes after the editor's save: each take's edits and captions checked against its own file
 * (the message names the take when there are several), the later ones kept when not sent.
 */
function editedTakes(recording: RecordingRecord, input: RecordingEdits): TakeRecord[] {
  const takes = takesOf(recording);
  const sent = [
    { edits: input.edits, captions: input.captions },
    ...(input.laterTakes ?? recording.laterTakes),
  ];
  if (sent.length !== takes.length)
    throw conflict(
      `The recording has ${takes.length} takes now; reload the editor to edit them.`,
      'takes_changed',
    );
  return takes.map((take, index) => {
    const edits = sent[index]!;
    checkTakeEdits(edits, take.durationMs, takes.length > 1 ? `Take ${index + 1}: ` : '');
    return { ...take, edits: normalised(edits.edits), captions: edits.captions };
  });
}

/** The transcript: the captions the viewer hears, in program time (every take, in order). */
const transcriptOf = (title: string, takes: Pick<TakeRecord, 'captions' | 'edits'>[]): TranscriptTopic =>
  transcriptOfCaptions(title, captionsOfTakes(takes));

/** A recording's new transcript and search text, after its takes, edits or captions changed. */
export async function retranscribe(
  trx: Db,
  handle: DatabaseHandle,
  presentation: Presentation,
  takes: Pick<TakeRecord, 'captions' | 'edits'>[],
  at: string,
): Promise<Presentation> {
  const transcript = transcriptOf(presentation.title, takes);
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
}

export async function publishRecording(
  handle: DatabaseHandle,
  viewer: Viewer,
  input: PublishRecording,
  quotaBytes: number,
  now = new Date(),
): Promise<Presentation> {
  const upload = await findUpload(handle.db, input.uploadId, viewer.id);
  if (!upload) throw notFound('There is no such upload.');
  if (upload.state !== 'complete' || !upload.sha256 || upload.duration_ms === null)
    throw conflict('The upload is not complete yet.', 'upload_not_complete');
  const deck = await loadFor(handle.db, { oid: input.deckOid }, viewer, 'presentation.edit', {
    refused: () => forbidden('Only the owner and editors of a deck may publish a recording of it.'),
  });
  if (deck.presentation.kind !== 'deck') throw badRequest('Record over a deck, not a video.', 'not_a_deck');
  // The recording would carry the deck's text to everyone its own privacy lets in.
  if (deck.presentation.hidden)
    throw forbidden('This deck was taken down by staff; it cannot be recorded.', 'deck_hidden');
  const title = input.title.replace(/\s+/g, ' ').trim();
  if (!title || title.length > LIMITS.titleLength)
    throw badRequest(`The title needs 1 to ${LIMITS.titleLength} characters.`, 'bad_title');
  const durationMs = upload.duration_ms;
  check(timelineProblem(input.timeline, stepCount(deck.presentation), durationMs), 'bad_timeline');
  checkEdits(input, durationMs);
  // The recording is the team's when the deck is, and so are its bytes.
  const team = deck.presentation.team_id;
  if (team !== null)
    await checkRecordingQuota(
      handle.db,
      quotaBytes,
      { team_id: team, owner_id: viewer.id },
      viewer.id,
      Number(upload.bytes),
    );

  const at = now.toISOString();
  return createPresentation(
    handle,
    {
      ownerId: viewer.id,
      // A recording of a team's deck is the team's too: its members watch and edit it as
      // they do the deck.
      teamId: deck.presentation.team_id,
      // The snapshot is what the video's visitors play along with: never the deck's speaker notes.
      document: publicDocument(deck.presentation.document),
      title,
      privacy: input.privacy,
      tags: [],
      descriptionHtml: '',
      video: { media: null, transcript: transcriptOf(title, [input]) },
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
            coverTake: 0,
            laterTakes: [],
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

export const normalised = (edits: RecordingEdits['edits']): RecordingEdits['edits'] => ({
  startMs: edits.startMs,
  endMs: edits.endMs,
  cuts: [...edits.cuts].sort((a, b) => a.fromMs - b.fromMs).map(({ fromMs, toMs }) => ({ fromMs, toMs })),
});

/** The editor's save: every take's edits and captions, and the cover; the transcript and search follow. */
export async function updateRecording(
  handle: DatabaseHandle,
  viewer: Viewer,
  oid: string,
  input: RecordingEdits,
  now = new Date(),
): Promise<Presentation> {
  const { presentation } = await loadFor(handle.db, { oid }, viewer, 'presentation.edit', {
    refused: () => forbidden('Only the owner and editors may change this recording.'),
  });
  const recording = isRecording(presentation) ? await findRecording(handle.db, presentation.id) : undefined;
  if (!recording) throw notFound('This presentation is not a recording.');
  const takes = editedTakes(recording, input);
  const coverTake = input.coverTake ?? 0;
  const coverFile = takes[coverTake];
  if (!coverFile) throw badRequest(`The cover must be in one of the ${takes.length} takes.`, 'bad_cover');
  check(coverProblem(input.coverMs, coverFile.durationMs), 'bad_cover');
  const at = now.toISOString();
  return handle.db.transaction().execute(async (trx) => {
    await updateTakeEdits(trx, presentation.id, takes, { coverTake, coverMs: input.coverMs }, at);
    return retranscribe(trx, handle, presentation, takes, at);
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
  const takes = takesOf(recording);
  const starts = takeStarts(takes);
  const hasCaptions = (captions: string) => readCaptions(captions).length > 0;
  return {
    takes: takes.map((take, index) => ({
      videoUrl: takeVideoPath(p, index, viewLinkId),
      mimeType: take.mimeType,
      durationMs: take.durationMs,
      programStartMs: starts[index]!,
      programDurationMs: programDuration(take.edits),
      edits: take.edits,
      timeline: take.timeline,
      captionsUrl: hasCaptions(take.captions) ? takeCaptionsPath(p, index, viewLinkId) : null,
      captions: take.captions,
    })),
    videoUrl: videoPath(p, viewLinkId),
    mimeType: recording.mimeType,
    durationMs: recording.durationMs,
    programDurationMs: programDurationOfTakes(takes),
    edits: recording.edits,
    timeline: recording.timeline,
    chapters: chaptersOfTakes(takes, (step) => steps[step]?.title ?? ''),
    captionsUrl: hasCaptions(recording.captions) ? captionsPath(p, viewLinkId) : null,
    captions: recording.captions,
    coverMs: recording.coverMs,
    coverTake: recording.coverTake,
  };
}
