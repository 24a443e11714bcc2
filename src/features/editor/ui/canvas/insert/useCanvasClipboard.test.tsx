// @vitest-environment jsdom
import { act, cleanup, createEvent, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../../../test/helpers/render';
import { CLIPBOARD_TYPE } from '../../../../../kernel/document/canvas/clipboard';
import type { CanvasStore } from '../canvas-store';
import type { SystemClipboard } from './clipboard-io';
import { PictureAltDialog } from './PictureAltDialog';
import { fakeApi, pngFile, testCamera, testStore } from './test-support';
import { type CanvasClipboard, useCanvasClipboard } from './useCanvasClipboard';
import { useCanvasDrop } from './useCanvasDrop';

afterEach(cleanup);

/** A DataTransfer as copy, cut, paste and drop events carry it. */
function transfer(data: Record<string, string> = {}, files: File[] = []) {
  const store = new Map(Object.entries(data));
  return {
    get types() {
      return [...store.keys(), ...(files.length > 0 ? ['Files'] : [])];
    },
    files,
    getData: (type: string) => store.get(type) ?? '',
    setData: (type: string, value: string) => void store.set(type, value),
    dropEffect: 'none',
  };
}

function clipboardEvent(
  type: 'copy' | 'cut' | 'paste',
  data: ReturnType<typeof transfer>,
  target: Node = document.body,
) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: data });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
}

function setup(clipboard: SystemClipboard | null = null) {
  const store = testStore();
  const api = fakeApi();
  const handle: { current?: CanvasClipboard } = {};
  function Harness({ store }: { store: CanvasStore }) {
    const camera = testCamera({ x: 500, y: 50 });
    const drop = useCanvasDrop({ store, camera, oid: 'deckaaaaaaaa', api });
    handle.current = useCanvasClipboard({
      store,
      camera,
      oid: 'deckaaaaaaaa',
      insertPictureFiles: drop.insertPictureFiles,
      clipboard,
    });
    return (
      <>
        <div role="application" aria-label="Canvas" onDragOver={drop.onDragOver} onDrop={drop.onDrop} />
        <input aria-label="Title" />
        <PictureAltDialog flow={drop.pictures} />
      </>
    );
  }
  renderWithI18n(<Harness store={store} />);
  const added = () => store.snapshot().document.elements.filter((element) => element.id.startsWith('new'));
  return { store, api, handle: handle as { current: CanvasClipboard }, added };
}

