// "Video": one of the person's recordings, named by the address of its page (or its id). No call
// lists a person's recordings to the editor yet, so the address is asked; the player checks, as
// for every video, that whoever watches the deck may see the recording.
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../../../i18n/react';
import { LIMITS, OID_LENGTH } from '../../../../../kernel/limits';
import { Dialog } from '../../../../../ui-kit/common/Dialog';

const RECORDING_ID = new RegExp(`(?:^|/p/|recording:)([a-z0-9]{${OID_LENGTH}})(?:[/?#]|$)`);

/** The recording a pasted address or id names, as a video's `src`, or null. */
export function recordingSource(address: string): string | null {
  const found = RECORDING_ID.exec(address.trim());
  return found ? `recording:${found[1]}` : null;
}

export interface VideoDialogProps {
  onInsert(video: { src: string; title: string }): void;
  onClose(): void;
}

export function VideoDialog({ onInsert, onClose }: VideoDialogProps) {
  const t = useT();
  const id = useId();
  const [address, setAddress] = useState('');
  const [title, setTitle] = useState('');
  const [wrong, setWrong] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);

  return (
    <Dialog title={t('canvasInsert.video.title')} onClose={onClose} className="insert-dialog">
      <form
        className="insert-dialog__form"
        onSubmit={(event) => {
          event.preventDefault();
          const src = recordingSource(address);
          setWrong(src === null);
          if (src && title.trim() !== '') onInsert({ src, title });
        }}
      >
        <p>{t('canvasInsert.video.lead')}</p>
        <label htmlFor={`${id}-address`}>{t('canvasInsert.video.address')}</label>
        <input
          ref={field}
          id={`${id}-address`}
          type="text"
          required
          value={address}
          aria-invalid={wrong}
          aria-describedby={wrong ? `${id}-wrong` : undefined}
          onChange={(event) => setAddress(event.target.value)}
        />
        {wrong ? (
          <p id={`${id}-wrong`} className="form-error" role="alert">
            {t('canvasInsert.video.badAddress')}
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
