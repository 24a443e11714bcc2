// "Insert from library" in the editor: a dialog of the person's pictures, a page at a
// time; choosing one gives this presentation its copy and writes the picture's reference into the
// source at the cursor (onInsert).
import { useId } from 'react';
import { useT } from '../../../../i18n/react';
import { PageButtons, PagedChoices } from '../../../../ui-kit/common/ChoiceGrid';
import { libraryImageTitle } from '../../library-rules';
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
            <PagedChoices
              list={list}
              error={error}
              loading={t('library.loading')}
              empty={t('library.noImages')}
              keyOf={(image) => image.key}
              pictureOf={(image) => image.src}
              labelOf={(image) => t('library.insertImage', { title: libraryImageTitle(image) })}
              busy={busy}
              onChoose={choose}
            />
            <PageButtons page={page} hasMore={list?.hasMore ?? false} onPage={setPage}>
              <button type="button" className="button" onClick={close}>
                {t('library.close')}
              </button>
            </PageButtons>
          </div>
        </div>
      ) : null}
    </>
  );
}
