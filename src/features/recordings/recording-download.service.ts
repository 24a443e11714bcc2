// The original download of a recorded video: one take, its file as uploaded; several
// takes (re-recorded from a step), a zip streamed entry by entry — each take's file in program
// order (take-1.webm, take-2.mp4, … by its container), the captions as one WebVTT file on the
// program's timeline, and timeline.json saying how they fit: which parts of each file play, where
// in the program, and which deck step shows when. Files come from the blob store and never pass
// through memory whole.
import type { Readable } from 'node:stream';
import { layoutDocument } from '../../kernel/document/layout';
import { writeWebVtt } from '../../kernel/media/webvtt';
import { notFound } from '../../platform/http/errors';
import type { BlobStore } from '../../platform/storage';
import { zipStream } from '../../platform/storage/zip-stream';
import type { Presentation } from '../access';
import { type RecordingRecord, type TakeRecord, takesOf } from './repository';
import { segments } from './rules';
import { captionsOfTakes, programDurationOfTakes, takeStarts } from './takes-rules';
import { videoKey } from './video-upload.service';

export type RecordingOriginal = { fileName: string; contentType: string; stream: Readable };

const missing = () => notFound('This recording’s video file is missing.');

const extensionOf = (take: Pick<TakeRecord, 'mimeType'>) => (take.mimeType === 'video/mp4' ? 'mp4' : 'webm');

/** The name of take `index`'s file in the zip. */
export const takeFileName = (take: Pick<TakeRecord, 'mimeType'>, index: number) =>
  `take-${index + 1}.${extensionOf(take)}`;

/** timeline.json: how the files in the zip make the program a viewer sees. */
export function timelineManifest(p: Pick<Presentation, 'title' | 'document'>, takes: TakeRecord[]) {
  const steps = layoutDocument(p.document).steps;
  const starts = takeStarts(takes);
  const captions = captionsOfTakes(takes);
  return {
    title: p.title,
    programDurationMs: programDurationOfTakes(takes),
    captions: captions.length > 0 ? 'captions.vtt' : null,
    takes: takes.map((take, index) => ({
      file: takeFileName(take, index),
      mimeType: take.mimeType,
      fileDurationMs: take.durationMs,
      programStartMs: starts[index]!,
      plays: segments(take.edits).map((part) => ({
        fromMs: part.fromMs,
        toMs: part.toMs,
        programMs: starts[index]! + part.programMs,
      })),
      steps: take.timeline.map((entry) => ({
        atMs: entry.atMs,
        step: entry.step + 1,
        title: steps[entry.step]?.title ?? '',
      })),
    })),
  };
}

export async function recordingOriginal(
  blobs: BlobStore,
  p: Pick<Presentation, 'title' | 'slug' | 'document'>,
  recording: RecordingRecord,
): Promise<RecordingOriginal> {
  const base = p.slug || 'presentation';
  const takes = takesOf(recording);
  const keys = takes.map((take) => videoKey(take.videoSha256, take.mimeType));
  if (takes.length === 1) {
    const blob = await blobs.get(keys[0]!);
    if (!blob) throw missing();
    return {
      fileName: `${base}.${extensionOf(recording)}`,
      contentType: recording.mimeType,
      stream: blob.body,
    };
  }
  // Checked before the answer starts: a zip that fails halfway is a broken download.
  if ((await Promise.all(keys.map((key) => blobs.stat(key)))).includes(null)) throw missing();
  const captions = writeWebVtt(captionsOfTakes(takes));
  return {
    fileName: `${base}.zip`,
    contentType: 'application/zip',
    stream: zipStream([
      ...takes.map((take, index) => ({
        name: takeFileName(take, index),
        body: async () => {
          const blob = await blobs.get(keys[index]!);
          if (!blob) throw missing();
          return blob.body;
        },
      })),
      ...(captions ? [{ name: 'captions.vtt', text: captions }] : []),
      { name: 'timeline.json', text: `${JSON.stringify(timelineManifest(p, takes), null, 2)}\n` },
    ]),
  };
}
