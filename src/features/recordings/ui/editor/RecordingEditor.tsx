// The editor of a published recording, for its owner and editors: the whole
// recording playable (cut parts too, so they can be adjusted; times are seconds of the recording),
// its trim, the middle segments cut out, the cover frame and the captions, saved together with
// recordingsApi.edit (contracts.ts RecordingEdits). Nothing is re-encoded: the
// player skips the cuts at playback. A recording re-recorded from a step has several takes: the
// editor lays their files one after the other on one timeline (domain/recording-takes.ts), the
// parts between them shown as cuts, and gives each edit, caption and the cover to the take it
// falls in when saving.
import { useState } from 'react';
import { useT } from '../../../../i18n/react';
import { callApi } from '../../../../lib/api-client';
import { formatClock } from '../../../../player/recording-sync';
import { type RecordingEdits, type RecordingPlayback, recordingsApi } from '../../contracts';
import { type Cut, programDuration } from '../../rules';
import type { RecordingEditorPageData } from '../../studio.contracts';
import {
  joinCaptions,
  joinEdits,
  joinedDuration,
  joinTimelines,
  locateJoined,
  splitCaptions,
  splitEdits,
  takeOffsets,
} from '../../takes-rules';
import { sendCover } from '../cover-upload';
import { captureFrame } from '../studio/cover-capture';
import { readTrim, seconds, TrimFields } from '../studio/TrimFields';
import { CaptionEditor } from './CaptionEditor';
import { CutList } from './CutList';
import { cueIssues, cuesToWebVtt } from './cue-list';
import { StepList } from './StepList';
import { useTakesVideo } from './useTakesVideo';
import '../studio/StudioView.css';
import './RecordingEditor.css';
import { errorMessage } from '../../../../lib/error-message';

export interface EditorNetwork {
  fetch: typeof fetch;
  cookie: () => string;
  /** Draws the cover frame's picture (cover-capture.ts; component tests give their own). */
  captureFrame?: typeof captureFrame;
}

export interface RecordingEditorProps extends RecordingEditorPageData {
  network?: EditorNetwork;
}

type SaveState =
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

