// The lazy "canvas-editor" chunk: the canvas editor over the page's editing state, with its saving
// and the others' presence (the live channel: their avatars, selections and pointers, and following
// one of them), the insert tools, drops and the clipboard, the text editor and the side panels put
// in its slots. Only the edit page of a canvas deck loads it. A commenter (the page's `canEdit` false)
// gets the same canvas read-only: they pan, zoom, select, follow and comment on a selection, and
// see the others' presence, with no insert tools, format panel, text editing, drops or pastes. The
// deck's comments are held here, so the Comments tab shows them as they are now, others' included.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../../../i18n/react';
import { IMPORT_REPORT_HASH } from '../../../../kernel/paths';
import type { StoredImportReport } from '../../../publishing/contracts';
import { type CommentStore, createCommentStore } from '../comments/comment-store';
import { CanvasEditor, type CanvasEditorData } from './CanvasEditor';
import { CanvasComments, CanvasHistory } from './CanvasReviewPanels';
import { CanvasSaveStatus } from './CanvasSaveStatus';
import type { EditorCamera } from './camera';
import { createCanvasStore } from './canvas-store';
import { canvasYDocOf } from './canvas-sync';
import { FormatPanel } from './format/FormatPanel';
import { frameInLink } from './frame-links';
import { ImportReportDialog } from './import/ImportReportDialog';
import { InsertToolbar } from './insert/InsertToolbar';
import { PictureAltDialog } from './insert/PictureAltDialog';
import { useCanvasClipboard } from './insert/useCanvasClipboard';
import { useCanvasDrop } from './insert/useCanvasDrop';
import { VideoDropStatus } from './insert/VideoDropStatus';
import { type PanelTab, PanelTabs } from './PanelTabs';
import { PresenceAvatars } from './PresenceAvatars';
import type { CanvasEditorSlots } from './panel-props';
import { PathPanel } from './path/PathPanel';
import { ReadingOrderPanel } from './path/ReadingOrderPanel';
import { InlineTextEditor } from './text/InlineTextEditor';
import { useCanvasSync } from './useCanvasSync';
import { createFollowing } from './useFollowing';
import { usePublishSelection } from './usePublishSelection';

export interface CanvasEditorScreenProps {
  data: CanvasEditorData;
  lang: string;
}

/** The viewport's camera, reached through the ref the editor fills once it has measured itself. */
function lentCamera(ref: { current: EditorCamera | null }): EditorCamera {
  const camera = () => ref.current as EditorCamera;
  return {
    currentView: () => camera().currentView(),
    show: (box, margin) => camera().show(box, margin),
    centre: () => camera().centre(),
    unitsPerPixel: () => camera().unitsPerPixel(),
  };
}

/** Ctrl/Cmd+S saves now, as in every editor, though autosave would in a moment. */
function useSaveKey(flush: () => Promise<void>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void flush();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [flush]);
}

/**
 * The import report of a deck made from a PowerPoint file: open as the editor opens after the upload
 * (`#import-report`, then taken off the address so a reload does not open it again), and from the
 * bar's button.
 */
