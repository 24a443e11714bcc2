// "From your library": the person's pictures a page at a time, as the source editor's picker
// shows them (the same calls and words); choosing one gives this deck its copy, whose description
// is then asked like an upload's.
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../../../i18n/react';
import { Dialog } from '../../../../../ui-kit/common/Dialog';
import type { LibraryImage, LibraryPage } from '../../../../folders/contracts';
import type { InsertApi } from './insert-api';

export interface LibraryDialogProps {
  oid: string;
  api: InsertApi;
  onChosen(src: string): void;
  onClose(): void;
}

export function LibraryDialog({ oid, api, onChosen, onClose }: LibraryDialogProps) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [list, setList] = useState<LibraryPage<LibraryImage> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const grid = useRef<HTMLUListElement>(null);

  useEffect(() => {
    let current = true;
    setList(null);
    setError(null);
    api.libraryImages(page).then(
      (answer) => current && setList(answer),
      (e: Error) => current && setError(e.message),
    );
    return () => {
      current = false;
    };
  }, [api, page]);
  useEffect(() => {
    if (list) grid.current?.querySelector<HTMLElement>('button')?.focus();
  }, [list]);

  const choose = (image: LibraryImage) => {
    setBusy(true);
    setError(null);
    api.copyLibraryImage(oid, image.key).then(
      ({ src }) => onChosen(src),
      (e: Error) => {
        setBusy(false);
        setError(e.message);
      },
    );
  };

  return (
    <Dialog title={t('library.insertTitle')} onClose={onClose} className="insert-dialog">
      {list === null && !error ? <p role="status">{t('library.loading')}</p> : null}
      {list && list.items.length === 0 ? <p>{t('library.noImages')}</p> : null}
      <ul ref={grid} className="insert-library__grid">
        {list?.items.map((image) => (
          <li key={image.key}>
            <button
              type="button"
              className="insert-library__choice"
              disabled={busy}
              aria-label={t('library.insertImage', {
                title: image.usedIn[0]?.title ?? image.key.slice(0, 8),
              })}
              onClick={() => choose(image)}
            >
              <img src={image.src} alt="" width={160} height={90} />
            </button>
          </li>
        ))}
      </ul>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
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
        <button type="button" className="button" onClick={onClose}>
          {t('library.close')}
        </button>
      </div>
    </Dialog>
  );
}
