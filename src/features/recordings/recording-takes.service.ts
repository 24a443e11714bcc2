// Re-recording from a step (server side): a new take uploaded by an owner or
// editor of the recording is appended where step `fromStep` first shows in the program (the take
// showing it ends there, later takes are dropped), all in one transaction with the transcript and
// search text; the files of dropped takes are deleted afterwards unless something else uses them.

import type { Viewer } from '../../kernel/access/permissions';
import { layoutDocument } from '../../kernel/document/layout';
import { RECORDING_LIMITS } from '../../kernel/limits';
import type { DatabaseHandle } from '../../platform/db/connection';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import type { Presentation } from '../access';
import { loadFor } from '../access';
import { checkRecordingQuota } from '../quota';
import type { RecordingTake } from './contracts';
import { check, checkTakeEdits, isRecording, normalised, retranscribe } from './recording.service';
import { findRecording, replaceTakes, type TakeRecord, takesOf } from './repository';
import { timelineProblem } from './rules';
import { endTakesAt, firstShowing } from './takes-rules';
import { deleteUpload, findUpload } from './uploads.repository';
import { releaseVideoFile, type VideoStore } from './video-upload.service';

export async function addTake(
  handle: DatabaseHandle,
  store: Pick<VideoStore, 'db' | 'blobs' | 'quotaBytes'>,
  viewer: Viewer,
  oid: string,
  input: RecordingTake,
  now = new Date(),
): Promise<Presentation> {
  const { presentation } = await loadFor(handle.db, { oid }, viewer, 'presentation.edit', {
    refused: () => forbidden('Only the owner and editors may re-record this recording.'),
  });
  const recording = isRecording(presentation) ? await findRecording(handle.db, presentation.id) : undefined;
  if (!recording) throw notFound('This presentation is not a recording.');
  const upload = await findUpload(handle.db, input.uploadId, viewer.id);
  if (!upload) throw notFound('There is no such upload.');
  if (upload.state !== 'complete' || !upload.sha256 || upload.duration_ms === null)
    throw conflict('The upload is not complete yet.', 'upload_not_complete');
  // The deck snapshot's steps (stepCount counts a video presentation as one).
  const steps = layoutDocument(presentation.document).steps.length;
  if (input.fromStep >= steps)
    throw badRequest(`Step ${input.fromStep} is not in the deck (0–${steps - 1}).`, 'bad_step');
  check(timelineProblem(input.timeline, steps, upload.duration_ms), 'bad_timeline');
  checkTakeEdits(input, upload.duration_ms);

  const takes = takesOf(recording);
  const from = firstShowing(takes, input.fromStep);
  if (!from) throw badRequest(`The recording never shows step ${input.fromStep + 1}.`, 'step_not_shown');
  const { kept, dropped } = endTakesAt(takes, from);
  if (kept.length >= RECORDING_LIMITS.takes)
    throw conflict(`A recording has at most ${RECORDING_LIMITS.takes} takes.`, 'too_many_takes');
  const freed = dropped.reduce((sum, index) => sum + (takes[index]?.bytes ?? 0), 0);
  await checkRecordingQuota(
    handle.db,
    store.quotaBytes,
    presentation,
    viewer.id,
    Number(upload.bytes),
    freed,
  );
  const take: TakeRecord = {
    videoSha256: upload.sha256,
    mimeType: upload.mime_type,
    bytes: Number(upload.bytes),
    durationMs: upload.duration_ms,
    timeline: input.timeline,
    edits: normalised(input.edits),
    captions: input.captions,
  };
  const next = [...kept, take];
  // The cover stays where it was while its take does (a kept take's file is unchanged); otherwise
  // it is the new take's first frame.
  const cover =
    recording.coverTake < kept.length
      ? { coverTake: recording.coverTake, coverMs: recording.coverMs }
      : { coverTake: kept.length, coverMs: take.edits.startMs };
  const at = now.toISOString();
  const updated = await handle.db.transaction().execute(async (trx) => {
    await replaceTakes(trx, presentation.id, next, cover, at);
    // The file now belongs to the recording; the upload is done with.
    await deleteUpload(trx, upload.id);
    return retranscribe(trx, handle, presentation, next, at);
  });
  for (const index of dropped) {
    const old = takes[index]!;
    await releaseVideoFile(store, old.videoSha256, old.mimeType);
  }
  return updated;
}
