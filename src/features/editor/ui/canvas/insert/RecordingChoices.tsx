// "Your recordings" in the Video dialog: the person's own recordings a page at a time, each a
// button with its cover, title and length, as the Library picker shows its pictures. The arrow keys
// move between them; the one chosen stays pressed. While the list loads, when there is none and when
// it cannot be had, it says so (with the way to the studio, or a second try).
import { useId, useState } from 'react';
import { useT } from '../../../../../i18n/react';
import { STUDIO_PATH } from '../../../../../kernel/paths';
import { PageButtons, PagedChoices, usePagedList } from '../../../../../ui-kit/common/ChoiceGrid';
import { formatElapsed } from '../../../../../ui-kit/presenting/timer';
import type { OwnRecording } from '../../../../recordings/contracts';
import type { InsertApi } from './insert-api';

export interface RecordingChoicesProps {
  api: Pick<InsertApi, 'ownRecordings'>;
  /** The oid of the recording chosen, or null. */
  chosen: string | null;
  onChoose(recording: OwnRecording): void;
}

export function RecordingChoices({ api, chosen, onChoose }: RecordingChoicesProps) {
  const t = useT();
  const [page, setPage] = useState(1);
  const { list, error, retry } = usePagedList((n) => api.ownRecordings(n), page);
  const heading = useId();

  return (
    <section className="insert-video" aria-labelledby={heading}>
      <h3 id={heading} className="insert-video__heading">
        {t('canvasInsert.video.yours')}
      </h3>
      <PagedChoices
        list={list}
        error={
          error ? (
            <>
              {t('canvasInsert.video.failed', { reason: error })}{' '}
              <button type="button" className="button" onClick={retry}>
                {t('canvasInsert.video.retry')}
              </button>
            </>
          ) : null
        }
        loading={t('canvasInsert.video.loading')}
        empty={
          <>
            {t('canvasInsert.video.none')} <a href={STUDIO_PATH}>{t('canvasInsert.video.studio')}</a>
          </>
        }
        keyOf={(recording) => recording.oid}
        pictureOf={(recording) => recording.cover}
        captionOf={(recording) => (
          <>
            <span className="insert-video__title">{recording.title}</span>
            <span className="insert-video__duration">{formatElapsed(recording.durationMs)}</span>
          </>
        )}
        isChosen={(recording) => recording.oid === chosen}
        onChoose={onChoose}
      />
      <PageButtons page={page} hasMore={list?.hasMore ?? false} onPage={setPage} />
    </section>
  );
}
