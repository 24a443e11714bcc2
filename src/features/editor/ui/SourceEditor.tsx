// The source pane: a labelled plain-text area (Markdown or JSON) and the format switch. Switching
// rewrites the current document in the other format, so it needs a source without problems.
import type { Ref } from 'react';
import { useT } from '../../../i18n/react';
import type { EditorFormat } from '../../../kernel/document/editor-source';
import { EDITOR_LIMITS } from '../../../kernel/limits';

export interface SourceEditorProps {
  text: string;
  format: EditorFormat;
  onChange(text: string): void;
  onSwitchFormat(format: EditorFormat): void;
  /** Why switching is not possible right now, if it is not. */
  switchNote: string | null;
  invalid: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

export function SourceEditor({
  text,
  format,
  onChange,
  onSwitchFormat,
  switchNote,
  invalid,
  ref,
}: SourceEditorProps) {
  const t = useT();
  const other: EditorFormat = format === 'markdown' ? 'json' : 'markdown';
  return (
    <div className="source-editor">
      <div className="source-editor__bar">
        <label id="source-editor-label" htmlFor="source-editor-text" className="source-editor__label">
          {format === 'markdown' ? t('editor.sourceMarkdown') : t('editor.sourceJson')}
        </label>
        <button type="button" className="button editor-small-button" onClick={() => onSwitchFormat(other)}>
          {other === 'markdown' ? t('editor.switchToMarkdown') : t('editor.switchToJson')}
        </button>
      </div>
      {switchNote ? (
        <p className="source-editor__note" role="status">
          {switchNote}
        </p>
      ) : null}
      <textarea
        ref={ref}
        id="source-editor-text"
        className="source-editor__text"
        value={text}
        spellCheck={format === 'markdown'}
        maxLength={EDITOR_LIMITS.sourceLength}
        aria-invalid={invalid}
        aria-describedby="source-editor-help"
        onChange={(event) => onChange(event.target.value)}
      />
      <p id="source-editor-help" className="source-editor__help">
        {format === 'markdown' ? t('editor.helpMarkdown') : t('editor.helpJson')}
      </p>
    </div>
  );
}
