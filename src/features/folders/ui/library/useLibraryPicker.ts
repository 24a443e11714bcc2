// The library dialog's state: open or not (closing gives the focus back to its button), the page
// of pictures asked for while open (usePagedChoice), the focus moved into the dialog when they
// arrive, and the picture chosen, copied into this presentation and handed to onInsert.
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePagedChoice } from '../../../../ui-kit/common/usePagedChoice';
import type { LibraryImage } from '../../contracts';
import type { LibraryApi } from './library-api';

export function useLibraryPicker(oid: string, onInsert: (src: string) => void, api: LibraryApi) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  const { page, setPage, list, error, busy, choose } = usePagedChoice({
    load: (n) => api.images(n),
    act: (image: LibraryImage) => api.use(oid, image.key),
    onChosen: ({ src }) => {
      onInsert(src);
      close();
    },
    active: open,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves when the list arrives
  useEffect(() => {
    if (open) box.current?.querySelector<HTMLElement>('.choice-grid__choice, button')?.focus();
  }, [open, list]);

  return { open, setOpen, page, setPage, list, error, busy, button, box, close, choose };
}
