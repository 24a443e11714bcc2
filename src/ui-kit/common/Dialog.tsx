// An accessible modal dialog: role="dialog", aria-modal, named by its title; focus moves into
// it on open, stays inside while Tab cycles, and returns to where it was on close. Escape, the
// close button and a click on the backdrop close it.
import { type CSSProperties, type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '../../i18n/react';
import './Dialog.css';

export interface DialogProps {
  title: string;
  onClose: () => void;
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select, [tabindex]:not([tabindex="-1"])';

export function Dialog({ title, onClose, children, className, style }: DialogProps) {
  const t = useT();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
      } else if (event.key === 'Tab') {
        keepFocusInside(dialog, event);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    // A click on the backdrop is a pointer shortcut; keyboards have Escape and the close button.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      className="viewer-dialog__backdrop"
      role="presentation"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={`viewer-dialog${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={style}
      >
        <div className="viewer-dialog__header">
          <h2 id={titleId} className="viewer-dialog__title">
            {title}
          </h2>
          <button
            type="button"
            className="viewer-dialog__close"
            aria-label={t('viewer.close')}
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}

function keepFocusInside(dialog: HTMLElement, event: KeyboardEvent) {
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
