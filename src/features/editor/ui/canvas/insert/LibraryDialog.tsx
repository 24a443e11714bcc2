// "From your library": the person's pictures a page at a time, as the source editor's picker
// shows them (the same calls, words and grid); choosing one gives this deck its copy, whose
// description is then asked like an upload's.
import { useT } from '../../../../../i18n/react';
import { PageButtons, PagedChoices } from '../../../../../ui-kit/common/ChoiceGrid';
import { Dialog } from '../../../../../ui-kit/common/Dialog';
import { usePagedChoice } from '../../../../../ui-kit/common/usePagedChoice';
import { libraryImageTitle } from '../../../../folders/library-rules';
import type { InsertApi } from './insert-api';

export interface LibraryDialogProps {
  oid: string;
  api: InsertApi;
  onChosen(src: string): void;
  onClose(): void;
}

export function LibraryDialog({ oid, api, onChosen, onClose }: LibraryDialogProps) {
  const t = useT();
  const { page, setPage, list, error, busy, choose } = usePagedChoice({
    load: (n) => api.libraryImages(n),
    act: (image) => api.copyLibraryImage(oid, image.key),
    onChosen: ({ src }) => onChosen(src),
  });

  return (
    <Dialog title={t('library.insertTitle')} onClose={onClose} className="insert-dialog">
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
        <button type="button" className="button" onClick={onClose}>
          {t('library.close')}
        </button>
      </PageButtons>
    </Dialog>
  );
}
