// The editor for the owner and editors: the source on the left, the live preview (the real player)
// on the right with the importer's problems in its place while the source is invalid, and below it
// the Comments and History tabs. Save is a button and Ctrl/Cmd+S; its outcome is announced.

import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { useT } from '../../../i18n/react';
import type { EditorFormat, SourceProblem } from '../../../kernel/document/editor-source';
import { canvasEditPath } from '../../../kernel/paths';
import { PlayerStage } from '../../../ui-kit/player-host/PlayerStage';
import type { PlayerHandle, PlayerImporter } from '../../../ui-kit/player-host/player-types';
import { type PlayerModuleState, usePlayerModule } from '../../../ui-kit/player-host/usePlayerModule';
import { linkedComment } from '../comment-anchor-rules';
import type { EditPageData } from '../contracts';
import { CommentPanel } from './comments/CommentPanel';
import { type CommentsApi, useComments } from './comments/useComments';
import type { CanvasBlock, EditOnCanvasProps } from './EditOnCanvas';
import { EditorBar } from './EditorBar';
import { EditorTabs } from './EditorTabs';
import { HistoryPanel } from './HistoryPanel';
import { PreviewNotes } from './PreviewNotes';
import { ProblemList } from './ProblemList';
import { SourceEditor } from './SourceEditor';
import { type EditorApi, useEditorSave } from './useEditorSave';
import { PREVIEW_DELAY_MS, useParsedSource } from './useParsedSource';
import { usePreviewDocument } from './usePreviewDocument';
import { useSaveShortcut } from './useSaveShortcut';
import { useSourceEditing } from './useSourceEditing';
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
  /** Opens a page (the editor again, after restoring a version of another schema); tests watch it. */
  go?: (path: string) => void;
}

export function EditorWorkspace({
  data,
  lang,
  loadPlayer,
  api,
  debounceMs = PREVIEW_DELAY_MS,
  tools,
  go,
}: EditorWorkspaceProps) {
  const { presentation } = data;
  const editor = useEditorSave({
    oid: presentation.oid,
    initialSource: data.source,
    initialUpdatedAt: presentation.updatedAt,
    initialVersions: data.versions,
    schemaVersion: presentation.schemaVersion,
    api,
    go,
  });
  const { source, save } = editor;
  const parsed = useParsedSource(source.text, source.format, presentation.schemaVersion, debounceMs);
  const module = usePlayerModule(loadPlayer);
  const comments = useComments(presentation.oid, data.comments, api);
  const playerRef = useRef<PlayerHandle | null>(null);
  // A link to a comment opens the preview on its step (the panel opens on its thread).
  const [step, setStep] = useState(() => linkedComment(data.comments, data.openComment)?.thread.step ?? 0);
  const { shown, stepNotes, preview } = usePreviewDocument(parsed, data.player);
  const stepTitles = useStepTitles('deck', shown, shown.title);
  useSaveShortcut(save);
  const editing = useSourceEditing(editor, parsed);

  const problems = parsed.ok ? null : parsed.problems;
  const lent = tools?.({ source, setText: editor.setText, insertPicture: editing.insertFromLibrary }) ?? {};
  const canvas = canvasEntry(presentation, editor.dirty ? 'unsaved' : problems ? 'invalid' : null, go);

  return (
    <div className="editor">
      <EditorBar
        title={editor.title ?? presentation.title}
        viewPath={editor.viewPath ?? presentation.path}
        settingsPath={data.role === 'owner' ? presentation.settingsPath : null}
        editor={editor}
        lang={lang}
        lent={lent}
        canvas={canvas}
      />
      <div className="editor__columns">
        <SourceEditor
          ref={editing.textRef}
          text={source.text}
          format={source.format}
          onChange={editing.changeText}
          onSwitchFormat={editing.switchFormat}
          switchNote={editing.switchNote}
          invalid={problems !== null}
        />
        <div className="editor__side">
          <EditorPreview
            problems={problems}
            onGoToLine={editing.goToLine}
            module={module}
            preview={preview}
            stepTitles={stepTitles}
            step={step}
            playerRef={playerRef}
            onStep={setStep}
            stepNotes={stepNotes}
          />
          <CommentsAndHistory
            comments={comments}
            people={data.people}
            editor={editor}
            step={step}
            stepTitles={stepTitles}
            lang={lang}
            playerRef={playerRef}
            linked={data.openComment ?? null}
          />
        </div>
      </div>
    </div>
  );
}

type EditorSave = ReturnType<typeof useEditorSave>;

/**
 * "Edit on the canvas" for a deck the canvas editor opens converted. The canvas editor converts the
 * stored deck, so it opens only while the text on the page is what is stored, and reads.
 */
function canvasEntry(
  presentation: EditPageData['presentation'],
  blocked: CanvasBlock,
  go = (path: string) => window.location.assign(path),
): EditOnCanvasProps | null {
  if (presentation.kind !== 'deck' || presentation.schemaVersion === '3') return null;
  const path = canvasEditPath({ oid: presentation.oid, schema_version: presentation.schemaVersion });
  return { path, blocked, go };
}

interface EditorPreviewProps {
  /** The source's problems while it is invalid, shown in the player's place. */
  problems: SourceProblem[] | null;
  onGoToLine(line: number): void;
  module: PlayerModuleState;
  preview: EditPageData['player'];
  stepTitles: string[];
  step: number;
  playerRef: RefObject<PlayerHandle | null>;
  onStep(index: number): void;
  /** Each step's speaker notes, when the deck has any. */
  stepNotes: string[] | null;
}

/** The live preview (the real player, kept on its step) or the problems, and the step's notes. */
function EditorPreview({
  problems,
  onGoToLine,
  module,
  preview,
  stepTitles,
  step,
  playerRef,
  onStep,
  stepNotes,
}: EditorPreviewProps) {
  const t = useT();
  return (
    <section className="editor__preview" aria-labelledby="editor-preview-title">
      <h2 id="editor-preview-title" className="editor__section-title">
        {t('editor.preview')}
      </h2>
      {problems ? (
        <ProblemList problems={problems} onGoToLine={onGoToLine} />
      ) : (
        <PlayerStage
          key={stepTitles.length}
          module={module}
          data={preview}
          initialStep={Math.min(step, stepTitles.length - 1)}
          playerRef={playerRef}
          onStep={(event) => onStep(event.index)}
        />
      )}
      {stepNotes && !problems ? <PreviewNotes note={stepNotes[step] ?? ''} /> : null}
    </section>
  );
}

interface CommentsAndHistoryProps {
  comments: ReturnType<typeof useComments>;
  people: EditPageData['people'];
  editor: EditorSave;
  step: number;
  stepTitles: string[];
  lang: string;
  playerRef: RefObject<PlayerHandle | null>;
  linked: number | null;
}

/** The Comments tab (a comment's step heading moves the preview there) and the History tab. */
function CommentsAndHistory({
  comments,
  people,
  editor,
  step,
  stepTitles,
  lang,
  playerRef,
  linked,
}: CommentsAndHistoryProps) {
  const t = useT();
  return (
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
            onReply={comments.reply}
            onResolve={comments.resolve}
            people={people}
            linked={linked}
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
  );
}
