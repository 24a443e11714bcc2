// "Your recordings" in the Video dialog: the person's own recordings a page at a time, each a
// button with its cover, title and length, as the Library picker shows its pictures. The arrow keys
// move between them; the one chosen stays pressed. While the list loads, when there is none and when
// it cannot be had, it says so (with the way to the studio, or a second try).
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../../../i18n/react';
import { STUDIO_PATH } from '../../../../../kernel/paths';
import { formatElapsed } from '../../../../../ui-kit/presenting/timer';
import type { OwnRecording, OwnRecordings } from '../../../../recordings/contracts';
import type { InsertApi } from './insert-api';

export interface RecordingChoicesProps {
  api: Pick<InsertApi, 'ownRecordings'>;
  /** The oid of the recording chosen, or null. */
  chosen: string | null;
  onChoose(recording: OwnRecording): void;
}

/** A page of the person's recordings: null while it loads, with the error when it could not. */
function useOwnRecordings(api: RecordingChoicesProps['api'], page: number) {
  const [list, setList] = useState<OwnRecordings | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure
  useEffect(() => {
    let current = true;
    setList(null);
    setError(null);
    api.ownRecordings(page).then(
      (answer) => current && setList(answer),
      (e: Error) => current && setError(e.message),
    );
    return () => {
      current = false;
    };
  }, [api, page, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { list, error, retry };
}

/** The arrow keys move the focus to the next or previous recording, Home and End to the ends. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const steps: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
  const to =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? buttons.length - 1
        : event.key in steps
          ? Math.min(buttons.length - 1, Math.max(0, at + steps[event.key]!))
          : null;
  if (to === null) return;
  event.preventDefault();
  buttons[to]!.focus();
}

export function RecordingChoices({ api, chosen, onChoose }: RecordingChoicesProps) {
  const t = useT();
  const [page, setPage] = useState(1);
  const { list, error, retry } = useOwnRecordings(api, page);
  const grid = useRef<HTMLUListElement>(null);
  const heading = useId();
  useEffect(() => {
    if (list) grid.current?.querySelector<HTMLElement>('button')?.focus();
  }, [list]);

  return (
    <section className="insert-video" aria-labelledby={heading}>
      <h3 id={heading} className="insert-video__heading">
        {t('canvasInsert.video.yours')}
      </h3>
      {list === null && !error ? <p role="status">{t('canvasInsert.video.loading')}</p> : null}
      {list && list.items.length === 0 ? (
        <p>
          {t('canvasInsert.video.none')} <a href={STUDIO_PATH}>{t('canvasInsert.video.studio')}</a>
        </p>
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {t('canvasInsert.video.failed', { reason: error })}{' '}
          <button type="button" className="button" onClick={retry}>
            {t('canvasInsert.video.retry')}
          </button>
        </p>
      ) : null}
      {/* The arrow keys only move the focus between the buttons, which stay the controls. */}
      <ul ref={grid} className="insert-library__grid" onKeyDown={moveFocus}>
        {list?.items.map((recording) => (
          <li key={recording.oid}>
            <button
              type="button"
              className="insert-library__choice insert-video__choice"
              aria-pressed={recording.oid === chosen}
              onClick={() => onChoose(recording)}
            >
              <img src={recording.cover} alt="" width={160} height={90} />
              <span className="insert-video__title">{recording.title}</span>
              <span className="insert-video__duration">{formatElapsed(recording.durationMs)}</span>
            </button>
          </li>
        ))}
      </ul>
      {page > 1 || list?.hasMore ? (
        <div className="insert-dialog__actions">
          {page > 1 ? (
            <button type="button" className="button" onClick={() => setPage(page - 1)}>
              {t('library.previous')}
            </button>
          ) : null}
          {list?.hasMore ? (
            <button type="button" className="button" onClick={() => setPage(page + 1)}>
              {t('library.next')}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
