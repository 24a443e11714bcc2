// The format panel's component tests: a real store over a real Y.Doc holding a small deck, the
// panel rendered as the editor shell mounts it (re-rendered on every change of the store), and a
// camera that the panel never needs to move.
import { cleanup, screen } from '@testing-library/react';
import { afterEach } from 'vitest';
import { renderWithI18n } from '../../../../../../test/helpers/render';
import { canvasFromYDoc, canvasToYDoc } from '../../../../../kernel/document/canvas/crdt/mapping';
import { counterIds } from '../../../../../kernel/document/canvas/crdt/test-support';
import type { CanvasDocument, CanvasElement } from '../../../../../kernel/document/canvas/model';
import { resolveTheme } from '../../../../../kernel/document/themes';
import type { EditorBrand } from '../../../../brand/contracts';
import type { EditorCamera } from '../camera';
import { type CanvasStore, createCanvasStore } from '../canvas-store';
import { useCanvasSnapshot } from '../useCanvasStore';
import { FormatPanel } from './FormatPanel';

const still: EditorCamera = {
  currentView: () => ({ x: 0, y: 0, width: 1600, height: 900, rotation: 0 }),
  show: () => {},
  centre: () => ({ x: 0, y: 0 }),
  unitsPerPixel: () => 1,
};

const box = { rotation: 0, z: 0 };

/** One element of every kind, apart from one another, and a frame holding a shape. */
export function formatDeck(): CanvasDocument {
  const elements: CanvasElement[] = [
    {
      kind: 'frame',
      id: 'frame',
      shape: 'rectangle',
      title: 'Intro',
      x: 0,
      y: 0,
      width: 400,
      height: 300,
      ...box,
    },
    { kind: 'shape', id: 'box', shape: 'rectangle', x: 1000, y: 0, width: 100, height: 100, ...box, z: 1 },
    { kind: 'shape', id: 'line', shape: 'line', x: 1000, y: 500, width: 200, height: 100, ...box, z: 2 },
    {
      kind: 'connector',
      id: 'link',
      from: 'box',
      to: 'line',
      x: 1050,
      y: 50,
      width: 50,
      height: 500,
      ...box,
      z: 3,
      stroke: { color: '#000000', width: 1, dash: 'solid' },
    },
    {
      kind: 'image',
      id: 'pic',
      src: 'media/a.png',
      alt: 'A heron',
      x: 2000,
      y: 0,
      width: 100,
      height: 100,
      ...box,
      z: 4,
    },
    {
      kind: 'text',
      id: 'words',
      x: 3000,
      y: 0,
      width: 300,
      height: 100,
      ...box,
      z: 5,
      content: { paragraphs: [{ runs: [{ text: 'One' }] }, { role: 'title', runs: [{ text: 'Two' }] }] },
    },
    {
      kind: 'video',
      id: 'film',
      src: 'media/f.mp4',
      title: 'Flight',
      x: 4000,
      y: 0,
      width: 160,
      height: 90,
      ...box,
      z: 6,
    },
    {
      kind: 'table',
      id: 'grid',
      x: 5000,
      y: 0,
      width: 200,
      height: 100,
      ...box,
      z: 7,
      columns: [0.5, 0.5],
      rows: [[{ content: { paragraphs: [{ runs: [{ text: 'A' }] }] } }, { content: { paragraphs: [] } }]],
    },
  ];
  return { version: 3, title: 'Birds', theme: 'ocean', elements, path: [] };
}

function Harness({ store, brand }: { store: CanvasStore; brand: EditorBrand | null }) {
  const snapshot = useCanvasSnapshot(store);
  const theme = resolveTheme(snapshot.document.theme, null);
  return <FormatPanel store={store} snapshot={snapshot} camera={still} theme={theme} brand={brand} />;
}

afterEach(cleanup);

/** Renders the panel over `doc` with `selection` selected; reads the deck back from the Y.Doc. */
export function openPanel(
  selection: string[] = [],
  { doc = formatDeck(), brand = null }: { doc?: CanvasDocument; brand?: EditorBrand | null } = {},
) {
  const store = createCanvasStore(canvasToYDoc(doc), { newId: counterIds('g') });
  store.select(selection);
  renderWithI18n(<Harness store={store} brand={brand} />);
  const read = () => canvasFromYDoc(store.ydoc);
  const element = <E extends CanvasElement = CanvasElement>(id: string) =>
    read().elements.find((each) => each.id === id) as E;
  const announced = () => store.snapshot().announcement.message;
  return { store, read, element, announced, screen };
}
