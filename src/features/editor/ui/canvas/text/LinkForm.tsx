// The toolbar's link: a button that opens a small form for the address of the selection's link.
// Only what the schema allows is accepted (the web, mail and this site's paths), so a script
// address is refused with the reason rather than written.
import type { EditorState } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../../../i18n/react';
import { ToolButton } from './ToolButton';
import { markValue, setValueMark } from './text-commands';
import { isSafeLink } from './text-schema';

export interface LinkFormProps {
  view: EditorView;
  state: EditorState;
  open: boolean;
  onOpen(open: boolean): void;
}

export function LinkForm({ view, state, open, onOpen }: LinkFormProps) {
  const t = useT();
  const current = markValue(state, 'link');
  return (
    <span className="canvas-text-toolbar__popover-anchor">
      <ToolButton
        label={t('canvasText.link')}
        pressed={current !== undefined}
        expanded={open}
        onPress={() => onOpen(!open)}
      >
        🔗
      </ToolButton>
      {open && (
        <LinkFields
          view={view}
          current={typeof current === 'string' ? current : undefined}
          close={() => {
            onOpen(false);
            view.focus();
          }}
        />
      )}
    </span>
  );
}

/** The open form: mounted on each opening, so it starts from the selection's link then. */
function LinkFields({
  view,
  current,
  close,
}: {
  view: EditorView;
  current: string | undefined;
  close(): void;
}) {
  const t = useT();
  const errorId = useId();
  const [address, setAddress] = useState(current ?? '');
  const [invalid, setInvalid] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const href = address.trim();
    if (!isSafeLink(href)) {
      setInvalid(true);
      return;
    }
    setValueMark('link', href)(view.state, view.dispatch);
    close();
  };
  const remove = () => {
    setValueMark('link', null)(view.state, view.dispatch);
    close();
  };

  return (
    <form className="canvas-text-toolbar__popover" onSubmit={apply} aria-label={t('canvasText.link')}>
      <input
        ref={field}
        type="text"
        inputMode="url"
        className="canvas-text-toolbar__field"
        aria-label={t('canvasText.linkAddress')}
        placeholder="https://"
        value={address}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => {
          setAddress(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          event.stopPropagation();
          close();
        }}
      />
      <button type="submit" className="canvas-text-toolbar__action">
        {t('canvasText.linkApply')}
      </button>
      {current !== undefined && (
        <button type="button" className="canvas-text-toolbar__action" onClick={remove}>
          {t('canvasText.linkRemove')}
        </button>
      )}
      {invalid && (
        <p id={errorId} role="alert" className="canvas-text-toolbar__error">
          {t('canvasText.linkInvalid')}
        </p>
      )}
    </form>
  );
}
