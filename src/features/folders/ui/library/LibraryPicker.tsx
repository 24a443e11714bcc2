// "Insert from library" in the editor: a dialog of the person's pictures, a page at a
// time; choosing one gives this presentation its copy and writes the picture's reference into the
// source at the cursor (onInsert).
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../../i18n/react';
import { callApi } from '../../../../lib/api-client';
import { foldersApi, type LibraryImage, type LibraryPage } from '../../contracts';
import '../folders.css';

export interface LibraryApi {
  images(page: number): Promise<LibraryPage<LibraryImage>>;
  use(oid: string, key: string): Promise<{ src: string }>;
}

export const libraryApi: LibraryApi = {
  images: (page) => callApi(foldersApi.libraryImages, { query: { page } }),
  use: (oid, key) => callApi(foldersApi.useLibraryImage, { body: { oid, key } }),
};

export interface LibraryPickerProps {
  oid: string;
  onInsert(src: string): void;
  api?: LibraryApi;
}

export function LibraryPicker({ oid, onInsert, api = libraryApi }: LibraryPickerProps) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const [list, setList] = useState<LibraryPage<LibraryImage> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  useEffect(() => {
    if (!open) return;
    setList(null);
    setError(null);
    api.images(page).then(setList, (e: Error) => setError(e.message));
  }, [open, page, api]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves when the list arrives
  useEffect(() => {
    if (open) box.current?.querySelector<HTMLElement>('.library-picker__choice, button')?.focus();
  }, [open, list]);

  const choose = (image: LibraryImage) => {
    setBusy(true);
    setError(null);
    api.use(oid, image.key).then(
      ({ src }) => {
        setBusy(false);
        onInsert(src);
        close();
      },
      (e: Error) => {
        setBusy(false);
        setError(e.message);
      },
    );
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="button editor-small-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('library.insert')}
      </button>
      {open ? (
        <div className="move-dialog__backdrop">
          <div
            ref={box}
            className="move-dialog library-picker"
            role="dialog"
            aria-modal="true"
            aria-labelledby={`${id}-title`}
            onKeyDown={(event) => {
              if (event.key === 'Escape') close();
            }}
          >
            <h2 id={`${id}-title`}>{t('library.insertTitle')}</h2>
            {list === null && !error ? <p role="status">{t('library.loading')}</p> : null}
            {list && list.items.length === 0 ? <p>{t('library.noImages')}</p> : null}
            <ul className="library-picker__grid">
              {list?.items.map((image) => (
                <li key={image.key}>
                  <button
                    type="button"
                    className="library-picker__choice"
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
            <div className="move-dialog__actions">
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
              <button type="button" className="button" onClick={close}>
                {t('library.close')}
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}
