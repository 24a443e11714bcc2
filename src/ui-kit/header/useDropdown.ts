// A dropdown's open state (spec §4 "Dropdown menu"): toggled by its button, closed by a pointer
// press outside it, by focus leaving it (Tab), and by Escape — which also hands focus back to
// the button, so keyboard users are not left on a vanished item.
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { KEY_CODES } from '../../lib/constants';

export interface Dropdown {
  open: boolean;
  toggle: () => void;
  close: (options?: { returnFocus?: boolean }) => void;
  /** Wraps the button and the popup: presses inside it are not "outside". */
  rootRef: RefObject<HTMLDivElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

export const isEscape = (event: { key: string; keyCode: number }) =>
  event.key === 'Escape' || event.keyCode === KEY_CODES.escape;

export function useDropdown(): Dropdown {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);

  const close = useCallback(({ returnFocus = false } = {}) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  const toggle = useCallback(() => setOpen((was) => !was), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (isEscape(event)) close({ returnFocus: true });
    };
    // A null relatedTarget is a press on nothing focusable: the pointer listener decides then.
    const onFocusOut = (event: FocusEvent) => {
      const to = event.relatedTarget as Node | null;
      if (to && !rootRef.current?.contains(to)) close();
    };
    const root = rootRef.current;
    root?.addEventListener('focusout', onFocusOut);
    // mousedown and touchstart rather than click: a press that starts outside closes at once.
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      root?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, close]);

  return { open, toggle, close, rootRef, buttonRef };
}
