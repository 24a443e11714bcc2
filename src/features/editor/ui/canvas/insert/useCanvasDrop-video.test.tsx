// @vitest-environment jsdom
// A video file dropped on the canvas: it goes up with its progress shown over the canvas, and lands
// where it was dropped, titled by its name; stopping it inserts nothing; a file of another format
// is refused with the reason until dismissed; where no server takes videos, it is left to pictures.
import { act, cleanup, createEvent, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../../../test/helpers/render';
import type { UploadOptions } from '../../../../../lib/chunked-upload';
import type { DeckVideo } from '../../../contracts';
import type { InsertApi } from './insert-api';
import { fakeApi, testCamera, testStore } from './test-support';
import { useCanvasDrop } from './useCanvasDrop';
import { VideoDropStatus } from './VideoDropStatus';

afterEach(cleanup);

const SRC = `/media/v/${'b'.repeat(64)}.webm`;

function setup(api: InsertApi) {
  const store = testStore();
  function Harness() {
    const camera = testCamera({ x: 500, y: 50 });
    const drop = useCanvasDrop({ store, camera, oid: 'deckaaaaaaaa', api, measureVideo: async () => 5000 });
    return (
      <>
        <div role="application" aria-label="Canvas" onDragOver={drop.onDragOver} onDrop={drop.onDrop} />
        <VideoDropStatus upload={drop.videos} />
      </>
    );
  }
  renderWithI18n(<Harness />);
  const added = () => store.snapshot().document.elements.filter((element) => element.id.startsWith('new'));
  return { added };
}

/** Drops `file` at (100, 300) on a canvas showing (0, -250)–(1000, 350) at one unit a pixel. */
async function dropFile(file: File) {
  const canvas = screen.getByRole('application', { name: 'Canvas' });
  canvas.getBoundingClientRect = () => ({ left: 0, top: 0, width: 1000, height: 600 }) as DOMRect;
  const dataTransfer = { types: ['Files'], files: [file], getData: () => '', dropEffect: 'none' };
  const drop = createEvent.drop(canvas, { dataTransfer });
  Object.defineProperties(drop, { clientX: { value: 100 }, clientY: { value: 300 } });
  await act(async () => {
    fireEvent(canvas, drop);
  });
}

function uploads() {
  let options: UploadOptions = {};
  let settle!: (video: DeckVideo) => void;
  const uploadVideo = vi.fn((_oid: string, _file: Blob, _description: unknown, given: UploadOptions) => {
    options = given;
    return new Promise<DeckVideo>((resolve) => {
      settle = resolve;
    });
  });
  return { uploadVideo, options: () => options, settle: (video: DeckVideo) => settle(video) };
}

const webm = () => new File([new Uint8Array(2000)], 'Harbour tour.webm', { type: 'video/webm' });

describe('a video file dropped on the canvas', () => {
  it('goes up with its progress shown, and lands where it was dropped', async () => {
    const sent = uploads();
    const { added } = setup({ ...fakeApi(), uploadVideo: sent.uploadVideo });
    await dropFile(webm());
    expect(sent.uploadVideo).toHaveBeenCalledWith(
      'deckaaaaaaaa',
      expect.any(File),
      { mimeType: 'video/webm', durationMs: 5000 },
      expect.anything(),
    );
    act(() => sent.options().onProgress?.(500, 2000));
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Uploading Harbour tour.webm…');
    expect((status.querySelector('progress') as HTMLProgressElement).value).toBe(500);
    await act(async () => sent.settle({ src: SRC, durationMs: 5000 }));
    // 480 × 270 at one unit a pixel, centred on the drop's world point (100, 50).
    expect(added()).toMatchObject([
      { kind: 'video', src: SRC, title: 'Harbour tour', x: -140, y: -85, width: 480, height: 270 },
    ]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('inserts nothing once stopped', async () => {
    const sent = uploads();
    const { added } = setup({ ...fakeApi(), uploadVideo: sent.uploadVideo });
    await dropFile(webm());
    fireEvent.click(screen.getByRole('button', { name: 'Stop the upload' }));
    expect(sent.options().signal?.aborted).toBe(true);
    await act(async () => sent.settle({ src: SRC, durationMs: 5000 }));
    expect(added()).toEqual([]);
  });

  it('refuses another format with the reason, until dismissed', async () => {
    const sent = uploads();
    setup({ ...fakeApi(), uploadVideo: sent.uploadVideo });
    await dropFile(new File([new Uint8Array(10)], 'clip.mov', { type: 'video/quicktime' }));
    expect(screen.getByRole('alert').textContent).toContain(
      'This file is not a video Podium can play: use an MP4 or WebM file.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent.uploadVideo).not.toHaveBeenCalled();
  });
});
