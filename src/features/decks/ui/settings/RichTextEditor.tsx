// A small rich-text control for descriptions: bold, italic, links and bulleted lists — the
// formatting the server's sanitiser keeps. The browser's editing commands do the work; the
// server sanitises whatever HTML arrives, so nothing here has to be trusted.
import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { useT } from '../../../../i18n/react';

export interface RichTextEditorProps {
  id: string;
  labelId: string;
  describedBy?: string;
  initialHtml: string;
  onChange: (html: string) => void;
}

const exec = (command: string, value?: string) => {
  if (typeof document.execCommand === 'function') document.execCommand(command, false, value);
};

/** "example.com" → "https://example.com"; only web and mail addresses are kept by the sanitiser. */
export function linkHref(text: string): string {
  const trimmed = text.trim();
  if (/^(https?:|mailto:)/i.test(trimmed)) return trimmed;
  return trimmed.includes('@') && !trimmed.includes('/') ? `mailto:${trimmed}` : `https://${trimmed}`;
}

export function RichTextEditor({ id, labelId, describedBy, initialHtml, onChange }: RichTextEditorProps) {
  const t = useT();
  const area = useRef<HTMLDivElement>(null);
  // The editable element owns its content after the first render; React must not reset it.
  const [initial] = useState(() => ({ __html: initialHtml }));
  const apply = (command: string, value?: string) => {
    area.current?.focus();
    exec(command, value);
    onChange(area.current?.innerHTML ?? '');
  };
  const link = useLinkInsertion(area, apply);

  return (
    <div className="rich-text">
      <div
        className="rich-text__toolbar"
        role="toolbar"
        aria-label={t('manage.formatting')}
        aria-controls={id}
      >
        <Tool label={t('manage.bold')} onClick={() => apply('bold')}>
          <span aria-hidden="true">B</span>
        </Tool>
        <Tool label={t('manage.italic')} onClick={() => apply('italic')}>
          <span aria-hidden="true">I</span>
        </Tool>
        <Tool label={t('manage.link')} onClick={link.start}>
          <Icon d={LINK_ICON} />
        </Tool>
        <Tool label={t('manage.bulletList')} onClick={() => apply('insertUnorderedList')}>
          <Icon d={LIST_ICON} />
        </Tool>
      </div>
      {link.open ? (
        <LinkAddress id={id} href={link.href} onType={link.setHref} onFinish={link.finish} />
      ) : null}
      {/* biome-ignore lint/a11y/useSemanticElements: a textarea cannot hold formatted text */}
      <div
        ref={area}
        id={id}
        className="rich-text__area"
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        contentEditable
        suppressContentEditableWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the description was sanitised on the server when saved
        dangerouslySetInnerHTML={initial}
        onFocus={() => exec('defaultParagraphSeparator', 'p')}
        onInput={(event) => onChange(event.currentTarget.innerHTML)}
      />
    </div>
  );
}

/**
 * Making a link: the selection is kept while the address is typed (the field takes the focus),
 * then given back to the editable area, where the selected text becomes the link, or, with
 * nothing selected, the address itself is inserted as one.
 */
function useLinkInsertion(
  area: RefObject<HTMLDivElement | null>,
  apply: (command: string, value?: string) => void,
) {
  const selection = useRef<Range | null>(null);
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const start = () => {
    const current = window.getSelection();
    selection.current = current && current.rangeCount > 0 ? current.getRangeAt(0).cloneRange() : null;
    setHref('');
    setOpen(true);
  };
  const finish = (add: boolean) => {
    setOpen(false);
    area.current?.focus();
    const range = selection.current;
    if (range) {
      const current = window.getSelection();
      current?.removeAllRanges();
      current?.addRange(range);
    }
    if (add && href.trim()) {
      const url = linkHref(href);
      // With nothing selected, the address itself becomes the link text.
      if (range?.collapsed !== false)
        apply('insertHTML', `<a href="${escapeText(url)}">${escapeText(href.trim())}</a>`);
      else apply('createLink', url);
    }
  };
  return { open, href, setHref, start, finish };
}

/** A toolbar button; it keeps the text selection, which a click would otherwise move out of the area. */
function Tool({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="rich-text__tool"
      aria-label={label}
      title={label}
      // Keep the text selection: a click would otherwise move focus out of the editable area.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

interface LinkAddressProps {
  id: string;
  href: string;
  onType: (href: string) => void;
  /** Enter or Apply makes the link; Escape or Cancel closes the field without one. */
  onFinish: (add: boolean) => void;
}

/** The address of the link being made, typed below the toolbar. */
function LinkAddress({ id, href, onType, onFinish }: LinkAddressProps) {
  const t = useT();
  return (
    <div className="rich-text__link">
      <label htmlFor={`${id}-href`}>{t('manage.linkAddress')}</label>
      <input
        id={`${id}-href`}
        className="rich-text__href"
        type="url"
        value={href}
        placeholder="https://"
        // biome-ignore lint/a11y/noAutofocus: the field was opened by the person to type into it
        autoFocus
        onChange={(event) => onType(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onFinish(true);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onFinish(false);
          }
        }}
      />
      <button type="button" className="button" onClick={() => onFinish(true)}>
        {t('manage.linkApply')}
      </button>
      <button type="button" className="button" onClick={() => onFinish(false)}>
        {t('manage.cancel')}
      </button>
    </div>
  );
}

const escapeText = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

const LINK_ICON =
  'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1.2 1.2M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1.2-1.2';
const LIST_ICON = 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01';

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
