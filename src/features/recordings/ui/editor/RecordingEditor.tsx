// The editor of a published recording, for its owner and editors: the whole
// recording playable (cut parts too, so they can be adjusted; times are seconds of the recording),
// its trim, the middle segments cut out, the cover frame and the captions, saved together with
// recordingsApi.edit (contracts.ts RecordingEdits). Nothing is re-encoded: the
// player skips the cuts at playback. A recording re-recorded from a step has several takes: the
// editor lays their files one after the other on one timeline (domain/recording-takes.ts), the
// parts between them shown as cuts, and gives each edit, caption and the cover to the take it
// falls in when saving.
import { useT } from '../../../../i18n/react';
import { formatClock } from '../../../../player/recording-sync';
import { programDuration } from '../../rules';
import type { RecordingEditorPageData } from '../../studio.contracts';
import { joinTimelines } from '../../takes-rules';
import { seconds, TrimFields } from '../studio/TrimFields';
import { CaptionEditor } from './CaptionEditor';
import { CutList } from './CutList';
import { StepList } from './StepList';
import { type EditorNetwork, type SaveState, useRecordingEdits } from './useRecordingEdits';
import type { useTakesVideo } from './useTakesVideo';
import '../studio/StudioView.css';
import './RecordingEditor.css';

export type { EditorNetwork } from './useRecordingEdits';

export interface RecordingEditorProps extends RecordingEditorPageData {
  network?: EditorNetwork;
}

export function RecordingEditor({ presentation, recording, steps, network }: RecordingEditorProps) {
  const t = useT();
  const editing = useRecordingEdits({ presentation, recording, network });
  const { files, durationMs, player, fields, set, edits, trim, cutsOutside } = editing;
  const now = player.now;
  const here = () => seconds(now * 1000);
  const seek = player.seek;

  return (
    <form className="recording-editor" onSubmit={editing.submit} noValidate>
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
          <EditorVideo player={player} durationMs={durationMs} takes={files.length} here={here()} />
          <TrimFields
            start={fields.start}
            end={fields.end}
            onStart={set.start}
            onEnd={set.end}
            maxMs={durationMs}
            here={here}
            tried={editing.tried}
          />
          <CoverPanel
            coverMs={fields.coverMs}
            onUse={() => set.coverMs(Math.min(durationMs, Math.round(now * 1000)))}
            onShow={() => seek(fields.coverMs)}
          />
        </div>
        <div className="recording-editor__details">
          <StepList
            oid={presentation.oid}
            timeline={joinTimelines(files)}
            steps={steps}
            nowMs={Math.round(now * 1000)}
            seek={seek}
          />
          <CutList edits={edits} onChange={set.cuts} here={here} seek={seek} />
          <CaptionEditor
            cues={fields.cues}
            onChange={set.cues}
            now={now}
            seek={seek}
            durationMs={durationMs}
          />
          <SavePanel
            program={trim.bad || cutsOutside ? null : programDuration(edits)}
            takes={files.length}
            emptyTakes={editing.emptyTakes}
            refused={editing.tried && editing.blocked}
            save={editing.save}
          />
        </div>
      </div>
    </form>
  );
}

interface EditorVideoProps {
  player: ReturnType<typeof useTakesVideo>;
  durationMs: number;
  /** How many takes the timeline joins. */
  takes: number;
  /** The video's current time, in seconds as written. */
  here: string;
}

/** The whole recording playable, its length, the take showing, whether it loads, and its time. */
function EditorVideo({ player, durationMs, takes, here }: EditorVideoProps) {
  const t = useT();
  return (
    <>
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
      <p className="studio-review__length">{t('studio.totalLength', { time: formatClock(durationMs) })}</p>
      {takes > 1 ? (
        <p className="recording-editor__take" data-testid="take-shown">
          {t('studio.editor.takeShown', { take: player.shown + 1, count: takes })}
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
        {t('studio.editor.now', { time: here })}
      </p>
      <p className="studio-review__hint">{t('studio.editor.sourceHint')}</p>
    </>
  );
}

/** The cover frame: where it is, taken from the video's current frame, and shown. */
function CoverPanel({ coverMs, onUse, onShow }: { coverMs: number; onUse(): void; onShow(): void }) {
  const t = useT();
  return (
    <fieldset className="recording-editor__panel">
      <legend>{t('studio.editor.cover')}</legend>
      <p className="studio-review__hint" data-testid="cover">
        {t('studio.editor.coverAt', { time: seconds(coverMs) })}
      </p>
      <div className="recording-editor__row">
        <button type="button" className="button" onClick={onUse}>
          {t('studio.editor.useCover')}
        </button>
        <button type="button" className="button" onClick={onShow}>
          {t('studio.editor.showCover')}
        </button>
      </div>
      <p className="studio-review__hint">{t('studio.editor.coverHint')}</p>
    </fieldset>
  );
}

interface SavePanelProps {
  /** The edited recording's length, when its trim and cuts hold. */
  program: number | null;
  takes: number;
  /** The takes the edits leave playing nothing. */
  emptyTakes: number[];
  /** A save was tried while something keeps the edits from being saved. */
  refused: boolean;
  save: SaveState;
}

/** The edited length, what keeps the edits from being saved, how the save went, and Save. */
function SavePanel({ program, takes, emptyTakes, refused, save }: SavePanelProps) {
  const t = useT();
  return (
    <div className="recording-editor__save">
      {program !== null ? (
        <p className="studio-review__hint">
          {takes > 1
            ? t('studio.editor.takes', { count: takes, length: seconds(program) })
            : t('studio.editor.program', { length: seconds(program) })}
        </p>
      ) : null}
      {emptyTakes.map((take) => (
        <p key={take} className="studio-review__error">
          {t('studio.editor.emptyTake', { take: take + 1 })}
        </p>
      ))}
      {refused ? (
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
  );
}
