// "Video": a video file uploaded from the person's computer (VideoUploadField), inserted once it is
// in, or one of the person's recordings, chosen from their list (RecordingChoices) or named by the
// address of its page (or its id), pasted under the list. Choosing a recording fills in its title,
// which stays editable; the player checks, as for every video, that whoever watches the deck may
// see the recording.
import { useId, useState } from 'react';
import { useT } from '../../../../../i18n/react';
import { LIMITS, OID_LENGTH } from '../../../../../kernel/limits';
import { Dialog } from '../../../../../ui-kit/common/Dialog';
import type { InsertApi } from './insert-api';
import { RecordingChoices } from './RecordingChoices';
import { useVideoUpload } from './useVideoUpload';
import { VideoUploadField } from './VideoUploadField';
import type { MeasureVideo } from './video-file';

const RECORDING_ID = new RegExp(`(?:^|/p/|recording:)([a-z0-9]{${OID_LENGTH}})(?:[/?#]|$)`);

/** The recording a pasted address or id names, as a video's `src`, or null. */
export function recordingSource(address: string): string | null {
  const found = RECORDING_ID.exec(address.trim());
  return found ? `recording:${found[1]}` : null;
}

export interface VideoDialogProps {
  /** The deck an uploaded video goes into. */
  oid: string;
  api: Pick<InsertApi, 'ownRecordings' | 'uploadVideo'>;
  onInsert(video: { src: string; title: string }): void;
  onClose(): void;
  /** Reads a chosen file's length (the browser's <video>; tests give their own). */
  measureVideo?: MeasureVideo;
}

/** What stops the insert: an address that names no recording, or nothing chosen at all. */
type Problem = 'badAddress' | 'nothingChosen' | null;

export function VideoDialog({ oid, api, onInsert, onClose, measureVideo }: VideoDialogProps) {
  const t = useT();
  const id = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const [address, setAddress] = useState('');
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<Problem>(null);

  return (
    <Dialog title={t('canvasInsert.video.title')} onClose={onClose} className="insert-dialog">
      <form
        className="insert-dialog__form"
        onSubmit={(event) => {
          event.preventDefault();
          // A pasted address wins: typing one let go of the recording chosen.
          const pasted = address.trim() !== '';
          const src = pasted ? recordingSource(address) : chosen && `recording:${chosen}`;
          setProblem(src ? null : pasted ? 'badAddress' : 'nothingChosen');
          if (src && title.trim() !== '') onInsert({ src, title });
        }}
      >
        <p>{t(api.uploadVideo ? 'canvasInsert.video.leadUpload' : 'canvasInsert.video.lead')}</p>
        {api.uploadVideo ? (
          <UploadedVideo oid={oid} send={api.uploadVideo} onInsert={onInsert} measure={measureVideo} />
        ) : null}
        <RecordingChoices
          api={api}
          chosen={chosen}
          onChoose={(recording) => {
            setChosen(recording.oid);
            setAddress('');
            setTitle(recording.title);
            setProblem(null);
          }}
        />
        <details className="insert-video__paste" open={address !== '' || undefined}>
          <summary>{t('canvasInsert.video.paste')}</summary>
          <label htmlFor={`${id}-address`}>{t('canvasInsert.video.address')}</label>
          <input
            id={`${id}-address`}
            type="text"
            value={address}
            aria-invalid={problem === 'badAddress'}
            aria-describedby={problem === 'badAddress' ? `${id}-problem` : undefined}
            onChange={(event) => {
              setAddress(event.target.value);
              setChosen(null);
            }}
          />
        </details>
        {problem ? (
          <p id={`${id}-problem`} className="form-error" role="alert">
            {t(
              problem === 'badAddress' ? 'canvasInsert.video.badAddress' : 'canvasInsert.video.nothingChosen',
            )}
          </p>
        ) : null}
        <label htmlFor={`${id}-title`}>{t('canvasInsert.video.name')}</label>
        <input
          id={`${id}-title`}
          type="text"
          required
          maxLength={LIMITS.titleLength}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <div className="insert-dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t('canvasInsert.alt.cancel')}
          </button>
          <button type="submit" className="button button--primary">
            {t('canvasInsert.video.insert')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** The upload, inserted as soon as it is in: the hook lives only where a server takes videos. */
function UploadedVideo({
  oid,
  send,
  onInsert,
  measure,
}: {
  oid: string;
  send: NonNullable<InsertApi['uploadVideo']>;
  onInsert: VideoDialogProps['onInsert'];
  measure: MeasureVideo | undefined;
}) {
  return <VideoUploadField upload={useVideoUpload(oid, send, onInsert, measure)} />;
}
