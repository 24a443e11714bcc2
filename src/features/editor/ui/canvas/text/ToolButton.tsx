// A toolbar button: a real button with its label, pressed state for a toggle and expanded state
// for one that opens a form, which formats the text without taking its focus.
import type { MouseEvent, ReactNode } from 'react';
import { keepFocus } from './toolbar-support';

export function ToolButton({
  label,
  pressed,
  onPress,
  children,
  expanded,
}: {
  label: string;
  pressed?: boolean;
  expanded?: boolean;
  onPress(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="canvas-text-toolbar__button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      onMouseDown={keepFocus}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        onPress();
      }}
    >
      {children}
    </button>
  );
}
