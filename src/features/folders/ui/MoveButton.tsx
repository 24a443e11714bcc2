// The "Move to…" button of a card: opens the move dialog, and gives the focus back when it closes.
import { useRef, useState } from 'react';
import { useT } from '../../../i18n/react';
import { type Moving, reloadPage } from './folder-api';
import { MoveDialog } from './MoveDialog';

export interface MoveButtonProps {
  what: Moving;
  /** What moves: its title or name completes the button's name for screen readers ("Move to… Q3"). */
  title: string;
  onMoved?: (what: Moving) => void;
}

export function MoveButton({ what, title, onMoved = reloadPage }: MoveButtonProps) {
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
        // The visible words first (WCAG 2.5.3), then what moves, as a list has many of these.
        aria-label={`${t('folders.moveTo')} ${title}`}
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
