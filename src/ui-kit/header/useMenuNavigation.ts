// Arrow-key movement through a menu's items (WAI-ARIA menu button pattern): the first item takes
// focus when the menu opens; ArrowDown/ArrowUp move and wrap, Home/End jump to the ends.
import { type KeyboardEvent, type RefObject, useEffect } from 'react';

const items = (menu: HTMLElement | null) =>
  menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];

export function useMenuNavigation(menuRef: RefObject<HTMLElement | null>, open: boolean) {
  useEffect(() => {
    if (open) items(menuRef.current)[0]?.focus();
  }, [open, menuRef]);

  return (event: KeyboardEvent<HTMLElement>) => {
    const list = items(menuRef.current);
    if (list.length === 0) return;
    const current = list.indexOf(document.activeElement as HTMLElement);
    const next: Record<string, number> = {
      ArrowDown: (current + 1) % list.length,
      ArrowUp: (Math.max(current, 0) - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    };
    const index = next[event.key];
    if (index === undefined) return;
    event.preventDefault();
    list[index]?.focus();
  };
}