function useImportReport(stored: StoredImportReport | null) {
  const t = useT();
  const [open, setOpen] = useState(() => stored !== null && window.location.hash === IMPORT_REPORT_HASH);
  useEffect(() => {
    if (window.location.hash !== IMPORT_REPORT_HASH) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const button = useMemo(
    () =>
      stored && (
        <button
          type="button"
          className="button canvas-editor__tool import-report__open"
          onClick={() => setOpen(true)}
        >
          {t('canvasImport.open')}
        </button>
      ),
    [stored, t],
  );
  return { button, dialog: open && stored ? <ImportReportDialog stored={stored} onClose={close} /> : null };
}

export default function CanvasEditorScreen({ data, lang }: CanvasEditorScreenProps) {
  const t = useT();
  const [store] = useState(() =>
    createCanvasStore(canvasYDocOf(data.canvas.state), {
      describeRefusal: (error) => t('canvas.refused', { detail: error.message }),
    }),
  );
  useEffect(() => () => store.destroy(), [store]);
  const viewOnly = !data.canEdit;
  const { oid, updatedAt } = data.presentation;
  const [comments] = useState(() => createCommentStore(oid, data.comments));
  const sync = useCanvasSync({
    oid,
    ydoc: store.ydoc,
    generation: data.canvas.generation,
    initialUpdatedAt: updatedAt,
    me: data.me,
    readOnly: viewOnly,
    onCommentsChanged: comments.refresh,
  });
  useSaveKey(sync.flush);
  usePublishSelection(store, sync.setPresence);
  const [following] = useState(createFollowing);
  const [openAt] = useState(() => frameInLink(window.location.hash));
  const report = useImportReport(data.importReport ?? null);
  const cameraRef = useRef<EditorCamera | null>(null);
  const camera = useMemo(() => lentCamera(cameraRef), []);
  const drop = useCanvasDrop({ store, camera, oid });
  useCanvasClipboard({ store, camera, oid, insertPictureFiles: drop.insertPictureFiles, readOnly: viewOnly });
  // A link to a comment opens the Comments tab on its thread, once: back on the tab later, it does not.
  const [linked, setLinked] = useState(data.openComment ?? null);
  const forgetLink = useCallback(() => setLinked(null), []);
  const panels = useSlots(data, lang, sync.status !== 'saved', { id: linked, forget: forgetLink }, comments);
  const meId = data.me.id;
  const slots = useMemo(
    () => ({
      ...panels,
      status: () => (
        <>
          <CanvasSaveStatus sync={sync} lang={lang} viewOnly={viewOnly} />
          {report.button}
          <PresenceAvatars
            presence={sync.presence}
            meId={meId}
            offline={sync.offline && sync.status === 'saved'}
            following={following}
          />
        </>
      ),
    }),
    [panels, sync, lang, meId, following, viewOnly, report.button],
  );
  return (
    <>
      <CanvasEditor
        data={data}
        store={store}
        cameraRef={cameraRef}
        readOnly={viewOnly || sync.status === 'readOnly'}
        commenting={viewOnly}
        presence={sync.presence}
        publish={sync.setPresence}
        following={following}
        openAt={openAt}
        onDragOver={viewOnly ? undefined : drop.onDragOver}
        onDrop={viewOnly ? undefined : drop.onDrop}
        slots={slots}
      />
      {report.dialog}
      <PictureAltDialog flow={drop.pictures} />
      <VideoDropStatus upload={drop.videos} />
    </>
  );
}

/** The comment a link opened the editor on, until the Comments tab has shown it. */
interface Link {
  id: number | null;
  forget(): void;
}

/** The panels and tools the editor's slots hold, the same functions until what they draw from changes. */
function useSlots(
  data: CanvasEditorData,
  lang: string,
  dirty: boolean,
  link: Link,
  comments: CommentStore,
): CanvasEditorSlots {
  const t = useT();
  const { id, forget } = link;
  return useMemo(
    () => drawSlots(data, lang, dirty, t, { id, forget }, comments),
    [data, lang, dirty, t, id, forget, comments],
  );
}

function drawSlots(
  data: CanvasEditorData,
  lang: string,
  dirty: boolean,
  t: ReturnType<typeof useT>,
  link: Link,
  commentStore: CommentStore,
): CanvasEditorSlots {
  const { oid } = data.presentation;
  const tools: CanvasEditorSlots = {
    insert: (panel, onInserted) => <InsertToolbar {...panel} oid={oid} onInserted={onInserted} />,
    textEditor: (panel, target, scale, onDone) => (
      <InlineTextEditor
        store={panel.store}
        target={target}
        theme={panel.theme}
        scale={scale}
        onDone={onDone}
      />
    ),
  };
  return {
    // A commenter gets neither the insert tools nor the text editor: nothing of theirs edits.
    ...(data.canEdit ? tools : {}),
    left: (panel, step) => (
      <PanelTabs
        id="canvas-left"
        tabs={[
          {
            name: 'path',
            label: t('canvas.tabPath'),
            render: () => (
              <PathPanel {...panel} current={step.current} onJump={step.onJump} readOnly={!data.canEdit} />
            ),
          },
          {
            name: 'reading',
            label: t('canvas.tabReadingOrder'),
            render: () => <ReadingOrderPanel {...panel} />,
          },
        ]}
      />
    ),
    right: (panel, step) => {
      const comments: PanelTab = {
        name: 'comments',
        label: t('comments.title'),
        render: () => (
          <CanvasComments
            {...panel}
            data={data}
            lang={lang}
            step={step.current}
            onJump={step.onJump}
            linked={link.id}
            onLinked={link.forget}
            commentStore={commentStore}
          />
        ),
      };
      // A commenter's side holds the comments alone: no format panel, no history to restore.
      const tabs: PanelTab[] = data.canEdit
        ? [
            {
              name: 'format',
              label: t('canvas.formatLabel'),
              render: () => <FormatPanel {...panel} brand={data.brand} />,
            },
            comments,
            {
              name: 'history',
              label: t('editor.history'),
              render: () => <CanvasHistory data={data} lang={lang} dirty={dirty} />,
            },
          ]
        : [comments];
      return <PanelTabs id="canvas-right" initial={link.id === null ? undefined : 'comments'} tabs={tabs} />;
    },
  };
}
