// What the path and reading-order panels' tests share: a small canvas deck, a real store over a
// real Y.Doc, a camera that records where it was sent, and the panels wired to the store as the
// editor's shell wires them.
import { type Mock, vi } from 'vitest';
import { renderWithI18n } from '../../../../../../test/helpers/render';
import { canvasToYDoc } from '../../../../../kernel/document/canvas/crdt/mapping';
import { plain } from '../../../../../kernel/document/canvas/crdt/test-support';
import type { CameraView, CanvasDocument, CanvasElement } from '../../../../../kernel/document/canvas/model';
import { themeFor } from '../../../../../kernel/document/themes';
import type { EditorCamera } from '../camera';
import { type CanvasStore, createCanvasStore } from '../canvas-store';
import type { CanvasPanelProps } from '../panel-props';
import { useCanvasSnapshot } from '../useCanvasStore';
import { PathPanel } from './PathPanel';

const placed = { rotation: 0, z: 0 };

export const VIEW_ON_SCREEN: CameraView = { x: 10, y: 20, width: 800, height: 450, rotation: 0 };

/** Two frames on the path, words and pictures in them, a shape, a loose text and a saved view. */
export function smallCanvas(overrides: Partial<CanvasDocument> = {}): CanvasDocument {
  const elements: CanvasElement[] = [
    {
      kind: 'frame',
      id: 'intro',
      shape: 'rectangle',
      title: 'Intro',
      ...placed,
      x: 0,
      y: 0,
      width: 1600,
      height: 900,
    },
    {
      kind: 'text',
      id: 'hello',
      parent: 'intro',
      ...placed,
      x: 100,
      y: 100,
      width: 600,
      height: 200,
      content: plain('Welcome to the estuary birds tour of this spring morning'),
    },
    {
      kind: 'image',
      id: 'heron',
      parent: 'intro',
      ...placed,
      x: 900,
      y: 100,
      width: 400,
      height: 300,
      src: 'media/heron.png',
      alt: 'A grey heron',
    },
    {
      kind: 'image',
      id: 'mystery',
      parent: 'intro',
      ...placed,
      x: 100,
      y: 500,
      width: 400,
      height: 300,
      src: 'media/m.png',
      alt: '',
    },
    {
      kind: 'image',
      id: 'rule',
      parent: 'intro',
      ...placed,
      x: 900,
      y: 500,
      width: 400,
      height: 20,
      src: 'media/rule.png',
      alt: '',
      decorative: true,
    },
    { kind: 'frame', id: 'data', shape: 'circle', ...placed, x: 2000, y: 0, width: 1600, height: 900 },
    {
      kind: 'shape',
      id: 'peak',
      parent: 'data',
      ...placed,
      shape: 'triangle',
      x: 2100,
      y: 100,
      width: 300,
      height: 300,
    },
    {
      kind: 'text',
      id: 'loose',
      ...placed,
      x: 0,
      y: 1200,
      width: 600,
      height: 100,
      content: plain('Far away'),
    },
  ];
  return {
    version: 3,
    title: 'Estuary',
    theme: 'ocean',
    elements,
    path: [
      { id: 's1', frame: 'intro', notes: 'Say hello' },
      { id: 's2', frame: 'data', title: 'Numbers' },
      { id: 's3', view: { x: 0, y: 1000, width: 800, height: 450, rotation: 0 } },
    ],
    ...overrides,
  };
}

export function fakeCamera(): EditorCamera & { show: Mock<EditorCamera['show']> } {
  return {
    currentView: () => VIEW_ON_SCREEN,
    show: vi.fn<EditorCamera['show']>(),
    centre: () => ({ x: 0, y: 0 }),
    unitsPerPixel: () => 1,
  };
}

/** A store over a fresh Y.Doc of `doc`, handing out ids new1, new2… */
export function storeOf(doc: CanvasDocument): CanvasStore {
  let next = 0;
  return createCanvasStore(canvasToYDoc(doc), { newId: () => `new${++next}` });
}

/** The panel given the store's snapshot as it changes, as the editor's shell gives it. */
export function Live<P extends CanvasPanelProps>({
  store,
  camera,
  panel: Panel,
  ...rest
}: { store: CanvasStore; camera: EditorCamera; panel: (props: P) => React.ReactNode } & Omit<
  P,
  keyof CanvasPanelProps
>) {
  const snapshot = useCanvasSnapshot(store);
  const props = { store, camera, snapshot, theme: themeFor('ocean'), ...rest } as unknown as P;
  return <Panel {...props} />;
}

/** The path panel over `doc` (a commenter's when `readOnly`), with the store, camera and jumps to look at. */
export function renderPath(doc = smallCanvas(), current = -1, readOnly = false) {
  const store = storeOf(doc);
  const camera = fakeCamera();
  const onJump = vi.fn();
  const view = renderWithI18n(
    <Live
      store={store}
      camera={camera}
      panel={PathPanel}
      current={current}
      onJump={onJump}
      readOnly={readOnly}
    />,
  );
  return {
    store,
    camera,
    onJump,
    view,
    path: () => store.snapshot().document.path,
    announced: () => store.snapshot().announcement.message,
  };
}
