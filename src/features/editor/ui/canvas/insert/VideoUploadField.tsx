// "Upload a video file" in the Video dialog: a file from the person's computer (MP4 or WebM) sent
// into the deck with its progress, which can be stopped; once it is in, the dialog inserts it. A
// file refused before sending (another format, an unreadable length) or by the server (too large,
// too long, no room left) says why.
import { useId, useRef } from 'react';
import { useT } from '../../../../../i18n/react';
import type { VideoUpload } from './useVideoUpload';

export function VideoUploadField({ upload }: { upload: VideoUpload }) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { state } = upload;
  return (
    <section className="insert-video" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="insert-video__heading">
        {t('canvasInsert.video.upload')}
      </h3>
      <p className="insert-dialog__hint">{t('canvasInsert.video.uploadHint')}</p>
      <input
        ref={input}
        type="file"
        accept="video/mp4,video/webm,.mp4,.m4v,.webm"
        hidden
        aria-label={t('canvasInsert.video.file')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) upload.start(file);
        }}
      />
      {state.phase === 'uploading' ? (
        <div className="insert-video__progress">
          <label htmlFor={`${id}-progress`}>{t('canvasInsert.video.uploading', { name: state.name })}</label>
          <progress id={`${id}-progress`} max={Math.max(state.total, 1)} value={state.sent} />
          <button type="button" className="button" onClick={upload.stop}>
            {t('canvasInsert.video.stopUpload')}
          </button>
        </div>
      ) : (
        <button type="button" className="button insert-video__choose" onClick={() => input.current?.click()}>
          {t(state.phase === 'done' ? 'canvasInsert.video.chooseAnother' : 'canvasInsert.video.chooseFile')}
        </button>
      )}
      {state.phase === 'done' ? (
        <p role="status" className="insert-dialog__hint">
          {t('canvasInsert.video.uploaded', { name: state.name })}
        </p>
      ) : null}
      {state.phase === 'refused' || state.phase === 'failed' ? (
        <p className="form-error" role="alert">
          {state.phase === 'refused'
            ? t(
                state.problem === 'notVideo'
                  ? 'canvasInsert.video.notVideo'
                  : 'canvasInsert.video.unreadable',
              )
            : t('canvasInsert.video.uploadFailed', { reason: state.reason })}
        </p>
      ) : null}
    </section>
  );
}
