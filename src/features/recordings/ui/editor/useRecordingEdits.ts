// The recording editor's edits and their save: the takes joined on one timeline with their video,
// the trim, the cuts, the cover frame and the captions as edited, what keeps them from being saved
// (a bad trim, a cut outside it, a take left playing nothing, a caption's issue), and the save with
// recordingsApi.edit, the cover frame's picture going up after it.
import { type FormEvent, useState } from 'react';
import { callApi } from '../../../../lib/api-client';
import { errorMessage } from '../../../../lib/error-message';
import { type RecordingEdits, type RecordingPlayback, recordingsApi } from '../../contracts';
import type { Cut } from '../../rules';
import type { RecordingEditorPageData } from '../../studio.contracts';
import {
  joinCaptions,
  joinEdits,
  joinedDuration,
  locateJoined,
  splitCaptions,
  splitEdits,
  takeOffsets,
} from '../../takes-rules';
import { sendCover } from '../cover-upload';
import { captureFrame } from '../studio/cover-capture';
import { readTrim, seconds } from '../studio/TrimFields';
import { cueIssues, cuesToWebVtt } from './cue-list';
import { useTakesVideo } from './useTakesVideo';

export interface EditorNetwork {
  fetch: typeof fetch;
  cookie: () => string;
  /** Draws the cover frame's picture (cover-capture.ts; component tests give their own). */
  captureFrame?: typeof captureFrame;
}

export type SaveState =
  | { name: 'idle' }
  | { name: 'saving' }
  | { name: 'saved' }
  | { name: 'failed'; message: string }
  /** The edits are stored; the cover frame's picture did not go up. */
  | { name: 'coverFailed'; message: string };

const browserNetwork = (): EditorNetwork => ({
  fetch: (...args) => fetch(...args),
  cookie: () => document.cookie,
  captureFrame,
});

/** The takes as the editor joins them (a recording's first take is its own fields when `takes` is empty). */
const takeFiles = (recording: RecordingPlayback) =>
  recording.takes.length > 0 ? recording.takes : [recording];

/** The save's body: the joined edits, captions and cover given back to the takes they fall in. */
function editsBody(
  files: ReturnType<typeof takeFiles>,
  edits: RecordingEdits['edits'],
  cues: Parameters<typeof cuesToWebVtt>[0],
  coverMs: number,
): RecordingEdits {
  const split = splitEdits(files, edits).edits;
  const captions = splitCaptions(files, cues).map(cuesToWebVtt);
  const cover = locateJoined(files, coverMs);
  const body: RecordingEdits = {
    edits: split[0]!,
    captions: captions[0]!,
    coverMs: cover.sourceMs,
    coverTake: cover.take,
  };
  if (files.length > 1)
    body.laterTakes = split.slice(1).map((take, index) => ({ edits: take, captions: captions[index + 1]! }));
  return body;
}

/** Saves the edits, then sends the cover frame's picture; answers how it went. */
async function saveEdits(
  oid: string,
  files: ReturnType<typeof takeFiles>,
  body: RecordingEdits,
  network: EditorNetwork | undefined,
): Promise<SaveState> {
  const net = network ?? browserNetwork();
  const deps = {
    fetch: net.fetch,
    cookie: net.cookie,
    location: () => (typeof window === 'undefined' ? { hostname: '', href: '' } : window.location),
  };
  try {
    await callApi(recordingsApi.edit, { params: { oid }, body }, deps);
  } catch (error) {
    return { name: 'failed', message: errorMessage(error) };
  }
  // Listings and link previews show the cover frame: its picture, drawn here, goes up too. The
  // edits are stored by now, so a picture that does not go up says so, not "Could not save".
  try {
    const picture = await (net.captureFrame ?? captureFrame)(
      files[body.coverTake ?? 0]!.videoUrl,
      body.coverMs,
    );
    if (picture) await sendCover(oid, picture, deps);
    return { name: 'saved' };
  } catch (error) {
    return { name: 'coverFailed', message: errorMessage(error) };
  }
}

export function useRecordingEdits({
  presentation,
  recording,
  network,
}: Pick<RecordingEditorPageData, 'presentation' | 'recording'> & { network?: EditorNetwork }) {
  const files = takeFiles(recording);
  const durationMs = joinedDuration(files);
  const joined = joinEdits(files);
  const player = useTakesVideo(files);
  const [start, setStart] = useState(seconds(joined.startMs));
  const [end, setEnd] = useState(seconds(joined.endMs));
  const [cuts, setCuts] = useState<Cut[]>(joined.cuts);
  const [coverMs, setCoverMs] = useState((takeOffsets(files)[recording.coverTake] ?? 0) + recording.coverMs);
  const [cues, setCues] = useState(() => joinCaptions(files));
  const [save, setSave] = useState<SaveState>({ name: 'idle' });
  const [tried, setTried] = useState(false);

  const trim = readTrim(start, end, durationMs);
  const edits = { startMs: trim.startMs, endMs: trim.endMs, cuts };
  const cutsOutside = cuts.some((cut) => cut.fromMs < trim.startMs || cut.toMs > trim.endMs);
  const emptyTakes = trim.bad || cutsOutside ? [] : splitEdits(files, edits).emptyTakes;
  const issues = cueIssues(cues, durationMs);
  const blocked = trim.bad || cutsOutside || emptyTakes.length > 0 || issues.length > 0;

  /** Any change: the last save's message no longer holds. */
  const changed =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setSave({ name: 'idle' });
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (blocked || save.name === 'saving') return;
    setSave({ name: 'saving' });
    setSave(await saveEdits(presentation.oid, files, editsBody(files, edits, cues, coverMs), network));
  };

  return {
    files,
    durationMs,
    player,
    fields: { start, end, cuts, coverMs, cues },
    set: {
      start: changed(setStart),
      end: changed(setEnd),
      cuts: changed(setCuts),
      coverMs: changed(setCoverMs),
      cues: changed(setCues),
    },
    edits,
    trim,
    cutsOutside,
    emptyTakes,
    blocked,
    save,
    tried,
    submit,
  };
}
