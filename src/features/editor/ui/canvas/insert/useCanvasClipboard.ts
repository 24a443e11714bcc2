// Copy, Cut and Paste on the canvas, from the keyboard (the document's copy, cut and paste events,
// left to the browser while the focus is in a field or in text being edited) and from menu items
// (the returned functions). A copy goes to the system clipboard under our own type with the words
// as plain text, and is kept here too, so a browser that keeps only the words still pastes the
// elements back. A paste takes our elements, else a picture file, else words as a new text box.
import { useEffect, useRef } from 'react';
import { useT } from '../../../../../i18n/react';
import type { CanvasClip } from '../../../../../kernel/document/canvas/clipboard';
import { type ClipboardTarget, clipboardActions } from './clipboard-actions';
import { readSystem, readTransfer, type SystemClipboard, writeSystem, writeTransfer } from './clipboard-io';

export interface CanvasClipboardOptions extends ClipboardTarget {
  /** The system clipboard; navigator.clipboard unless given, null for none. */
  clipboard?: SystemClipboard | null;
  /** The person may not edit: a copy still copies, a cut only copies, a paste does nothing. */
  readOnly?: boolean;
}

export interface CanvasClipboard {
  copy(): Promise<void>;
  cut(): Promise<void>;
  paste(): Promise<void>;
}

const isEditing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"]') !== null);

export function useCanvasClipboard(options: CanvasClipboardOptions): CanvasClipboard {
  const t = useT();
  const memory = useRef<CanvasClip | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const system = () => {
    const given = latest.current.clipboard;
    if (given !== undefined) return given;
    return typeof navigator === 'undefined' ? null : (navigator.clipboard ?? null);
  };

  const { take, copied, remove, pasteClip, pasteContent } = clipboardActions(latest, memory, t);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the handlers read the latest options through refs
  useEffect(() => {
    const onCopy = (event: ClipboardEvent, cut: boolean) => {
      if (isEditing(event.target) || !event.clipboardData) return;
      const clip = take();
      if (!clip) return;
      event.preventDefault();
      writeTransfer(event.clipboardData, clip);
      if (cut) remove(clip);
      else copied(clip);
    };
    const onCopyEvent = (event: ClipboardEvent) => onCopy(event, false);
    const onCutEvent = (event: ClipboardEvent) => onCopy(event, !latest.current.readOnly);
    const onPaste = (event: ClipboardEvent) => {
      if (isEditing(event.target) || !event.clipboardData || latest.current.readOnly) return;
      event.preventDefault();
      void pasteContent(readTransfer(event.clipboardData));
    };
    document.addEventListener('copy', onCopyEvent);
    document.addEventListener('cut', onCutEvent);
    document.addEventListener('paste', onPaste);
    return () => {
      document.removeEventListener('copy', onCopyEvent);
      document.removeEventListener('cut', onCutEvent);
      document.removeEventListener('paste', onPaste);
    };
  }, []);

  const copyToSystem = async (cut: boolean) => {
    const clip = take();
    if (!clip) return;
    if (cut && !latest.current.readOnly) remove(clip);
    else copied(clip);
    const clipboard = system();
    // The copy is kept here whatever the system clipboard allows: Paste in this editor still works.
    if (clipboard) await writeSystem(clipboard, clip).catch(() => undefined);
  };

  return {
    copy: () => copyToSystem(false),
    cut: () => copyToSystem(true),
    async paste() {
      if (latest.current.readOnly) return;
      const clipboard = system();
      const content = clipboard ? await readSystem(clipboard).catch(() => null) : null;
      if (content) return pasteContent(content);
      if (memory.current) return pasteClip(memory.current);
      latest.current.store.announce(t('canvasInsert.nothingToPaste'));
    },
  };
}
