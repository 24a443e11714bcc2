// A toolbar button that opens a menu of choices (the WAI-ARIA menu button): arrow keys move through
// the items, Escape closes it and gives the focus back to the button, as the site's other menus do.
import { useId, useRef } from 'react';
import { useDropdown } from '../../../../../ui-kit/header/useDropdown';
import { useMenuNavigation } from '../../../../../ui-kit/header/useMenuNavigation';

export interface InsertMenuItem {
  key: string;
  label: string;
  onSelect: () => void;
}

export interface InsertMenuProps {
  label: string;
  /** The menu's name for screen readers. */
  menuLabel: string;
  items: readonly InsertMenuItem[];
}

export function InsertMenu({ label, menuLabel, items }: InsertMenuProps) {
  const menuId = useId();
  const menuRef = useRef<HTMLDivElement | null>(null);
  const { open, toggle, close, rootRef, buttonRef } = useDropdown();
  const onKeyDown = useMenuNavigation(menuRef, open);

  return (
    <div className="insert-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="insert-toolbar__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
      >
        {label}
        <span className="insert-menu__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      <div
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label={menuLabel}
        className="insert-menu__items"
        hidden={!open}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => (
          <button
            key={item.key}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="insert-menu__item"
            onClick={() => {
              close({ returnFocus: true });
              item.onSelect();
            }}
          >
            {item.label}
          </button>
        ))}
      </div>
    </div>
  );
}
