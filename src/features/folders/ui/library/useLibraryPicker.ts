// The library dialog's state: open or not (closing gives the focus back to its button), the page
// of pictures asked for while open, the focus moved into the dialog when they arrive, and the
// picture chosen, copied into this presentation and handed to onInsert.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LibraryImage, LibraryPage } from '../../contracts';
import type { LibraryApi } from './library-api';

export function useLibraryPicker(oid: string, onInsert: (src: string) => void, api: LibraryApi) {
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
    if (open) box.current?.querySelector<HTMLElement>('.choice-grid__choice, button')?.focus();
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

  return { open, setOpen, page, setPage, list, error, busy, button, box, close, choose };
}
