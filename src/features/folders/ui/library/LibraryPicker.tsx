// "Insert from library" in the editor: a dialog of the person's pictures, a page at a
// time; choosing one gives this presentation its copy and writes the picture's reference into the
// source at the cursor (onInsert).
import { useId } from 'react';
import { useT } from '../../../../i18n/react';
import type { LibraryImage, LibraryPage } from '../../contracts';
import { type LibraryApi, libraryApi } from './library-api';
import { useLibraryPicker } from './useLibraryPicker';
import '../folders.css';

export interface LibraryPickerProps {
  oid: string;
  onInsert(src: string): void;
  api?: LibraryApi;
}

export function LibraryPicker({ oid, onInsert, api = libraryApi }: LibraryPickerProps) {
  const t = useT();
  const id = useId();
  const { open, setOpen, page, setPage, list, error, busy, button, box, close, choose } = useLibraryPicker(
    oid,
    onInsert,
    api,
  );

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
            <LibraryImages list={list} error={error} busy={busy} onChoose={choose} />
            <LibraryButtons page={page} list={list} onPage={setPage} onClose={close} />
          </div>
        </div>
      ) : null}
    </>
  );
}

interface LibraryImagesProps {
  /** The page of pictures, once it came. */
  list: LibraryPage<LibraryImage> | null;
  error: string | null;
  /** A picture is being copied: no other is taken. */
  busy: boolean;
  onChoose: (image: LibraryImage) => void;
}

/** The page's pictures as buttons, or that it is loading, that there are none, or what failed. */
function LibraryImages({ list, error, busy, onChoose }: LibraryImagesProps) {
  const t = useT();
  return (
    <>
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
              onClick={() => onChoose(image)}
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
    </>
  );
}

interface LibraryButtonsProps {
  page: number;
  list: LibraryPage<LibraryImage> | null;
  onPage: (page: number) => void;
  onClose: () => void;
}

/** The previous and next pages, when there are, and Close. */
function LibraryButtons({ page, list, onPage, onClose }: LibraryButtonsProps) {
  const t = useT();
  return (
    <div className="move-dialog__actions">
      {page > 1 ? (
        <button type="button" className="button" onClick={() => onPage(page - 1)}>
          {t('library.previous')}
        </button>
      ) : null}
      {list?.hasMore ? (
        <button type="button" className="button" onClick={() => onPage(page + 1)}>
          {t('library.next')}
        </button>
      ) : null}
      <button type="button" className="button" onClick={onClose}>
        {t('library.close')}
      </button>
    </div>
  );
}