describe('the canvas clipboard', () => {
  it('copies the selection with our type and words, and pastes it back offset, selected', () => {
    const { store, added } = setup();
    act(() => store.select(['f']));
    const data = transfer();
    expect(clipboardEvent('copy', data).defaultPrevented).toBe(true);
    expect(data.getData('text/plain')).toBe('Hello world\nSecond');
    expect(JSON.parse(data.getData(CLIPBOARD_TYPE)).elements).toHaveLength(2);
    expect(store.snapshot().announcement.message).toBe('2 elements copied.');
    clipboardEvent('paste', data);
    const [frame, text] = added();
    expect(frame).toMatchObject({ kind: 'frame', x: 20, y: 20 });
    expect(text).toMatchObject({ kind: 'text', parent: frame?.id });
    expect(store.snapshot().selection).toEqual([frame?.id]);
    expect(store.snapshot().announcement.message).toBe('2 elements pasted.');
  });

  it('cuts: the selection goes, and comes back on paste', () => {
    const { store, added } = setup();
    act(() => store.select(['s']));
    const data = transfer();
    clipboardEvent('cut', data);
    expect(store.snapshot().document.elements.some((element) => element.id === 's')).toBe(false);
    clipboardEvent('paste', data);
    // Its place is out of the view, so it lands at the view's centre.
    expect(added()).toMatchObject([{ kind: 'shape', x: 450, y: 0, width: 100 }]);
  });

  it('leaves the events to the browser while the focus is in a field', () => {
    const { store, added } = setup();
    act(() => store.select(['s']));
    const field = screen.getByRole('textbox', { name: 'Title' });
    expect(clipboardEvent('copy', transfer(), field).defaultPrevented).toBe(false);
    expect(clipboardEvent('paste', transfer({ 'text/plain': 'words' }), field).defaultPrevented).toBe(false);
    expect(added()).toEqual([]);
  });

  it('pastes words as a new text box, a paragraph a line, sized for the zoom', () => {
    const { store, added } = setup();
    clipboardEvent('paste', transfer({ 'text/plain': 'First\nSecond' }));
    expect(added()).toMatchObject([
      {
        kind: 'text',
        content: {
          paragraphs: [{ runs: [{ text: 'First', size: 20 }] }, { runs: [{ text: 'Second', size: 20 }] }],
        },
      },
    ]);
    expect(store.snapshot().announcement.message).toBe('Text pasted into a new text box.');
  });

  it('drops what is not sound from a pasted clip', () => {
    const { added } = setup();
    const clip = JSON.stringify({
      'podium-canvas-elements': 1,
      source: 'elsewhere000',
      elements: [
        { kind: 'shape', id: 'a', shape: 'ellipse', x: 0, y: 0, width: 10, height: 10, rotation: 0, z: 0 },
        {
          kind: 'image',
          id: 'b',
          src: 'javascript:alert(1)',
          alt: 'x',
          x: 0,
          y: 0,
          width: 10,
          height: 10,
          rotation: 0,
          z: 0,
        },
      ],
    });
    clipboardEvent('paste', transfer({ [CLIPBOARD_TYPE]: clip }));
    expect(added().map((element) => element.kind)).toEqual(['shape']);
  });

  it('takes a pasted picture file the upload’s way, and asks what it shows', async () => {
    const { api, added } = setup();
    clipboardEvent('paste', transfer({}, [pngFile()]));
    fireEvent.change(await screen.findByRole('textbox', { name: 'What the picture shows' }), {
      target: { value: 'A heron' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Insert picture' }));
    expect(api.uploadPicture).toHaveBeenCalledTimes(1);
    expect(added()).toMatchObject([{ kind: 'image', alt: 'A heron', src: 'media/uploaded.png' }]);
  });

  it('takes a dropped picture file the same way, and places it where it was dropped', async () => {
    const { api, added } = setup();
    const canvas = screen.getByRole('application', { name: 'Canvas' });
    // The viewport shows the camera's view (0, -250)–(1000, 350) at one unit a pixel.
    canvas.getBoundingClientRect = () => ({ left: 0, top: 0, width: 1000, height: 600 }) as DOMRect;
    const dataTransfer = transfer({}, [pngFile(200, 100)]);
    expect(fireEvent.dragOver(canvas, { dataTransfer })).toBe(false);
    const drop = createEvent.drop(canvas, { dataTransfer });
    Object.defineProperties(drop, { clientX: { value: 100 }, clientY: { value: 300 } });
    fireEvent(canvas, drop);
    await screen.findByRole('dialog', { name: 'Describe the picture' });
    expect(api.uploadPicture).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('checkbox', { name: /Decorative/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Insert picture' }));
    expect(added()).toMatchObject([{ kind: 'image', x: 0, y: 0, width: 200, height: 100, decorative: true }]);
  });

  it('copies and pastes from menu items through a clipboard that keeps only words', async () => {
    let words = '';
    const clipboard = {
      writeText: vi.fn(async (text: string) => {
        words = text;
      }),
      readText: vi.fn(async () => words),
    } as unknown as SystemClipboard;
    const { store, handle, added } = setup(clipboard);
    act(() => store.select(['t']));
    await act(() => handle.current.copy());
    expect(words).toBe('Hello world\nSecond');
    await act(() => handle.current.paste());
    await waitFor(() => expect(added()).toMatchObject([{ kind: 'text', parent: 'f', x: 120, y: 120 }]));
  });
});