export function RecordingEditor({ presentation, recording, steps, network }: RecordingEditorProps) {
  const t = useT();
  const files = takeFiles(recording);
  const durationMs = joinedDuration(files);
  const joined = joinEdits(files);
  const player = useTakesVideo(files);
  const now = player.now;
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
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setSave({ name: 'idle' });
    };
  const here = () => seconds(now * 1000);
  const seek = player.seek;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (blocked || save.name === 'saving') return;
    setSave({ name: 'saving' });
    const body = editsBody(files, edits, cues, coverMs);
    const net = network ?? browserNetwork();
    const deps = {
      fetch: net.fetch,
      cookie: net.cookie,
      location: () => (typeof window === 'undefined' ? { hostname: '', href: '' } : window.location),
    };
    try {
      await callApi(recordingsApi.edit, { params: { oid: presentation.oid }, body }, deps);
    } catch (error) {
      setSave({ name: 'failed', message: errorMessage(error) });
      return;
    }
    // Listings and link previews show the cover frame: its picture, drawn here, goes up too. The
    // edits are stored by now, so a picture that does not go up says so, not "Could not save".
    try {
      const picture = await (net.captureFrame ?? captureFrame)(
        files[body.coverTake ?? 0]!.videoUrl,
        body.coverMs,
      );
      if (picture) await sendCover(presentation.oid, picture, deps);
      setSave({ name: 'saved' });
    } catch (error) {
      setSave({ name: 'coverFailed', message: errorMessage(error) });
    }
  };

  return (
    <form className="recording-editor" onSubmit={submit} noValidate>
      <header className="studio__bar">
        <h1 className="studio__title">
          <span className="studio__kicker">{t('studio.editor.heading')}</span> {presentation.title}
        </h1>
        <a className="button" href={presentation.path}>
          {t('studio.editor.backToVideo')}
        </a>
      </header>
      <div className="recording-editor__grid">
        <div className="recording-editor__media">
          <video
            ref={player.ref}
            className="recording-editor__video"
            {...player.videoProps}
            controls
            playsInline
            preload="metadata"
          />
          {/* The takes' lengths as the server measured them (a WebM's last block when its header
              has no Duration): the browser's own bar shows none for such a file. */}
          <p className="studio-review__length">
            {t('studio.totalLength', { time: formatClock(durationMs) })}
          </p>
          {files.length > 1 ? (
            <p className="recording-editor__take" data-testid="take-shown">
              {t('studio.editor.takeShown', { take: player.shown + 1, count: files.length })}
            </p>
          ) : null}
          {player.state === 'loading' ? (
            <p className="studio-review__hint" role="status">
              {t('studio.editor.loading')}
            </p>
          ) : null}
          {player.state === 'failed' ? (
            <p className="studio-review__error" role="alert">
              {t('studio.editor.videoFailed')}
            </p>
          ) : null}
          <p className="recording-editor__now" aria-live="off">
            {t('studio.editor.now', { time: here() })}
          </p>
          <p className="studio-review__hint">{t('studio.editor.sourceHint')}</p>
          <TrimFields
            start={start}
            end={end}
            onStart={changed(setStart)}
            onEnd={changed(setEnd)}
            maxMs={durationMs}
            here={here}
            tried={tried}
          />
          <fieldset className="recording-editor__panel">
            <legend>{t('studio.editor.cover')}</legend>
            <p className="studio-review__hint" data-testid="cover">
              {t('studio.editor.coverAt', { time: seconds(coverMs) })}
            </p>
            <div className="recording-editor__row">
              <button
                type="button"
                className="button"
                onClick={() => changed(setCoverMs)(Math.min(durationMs, Math.round(now * 1000)))}
              >
                {t('studio.editor.useCover')}
              </button>
              <button type="button" className="button" onClick={() => seek(coverMs)}>
                {t('studio.editor.showCover')}
              </button>
            </div>
            <p className="studio-review__hint">{t('studio.editor.coverHint')}</p>
          </fieldset>
        </div>
        <div className="recording-editor__details">
          <StepList
            oid={presentation.oid}
            timeline={joinTimelines(files)}
            steps={steps}
            nowMs={Math.round(now * 1000)}
            seek={seek}
          />
          <CutList edits={edits} onChange={changed(setCuts)} here={here} seek={seek} />
          <CaptionEditor
            cues={cues}
            onChange={changed(setCues)}
            now={now}
            seek={seek}
            durationMs={durationMs}
          />
          <div className="recording-editor__save">
            {!trim.bad && !cutsOutside ? (
              <p className="studio-review__hint">
                {files.length > 1
                  ? t('studio.editor.takes', {
                      count: files.length,
                      length: seconds(programDuration(edits)),
                    })
                  : t('studio.editor.program', { length: seconds(programDuration(edits)) })}
              </p>
            ) : null}
            {emptyTakes.map((take) => (
              <p key={take} className="studio-review__error">
                {t('studio.editor.emptyTake', { take: take + 1 })}
              </p>
            ))}
            {tried && blocked ? (
              <p className="studio-review__error" role="alert">
                {t('studio.editor.cannotSave')}
              </p>
            ) : null}
            {save.name === 'saved' ? (
              <p className="studio-review__hint" role="status">
                {t('studio.editor.saved')}
              </p>
            ) : null}
            {save.name === 'failed' || save.name === 'coverFailed' ? (
              <p className="studio-review__error" role="alert">
                {t(save.name === 'failed' ? 'studio.editor.saveFailed' : 'studio.editor.coverFailed', {
                  message: save.message,
                })}
              </p>
            ) : null}
            <button type="submit" className="button button--primary" disabled={save.name === 'saving'}>
              {save.name === 'saving' ? t('studio.editor.saving') : t('studio.editor.save')}
            </button>
          </div>
        </div>
      </div>
    </form>
  );
}
