// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../../../test/helpers/render';
import type { CanvasElement } from '../../../../../kernel/document/canvas/model';
import { THEMES } from '../../../../../kernel/document/themes';
import type { CanvasStore } from '../canvas-store';
import { useCanvasSnapshot } from '../useCanvasStore';
import { InsertToolbar } from './InsertToolbar';
import type { InsertApi } from './insert-api';
import { fakeApi, pngFile, testCamera, testStore } from './test-support';

function Mounted({ store, api, onInserted }: { store: CanvasStore; api: InsertApi; onInserted: () => void }) {
  const snapshot = useCanvasSnapshot(store);
  return (
    <InsertToolbar
      store={store}
      snapshot={snapshot}
      camera={testCamera()}
      theme={THEMES.ocean}
      oid="deckaaaaaaaa"
      onInserted={onInserted}
      api={api}
    />
  );
}

function setup(api: InsertApi = fakeApi()) {
  const store = testStore();
  const onInserted = vi.fn();
  renderWithI18n(<Mounted store={store} api={api} onInserted={onInserted} />);
  const added = () => store.snapshot().document.elements.filter((element) => element.id.startsWith('new'));
  const only = () => {
    const [element, ...more] = added();
    expect(more).toEqual([]);
    return element as CanvasElement;
  };
  return { store, api, onInserted, added, only };
}

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

afterEach(cleanup);

describe('InsertToolbar', () => {
  it('inserts an empty text box, selects it and hands it to the shell for typing', () => {
    const { store, onInserted, only } = setup();
    click('Text');
    const text = only();
    expect(text).toMatchObject({ kind: 'text', content: { paragraphs: [{ runs: [] }] } });
    expect(store.snapshot().selection).toEqual([text.id]);
    expect(onInserted).toHaveBeenCalledWith(text.id, 'text');
    expect(store.snapshot().announcement.message).toBe('Text box added: type its words.');
  });

  it('offers the frame shapes in a menu that Escape closes, giving the focus back', () => {
    const { only } = setup();
    const button = screen.getByRole('button', { name: /Frame/ });
    fireEvent.click(button);
    const menu = screen.getByRole('menu', { name: 'Frame shapes' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Rectangle frame' }));
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(menu.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Circle frame' }));
    expect(only()).toMatchObject({ kind: 'frame', shape: 'circle' });
  });

  it('moves between its buttons with the arrow keys', () => {
    setup();
    const text = screen.getByRole('button', { name: 'Text' });
    text.focus();
    fireEvent.keyDown(text, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Frame/ }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Table' }));
  });

  it('inserts each of the six shapes', () => {
    const { added } = setup();
    for (const name of ['Rectangle', 'Rounded rectangle', 'Ellipse', 'Triangle', 'Line', 'Arrow']) {
      fireEvent.click(screen.getByRole('button', { name: /^Shape/ }));
      fireEvent.click(screen.getByRole('menuitem', { name }));
    }
    expect(added().map((element) => (element.kind === 'shape' ? element.shape : element.kind))).toEqual([
      'rectangle',
      'rounded',
      'ellipse',
      'triangle',
      'line',
      'arrow',
    ]);
  });

  it('joins the two selected elements with the Arrow, or inserts an arrow shape', () => {
    const { store, only, added } = setup();
    act(() => store.select(['t', 's']));
    click('Arrow between the two selected elements');
    expect(only()).toMatchObject({ kind: 'connector', from: 't', to: 's', arrowEnd: true });
    act(() => store.select([]));
    click('Arrow');
    expect(added()[1]).toMatchObject({ kind: 'shape', shape: 'arrow' });
  });

  it('inserts a 3×3 table with a header row', () => {
    const { only } = setup();
    click('Table');
    expect(only()).toMatchObject({ kind: 'table', headerRow: true, columns: [1 / 3, 1 / 3, 1 / 3] });
  });

  it('uploads a chosen picture, asks what it shows and inserts it described', async () => {
    const { api, only, onInserted } = setup();
    fireEvent.click(screen.getByRole('button', { name: /^Picture/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Upload from your computer' }));
    fireEvent.change(screen.getByLabelText('Picture file'), { target: { files: [pngFile(800, 400)] } });
    const alt = await screen.findByRole('textbox', { name: 'What the picture shows' });
    expect(api.uploadPicture).toHaveBeenCalledWith('deckaaaaaaaa', expect.any(File), {
      contentType: 'image/png',
      width: 800,
      height: 400,
    });
    const insert = screen.getByRole('button', { name: 'Insert picture' }) as HTMLButtonElement;
    expect(insert.disabled).toBe(true);
    fireEvent.change(alt, { target: { value: 'A heron' } });
    fireEvent.click(insert);
    const image = only();
    expect(image).toMatchObject({
      kind: 'image',
      src: 'media/uploaded.png',
      alt: 'A heron',
      width: 480,
      height: 240,
    });
    expect(onInserted).toHaveBeenCalledWith(image.id, 'image');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a file that is not a picture before sending it', async () => {
    const { api, store, added } = setup();
    fireEvent.change(screen.getByLabelText('Picture file'), {
      target: { files: [new File(['<svg/>'], 'x.png', { type: 'image/png' })] },
    });
    await waitFor(() =>
      expect(store.snapshot().announcement.message).toBe(
        'SVG pictures cannot be inserted: save it as a PNG first.',
      ),
    );
    expect(api.uploadPicture).not.toHaveBeenCalled();
    expect(added()).toEqual([]);
  });

  it('offers only the Library while the server takes no upload', () => {
    setup(fakeApi({ uploadPicture: undefined }));
    fireEvent.click(screen.getByRole('button', { name: /^Picture/ }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['From your library']);
  });

  it('inserts a Library picture marked decorative', async () => {
    const { api, only } = setup();
    fireEvent.click(screen.getByRole('button', { name: /^Picture/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'From your library' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Insert the picture from “Birds”' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Decorative/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Insert picture' }));
    expect(api.copyLibraryImage).toHaveBeenCalledWith('deckaaaaaaaa', 'abc123.png');
    expect(only()).toMatchObject({ kind: 'image', src: '/media/u/abc123.png', alt: '', decorative: true });
  });

  it('inserts one of the person’s recordings, titled as it is', async () => {
    const { only } = setup();
    click('Video');
    fireEvent.click(await screen.findByRole('button', { name: /Team kickoff/ }));
    click('Insert video');
    expect(only()).toMatchObject({ kind: 'video', src: 'recording:talk00000002', title: 'Team kickoff' });
  });

  it('inserts a recording named by the address of its page', async () => {
    const { only } = setup();
    click('Video');
    await screen.findByRole('button', { name: /Quarterly review/ });
    const address = screen.getByRole('textbox', { name: 'Address of the recording' });
    fireEvent.change(address, { target: { value: 'https://podium.example/nowhere/' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'My talk' } });
    click('Insert video');
    expect(screen.getByRole('alert').textContent).toBe(
      'This is not the address of a recording on this site.',
    );
    fireEvent.change(address, { target: { value: 'https://podium.example/p/abcdef123456/my-talk/' } });
    click('Insert video');
    expect(only()).toMatchObject({ kind: 'video', src: 'recording:abcdef123456', title: 'My talk' });
  });
});
