// A video file dropped on the canvas goes up without a dialog: while it does, a status over the
// canvas shows its progress with a way to stop it; a file refused says why until dismissed. Once in,
// the video lands where it was dropped.
import { useT } from '../../../../../i18n/react';
import type { VideoUpload } from './useVideoUpload';

export function VideoDropStatus({ upload }: { upload: VideoUpload }) {
  const t = useT();
  const { state } = upload;
  if (state.phase === 'uploading')
    return (
      <div className="video-drop-status" role="status">
        <label>
          {t('canvasInsert.video.uploading', { name: state.name })}
          <progress max={Math.max(state.total, 1)} value={state.sent} />
        </label>
        <button type="button" className="button" onClick={upload.stop}>
          {t('canvasInsert.video.stopUpload')}
        </button>
      </div>
    );
  if (state.phase !== 'refused' && state.phase !== 'failed') return null;
  return (
    <div className="video-drop-status" role="alert">
      <p>
        {state.phase === 'refused'
          ? t(state.problem === 'notVideo' ? 'canvasInsert.video.notVideo' : 'canvasInsert.video.unreadable')
          : t('canvasInsert.video.uploadFailed', { reason: state.reason })}
      </p>
      <button type="button" className="button" onClick={upload.stop}>
        {t('canvasInsert.video.dismiss')}
      </button>
    </div>
  );
}
