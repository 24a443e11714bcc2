// The editor for the owner and editors: the source on the left, the live preview (the real player)
// on the right with the importer's problems in its place while the source is invalid, and below it
// the Comments and History tabs. Save is a button and Ctrl/Cmd+S; its outcome is announced.

import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../../i18n/react';
import { convertSource, type EditorFormat } from '../../../kernel/document/editor-source';
import { hasNotes, notesByStep, type SpeakerNotes } from '../../../kernel/document/speaker-notes';
import { PlayerStage } from '../../../ui-kit/player-host/PlayerStage';
import type { PlayerHandle, PlayerImporter } from '../../../ui-kit/player-host/player-types';
import { usePlayerModule } from '../../../ui-kit/player-host/usePlayerModule';
import { insertAt, librarySnippet } from '../../folders/library-rules';
import type { EditPageData } from '../contracts';
import { CommentPanel } from './comments/CommentPanel';
import { type CommentsApi, useComments } from './comments/useComments';
import { EditorTabs } from './EditorTabs';
import { HistoryPanel } from './HistoryPanel';
import { lineRange } from './line-range';
import { PreviewNotes } from './PreviewNotes';
import { ProblemList } from './ProblemList';
import { SaveStatusLine } from './SaveStatusLine';
import { SourceEditor } from './SourceEditor';
import { type EditorApi, useEditorSave } from './useEditorSave';
import { PREVIEW_DELAY_MS, useParsedSource } from './useParsedSource';
import { useStepTitles } from './useStepTitles';

/** What the editor lends the tools other features put on its bar. */
export interface EditorTools {
  source: { text: string; format: EditorFormat };
  /** Replaces the whole source (Apply brand kit). */
  setText(text: string): void;
  /** Puts a picture's reference where the cursor is ("Insert from library"). */
  insertPicture(src: string): void;
}

export interface EditorWorkspaceProps {
  data: EditPageData & { source: NonNullable<EditPageData['source']> };
  lang: string;
  /**
   * The tools of other features on the editor's bar, placed by the page that composes them: the
   * Library's picker beside Save, Apply brand kit beside Present.
   */
  tools?: (editing: EditorTools) => { library?: ReactNode; brand?: ReactNode };
  loadPlayer?: PlayerImporter;
  api?: EditorApi & CommentsApi;
  debounceMs?: number;
}

export function EditorWorkspace({
  data,
  lang,
  loadPlayer,
  api,
  debounceMs = PREVIEW_DELAY_MS,
  tools,
}: EditorWorkspaceProps) {
  const t = useT();
  const { presentation } = data;
  const editor = useEditorSave({
    oid: presentation.oid,
    initialSource: data.source,
    initialUpdatedAt: presentation.updatedAt,
    initialVersions: data.versions,
    api,
  });
  const { source, save } = editor;
  const parsed = useParsedSource(source.text, source.format, presentation.schemaVersion, debounceMs);
  const module = usePlayerModule(loadPlayer);
  const comments = useComments(presentation.oid, data.comments, api);
  const playerRef = useRef<PlayerHandle | null>(null);
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  const [step, setStep] = useState(0);
  const [switchNote, setSwitchNote] = useState<string | null>(null);

  // The preview plays the last document the source read into, even while it is being retyped.
  const [shown, setShown] = useState(() => (parsed.ok ? parsed.document : data.player.document));
  const [shownNotes, setShownNotes] = useState<SpeakerNotes>(() => (parsed.ok ? parsed.notes : {}));
  useEffect(() => {
    if (!parsed.ok) return;
    setShown(parsed.document);
    setShownNotes(parsed.notes);
  }, [parsed]);
  // The preview's step shows its speaker notes under the player, when the deck has any.
  const stepNotes = useMemo(
    () => (hasNotes(shownNotes) ? notesByStep(shown, shownNotes) : null),
    [shown, shownNotes],
  );
  const preview = useMemo(
    () => ({ ...data.player, document: shown, title: shown.title }),
    [data.player, shown],
  );
  const stepTitles = useStepTitles('deck', shown, shown.title);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void save();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [save]);

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

  const title = editor.title ?? presentation.title;
  const viewPath = editor.viewPath ?? presentation.path;
  const problems = parsed.ok ? null : parsed.problems;
  const lent = tools?.({ source, setText: editor.setText, insertPicture: insertFromLibrary }) ?? {};

  return (
    <div className="editor">
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
            onClick={() => void save()}
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
          {data.role === 'owner' ? (
            <a className="button" href={presentation.settingsPath}>
              {t('editor.settings')}
            </a>
          ) : null}
        </div>
      </div>
      <div className="editor__columns">
        <SourceEditor
          ref={textRef}
          text={source.text}
          format={source.format}
          onChange={(text) => {
            setSwitchNote(null);
            editor.setText(text);
          }}
          onSwitchFormat={switchFormat}
          switchNote={switchNote}
          invalid={problems !== null}
        />
        <div className="editor__side">
          <section className="editor__preview" aria-labelledby="editor-preview-title">
            <h2 id="editor-preview-title" className="editor__section-title">
              {t('editor.preview')}
            </h2>
            {problems ? (
              <ProblemList problems={problems} onGoToLine={goToLine} />
            ) : (
              <PlayerStage
                key={stepTitles.length}
                module={module}
                data={preview}
                initialStep={Math.min(step, stepTitles.length - 1)}
                playerRef={playerRef}
                onStep={(event) => setStep(event.index)}
              />
            )}
            {stepNotes && !problems ? <PreviewNotes note={stepNotes[step] ?? ''} /> : null}
          </section>
          <EditorTabs
            comments={{
              label: t('comments.titleCount', { n: comments.comments.length }),
              content: (
                <CommentPanel
                  headed={false}
                  comments={comments.comments}
                  step={step}
                  stepTitles={stepTitles}
                  lang={lang}
                  onAdd={comments.add}
                  onDelete={comments.remove}
                  onSelectStep={(target) => playerRef.current?.goTo(target)}
                />
              ),
            }}
            history={{
              label: t('editor.history'),
              content: (
                <HistoryPanel
                  versions={editor.versions}
                  lang={lang}
                  dirty={editor.dirty}
                  busy={editor.status.kind === 'saving'}
                  onRestore={editor.restore}
                />
              ),
            }}
          />
        </div>
      </div>
    </div>
  );
}
