// The editor of a published recording (issue #18 item 3), for its owner and editors: the whole
// recording playable (cut parts too, so they can be adjusted; times are seconds of the recording),
// its trim, the middle segments cut out, the cover frame and the captions, saved together with
// PUT /api/v4/recordings/{oid}/ (contracts/video.ts RecordingEdits). Nothing is re-encoded: the
// player skips the cuts at playback.
import { useEffect, useRef, useState } from 'react';
import type { RecordingEditorPageData } from '../../contracts/studio';
import type { PublishedRecording, RecordingEdits } from '../../contracts/video';
import { type Cut, programDuration, readCaptions } from '../../domain/recording';
import { useT } from '../../i18n/react';
import { apiCall } from '../../lib/api-client';
import { readTrim, seconds, TrimFields } from '../studio/TrimFields';
import { CaptionEditor } from './CaptionEditor';
import { CutList } from './CutList';
import { cueIssues, cuesToWebVtt } from './cue-list';
import { StepList } from './StepList';
import '../studio/StudioView.css';
import './RecordingEditor.css';

export interface EditorNetwork {
  fetch: typeof fetch;
  cookie: () => string;
}

export interface RecordingEditorProps extends RecordingEditorPageData {
  network?: EditorNetwork;
}

type SaveState =
  | { name: 'idle' }
  | { name: 'saving' }
  | { name: 'saved' }
  | { name: 'failed'; message: string };

const browserNetwork = (): EditorNetwork => ({
  fetch: (...args) => fetch(...args),
  cookie: () => document.cookie,
});

export function RecordingEditor({ presentation, recording, steps, network }: RecordingEditorProps) {
  // Takes re-recorded from a step after this one (issue #18): they play after it, as published.
  const laterTakes = recording.takes.slice(1);
  const t = useT();
  const durationMs = recording.durationMs;
  const video = useRef<HTMLVideoElement>(null);
  const [now, setNow] = useState(0);
  const [start, setStart] = useState(seconds(recording.edits.startMs));
  const [end, setEnd] = useState(seconds(recording.edits.endMs));
  const [cuts, setCuts] = useState<Cut[]>(recording.edits.cuts);
  const [coverMs, setCoverMs] = useState(recording.coverMs);
  const [cues, setCues] = useState(() => readCaptions(recording.captions));
  const [save, setSave] = useState<SaveState>({ name: 'idle' });
  const [tried, setTried] = useState(false);
  const [videoState, setVideoState] = useState<'loading' | 'ready' | 'failed'>('loading');

  const trim = readTrim(start, end, durationMs);
  const edits = { startMs: trim.startMs, endMs: trim.endMs, cuts };
  const cutsOutside = cuts.some((cut) => cut.fromMs < trim.startMs || cut.toMs > trim.endMs);
  const issues = cueIssues(cues, durationMs);
  const blocked = trim.bad || cutsOutside || issues.length > 0;

  /** Any change: the last save's message no longer holds. */
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setSave({ name: 'idle' });
    };
  const here = () => seconds(now * 1000);
  const seek = (ms: number) => {
    const element = video.current;
    if (!element) return;
    element.currentTime = ms / 1000;
    setNow(ms / 1000);
  };
  const follow = () => setNow(video.current?.currentTime ?? 0);
  // The video may have loaded (or failed) before the page was hydrated and its handlers attached.
  useEffect(() => {
    const element = video.current;
    if (element?.error) setVideoState('failed');
    else if (element && element.readyState >= 1) setVideoState('ready');
  }, []);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (blocked || save.name === 'saving') return;
    setSave({ name: 'saving' });
    const body: RecordingEdits = { edits, captions: cuesToWebVtt(cues), coverMs };
    try {
      const net = network ?? browserNetwork();
      await apiCall<PublishedRecording>('PUT', `/api/v4/recordings/${presentation.oid}/`, body, {
        fetch: net.fetch,
        cookie: net.cookie,
        location: () => (typeof window === 'undefined' ? { hostname: '', href: '' } : window.location),
      });
      setSave({ name: 'saved' });
    } catch (error) {
      setSave({ name: 'failed', message: error instanceof Error ? error.message : String(error) });
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
          {/* biome-ignore lint/a11y/useMediaCaption: the owner edits the captions beside it; the view page's player carries them */}
          <video
            ref={video}
            className="recording-editor__video"
            src={recording.videoUrl}
            controls
            playsInline
            preload="metadata"
            onTimeUpdate={follow}
            onSeeked={follow}
            onLoadedMetadata={() => setVideoState('ready')}
            onError={() => setVideoState('failed')}
          />
          {videoState === 'loading' ? (
            <p className="studio-review__hint" role="status">
              {t('studio.editor.loading')}
            </p>
          ) : null}
          {videoState === 'failed' ? (
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
            timeline={recording.timeline}
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
                {t('studio.editor.program', { length: seconds(programDuration(edits)) })}
              </p>
            ) : null}
            {!trim.bad && !cutsOutside && laterTakes.length > 0 ? (
              <p className="studio-review__hint">
                {t('studio.editor.takes', {
                  count: laterTakes.length + 1,
                  length: seconds(
                    programDuration(edits) +
                      laterTakes.reduce((sum, take) => sum + take.programDurationMs, 0),
                  ),
                })}
              </p>
            ) : null}
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
            {save.name === 'failed' ? (
              <p className="studio-review__error" role="alert">
                {t('studio.editor.saveFailed', { message: save.message })}
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
