// The editor's hands on the source text area: typing (which drops the note a format switch left),
// switching between Markdown and JSON (only from a valid source that the other format can hold),
// going to a problem's line, and inserting a picture's reference at the cursor.
import { useCallback, useRef, useState } from 'react';
import { useT } from '../../../i18n/react';
import { convertSource, type EditorFormat, type ParsedSource } from '../../../kernel/document/editor-source';
import { insertAt, librarySnippet } from '../../folders/library-rules';
import { lineRange } from './line-range';
import type { useEditorSave } from './useEditorSave';

type EditorSave = ReturnType<typeof useEditorSave>;

export function useSourceEditing(editor: EditorSave, parsed: ParsedSource) {
  const t = useT();
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  const [switchNote, setSwitchNote] = useState<string | null>(null);
  const { source } = editor;

  const changeText = (text: string) => {
    setSwitchNote(null);
    editor.setText(text);
  };

  const switchFormat = (to: EditorFormat) => {
    if (!parsed.ok) {
      setSwitchNote(t('editor.switchNeedsValid'));
      return;
    }
    const text = convertSource(parsed.document, to, parsed.notes);
    if (text === null) {
      setSwitchNote(t('editor.switchImpossible'));
      return;
    }
    setSwitchNote(null);
    editor.setFormatted(text, to);
  };

  const goToLine = useCallback((line: number) => {
    const area = textRef.current;
    if (!area) return;
    // The text area's own value: its line breaks are \n even when the source's are \r\n.
    const { start, end } = lineRange(area.value, line);
    area.focus();
    area.setSelectionRange(start, end);
  }, []);

  // "Insert from library": the picture's reference goes where the cursor is. The
  // cursor counts in the text area's own value, whose line breaks are always \n (a source sent by
  // a form has \r\n), so the insertion is made in that value.
  const insertFromLibrary = (src: string) => {
    const area = textRef.current;
    const text = area?.value ?? source.text;
    const start = area?.selectionStart ?? text.length;
    const next = insertAt(
      text,
      start,
      area?.selectionEnd ?? start,
      librarySnippet(src, source.format),
      source.format,
    );
    editor.setText(next.text);
    setTimeout(() => {
      area?.focus();
      area?.setSelectionRange(next.cursor, next.cursor);
    }, 0);
  };

  return { textRef, switchNote, changeText, switchFormat, goToLine, insertFromLibrary };
}
