// The store's snapshot as React state: a component re-renders when the document, the selection, an
// announcement or the Undo stacks change.
import { useSyncExternalStore } from 'react';
import type { CanvasSnapshot, CanvasStore } from './canvas-store';

export const useCanvasSnapshot = (store: CanvasStore): CanvasSnapshot =>
  useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
