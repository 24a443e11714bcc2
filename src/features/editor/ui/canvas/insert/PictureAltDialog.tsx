// Asked once a picture is stored and before it is placed: what it shows, for screen readers and
// the transcript, or that it is decorative. The model refuses a picture with neither.
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../../../i18n/react';
import { Dialog } from '../../../../../ui-kit/common/Dialog';
import type { PictureFlow } from './usePictureFlow';
import './InsertToolbar.css';

export function PictureAltDialog({ flow }: { flow: PictureFlow }) {
  return flow.pending ? <AltForm key={flow.pending.src} flow={flow} /> : null;
}

function AltForm({ flow }: { flow: PictureFlow }) {
  const t = useT();
  const id = useId();
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  // After the dialog has taken the focus on opening: the description is what is asked.
  useEffect(() => field.current?.focus(), []);
  const ready = decorative || alt.trim() !== '';

  return (
    <Dialog title={t('canvasInsert.alt.title')} onClose={flow.cancel} className="insert-dialog">
      <form
        className="insert-dialog__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) flow.confirm(alt, decorative);
        }}
      >
        <label htmlFor={`${id}-alt`}>{t('canvasInsert.alt.label')}</label>
        <textarea
          ref={field}
          id={`${id}-alt`}
          rows={3}
          maxLength={1000}
          value={alt}
          disabled={decorative}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setAlt(event.target.value)}
        />
        <p id={`${id}-hint`} className="insert-dialog__hint">
          {t('canvasInsert.alt.hint')}
        </p>
        <label className="insert-dialog__check">
          <input
            type="checkbox"
            checked={decorative}
            onChange={(event) => setDecorative(event.target.checked)}
          />
          {t('canvasInsert.alt.decorative')}
        </label>
        <div className="insert-dialog__actions">
          <button type="button" className="button" onClick={flow.cancel}>
            {t('canvasInsert.alt.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={!ready}>
            {t('canvasInsert.alt.insert')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
