// The "Move to…" button of a card: opens the move dialog, and gives the focus back when it closes.
import { useRef, useState } from 'react';
import { useT } from '../../i18n/react';
import { type Moving, reloadPage } from './folder-api';
import { MoveDialog } from './MoveDialog';

export interface MoveButtonProps {
  what: Moving;
  title: string;
  /** The button's accessible name, when "Move to…" alone would be ambiguous in a list. */
  label?: string;
  onMoved?: (what: Moving) => void;
}

export function MoveButton({ what, title, label, onMoved = reloadPage }: MoveButtonProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="link-button"
        aria-haspopup="dialog"
        aria-label={label ?? t('folders.moveDeck', { title })}
        onClick={() => setOpen(true)}
      >
        {t('folders.moveTo')}
      </button>
      {open ? (
        <MoveDialog
          what={what}
          title={title}
          onMoved={onMoved}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
