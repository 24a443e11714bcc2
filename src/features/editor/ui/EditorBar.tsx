// The editor's bar: the presentation's title, the save status, and Save (also Ctrl/Cmd+S), the
// tools other features lend it, Present and, for the owner, Settings; under them, for a Markdown or
// JSON deck, "Edit on the canvas".
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/react';
import { EditOnCanvas, type EditOnCanvasProps } from './EditOnCanvas';
import { SaveStatusLine } from './SaveStatusLine';
import type { useEditorSave } from './useEditorSave';

type EditorSave = ReturnType<typeof useEditorSave>;

export interface EditorBarProps {
  title: string;
  viewPath: string;
  /** The settings, for the owner only. */
  settingsPath: string | null;
  editor: EditorSave;
  lang: string;
  /** Other features' tools: the Library's picker beside Save, Apply brand kit beside Present. */
  lent: { library?: ReactNode; brand?: ReactNode };
  /** Opening the deck on the canvas, for decks the canvas editor converts; null for others. */
  canvas: EditOnCanvasProps | null;
}

export function EditorBar({ title, viewPath, settingsPath, editor, lang, lent, canvas }: EditorBarProps) {
  const t = useT();
  return (
    <div className="editor__bar">
      <div className="editor__heading">
        <h1 className="editor__title">{title}</h1>
        <p className="editor__role">{t('edit.editing')}</p>
      </div>
      <SaveStatusLine status={editor.status} dirty={editor.dirty} lang={lang} />
      <div className="editor__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => void editor.save()}
          aria-keyshortcuts="Control+S Meta+S"
          disabled={editor.status.kind === 'saving'}
        >
          {editor.status.kind === 'saving' ? t('editor.saving') : t('editor.save')}
        </button>
        {lent.library}
        <a className="button" href={viewPath}>
          {t('edit.present')}
        </a>
        {lent.brand}
        {settingsPath !== null ? (
          <a className="button" href={settingsPath}>
            {t('editor.settings')}
          </a>
        ) : null}
      </div>
      {canvas ? <EditOnCanvas {...canvas} /> : null}
    </div>
  );
}
