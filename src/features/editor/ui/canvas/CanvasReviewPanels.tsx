// The canvas editor's Comments and History tabs, the source editor's own panels over the canvas:
// a comment's step is the path's step (its heading shows that step on the canvas), a comment on an
// element selects and shows that element, and "Comment on selection" comments on the one selected.
// Restoring a canvas version is an edit everyone editing receives, so the editor stays; restoring
// an older kind of version replaces the deck, so the editor reopens on it.
import { useCallback, useEffect, useState } from 'react';
import type { MessageId } from '../../../../i18n/catalogs';
import { useT } from '../../../../i18n/react';
import { editPath } from '../../../../kernel/paths';
import { callApi } from '../../../../lib/api-client';
import { errorMessage } from '../../../../lib/error-message';
import { stepOfElement } from '../../comment-anchor-rules';
import { type EditPageData, editorApi, type VersionData } from '../../contracts';
import { CommentPanel } from '../comments/CommentPanel';
import type { CommentStore } from '../comments/comment-store';
import { useCommentList } from '../comments/useComments';
import { HistoryPanel } from '../HistoryPanel';
import type { CanvasPanelProps } from './panel-props';
import { labelOf } from './useEditorKeyboard';

/** Each step's title as the path panel names it: its own, else its frame's, else none. */
export function stepTitlesOf({ document }: CanvasPanelProps['snapshot']): string[] {
  return document.path.map((step, i) => {
    const frame = step.frame ? document.elements.find((element) => element.id === step.frame) : undefined;
    return step.title ?? (frame?.kind === 'frame' ? frame.title : undefined) ?? `${i + 1}`;
  });
}

export interface CanvasCommentsProps extends CanvasPanelProps {
  data: EditPageData;
  lang: string;
  step: number;
  onJump(index: number): void;
  /** The deck's comments, held by the editor so they outlive this panel. */
  commentStore: CommentStore;
  /** The comment a link opened the editor on, until it has been shown once. */
  linked?: number | null;
  onLinked?(): void;
}

export function CanvasComments({
  data,
  lang,
  step,
  onJump,
  snapshot,
  camera,
  store,
  linked = null,
  onLinked,
  commentStore,
}: CanvasCommentsProps) {
  const t = useT();
  const comments = useCommentList(commentStore);
  const titles = stepTitlesOf(snapshot);
  const { elements } = snapshot.document;
  const elementLabel = (id: string) => {
    const element = elements.find((candidate) => candidate.id === id);
    return element ? labelOf(element) || t(`canvas.kind.${element.kind}` as MessageId) : undefined;
  };
  const selected = snapshot.selection.length === 1 ? snapshot.selection[0]! : null;
  const showStep = (index: number) => {
    const target = snapshot.document.path[index];
    const frame = target?.frame
      ? snapshot.document.elements.find((element) => element.id === target.frame)
      : undefined;
    const box = frame ?? target?.view;
    if (box) camera.show(box);
    onJump(index);
  };
  return (
    <CommentPanel
      headed={false}
      comments={comments.comments}
      step={Math.max(0, Math.min(step, titles.length - 1))}
      stepTitles={titles}
      lang={lang}
      people={data.people}
      onAdd={comments.add}
      // An element's comment goes on the step whose frame holds it, as the server decides too.
      onAddOnElement={(element, current, body) =>
        comments.addOn(element, stepOfElement(snapshot.document, element) ?? current, body)
      }
      onReply={comments.reply}
      onResolve={comments.resolve}
      onDelete={comments.remove}
      elementLabel={elementLabel}
      selection={selected ? { id: selected, name: elementLabel(selected) ?? selected } : null}
      linked={linked}
      onLinked={onLinked}
      // A comment on an element selects it and shows it; one on an element since deleted shows its step.
      onSelectElement={(comment) => {
        const element = elements.find((candidate) => candidate.id === comment.element);
        if (!element) return showStep(comment.step);
        store.select([element.id]);
        camera.show(element);
      }}
      onSelectStep={showStep}
    />
  );
}

export interface CanvasHistoryProps {
  data: EditPageData;
  lang: string;
  /** Edits not yet saved: restoring would drop them, so the confirmation says so. */
  dirty: boolean;
  api?: typeof callApi;
  go?: (path: string) => void;
}

export function CanvasHistory({
  data,
  lang,
  dirty,
  api = callApi,
  go = (path) => window.location.assign(path),
}: CanvasHistoryProps) {
  const t = useT();
  const { oid } = data.presentation;
  const [versions, setVersions] = useState<VersionData[]>(data.versions);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  // Autosaves add versions while the editor is open: the list is read again when the tab opens.
  useEffect(() => {
    api(editorApi.versions, { params: { oid } }).then(
      (result) => setVersions(result.versions),
      () => {},
    );
  }, [api, oid]);
  const restore = useCallback(
    async (id: number) => {
      setBusy(true);
      setError(null);
      try {
        const result = await api(editorApi.restore, { params: { oid, id } });
        // A canvas version comes back as an edit over the live channel: this editor stays open. Had
        // the deck been replaced instead, the channel says so and the editor offers a reload.
        if (result.schemaVersion === '3') {
          setVersions(result.versions);
          setRestored(true);
          setBusy(false);
        } else {
          go(editPath({ oid, schema_version: result.schemaVersion }));
        }
      } catch (failure) {
        setError(errorMessage(failure));
        setBusy(false);
      }
    },
    [api, oid, go],
  );
  return (
    <>
      {error ? <p role="alert">{error}</p> : null}
      {restored ? <p role="status">{t('editor.restoredLive')}</p> : null}
      <HistoryPanel versions={versions} lang={lang} dirty={dirty} busy={busy} onRestore={restore} />
    </>
  );
}
