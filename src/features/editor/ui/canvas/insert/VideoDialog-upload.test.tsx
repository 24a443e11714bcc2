// @vitest-environment jsdom
// The Video dialog's upload: a file chosen is measured, sent with its progress and inserted under a
// title from its name once it is in; it can be stopped; a file of another format or whose length
// cannot be read is refused before anything is sent; the server's refusal is shown as it said it.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../../../test/helpers/render';
import type { UploadOptions } from '../../../../../lib/chunked-upload';
import type { DeckVideo } from '../../../contracts';
import { fakeApi } from './test-support';
import { VideoDialog } from './VideoDialog';

const SRC = `/media/v/${'a'.repeat(64)}.mp4`;

function setup(measure: (file: Blob) => Promise<number | null> = async () => 42_000) {
  let options: UploadOptions = {};
  let settle!: { resolve(video: DeckVideo): void; reject(error: Error): void };
  const uploadVideo = vi.fn((_oid: string, _file: Blob, _description: unknown, given: UploadOptions) => {
    options = given;
    return new Promise<DeckVideo>((resolve, reject) => {
      settle = { resolve, reject };
    });
  });
  const onInsert = vi.fn();
  renderWithI18n(
    <VideoDialog
      oid="deck00000001"
      api={{ ownRecordings: fakeApi().ownRecordings, uploadVideo }}
      onInsert={onInsert}
      onClose={vi.fn()}
      measureVideo={measure}
    />,
  );
  return { uploadVideo, onInsert, options: () => options, settle: () => settle };
}

async function choose(file: File) {
  const input = screen.getByLabelText('Video file') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

const mp4 = (name = 'Product demo.mp4') => new File([new Uint8Array(1000)], name, { type: 'video/mp4' });

afterEach(cleanup);

describe('VideoDialog, uploading a file', () => {
  it('sends the file with its type and length, shows the progress, and inserts it once in', async () => {
    const { uploadVideo, onInsert, options, settle } = setup();
    expect(screen.getByRole('heading', { name: 'Upload a video file' })).toBeDefined();
    await choose(mp4());
    expect(uploadVideo).toHaveBeenCalledWith(
      'deck00000001',
      expect.any(File),
      { mimeType: 'video/mp4', durationMs: 42_000 },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    act(() => options().onProgress?.(250, 1000));
    const progress = screen.getByLabelText('Uploading Product demo.mp4…') as HTMLProgressElement;
    expect([progress.value, progress.max]).toEqual([250, 1000]);
    expect(onInsert).not.toHaveBeenCalled();
    await act(async () => settle().resolve({ src: SRC, durationMs: 42_000 }));
    expect(onInsert).toHaveBeenCalledWith({ src: SRC, title: 'Product demo' });
  });

  it('stops the upload on “Stop the upload”, and inserts nothing', async () => {
    const { onInsert, options, settle } = setup();
    await choose(mp4());
    fireEvent.click(screen.getByRole('button', { name: 'Stop the upload' }));
    expect(options().signal?.aborted).toBe(true);
    await act(async () => settle().resolve({ src: SRC, durationMs: 1 }));
    expect(onInsert).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Choose a video file…' })).toBeDefined();
  });

  it('refuses another format, or a length it cannot read, before sending anything', async () => {
    const { uploadVideo } = setup(async () => null);
    await choose(new File([new Uint8Array(4)], 'clip.mov', { type: 'video/quicktime' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'This file is not a video Podium can play: use an MP4 or WebM file.',
    );
    await choose(mp4());
    expect(screen.getByRole('alert').textContent).toBe(
      'The length of this video could not be read: the file may be damaged.',
    );
    expect(uploadVideo).not.toHaveBeenCalled();
  });

  it('says what the server said when it refused the video', async () => {
    const { onInsert, settle } = setup();
    await choose(mp4());
    await act(async () => settle().reject(new Error('A video may be at most 2 GB; this one is 3 GB.')));
    expect(screen.getByRole('alert').textContent).toBe(
      'The video could not be uploaded: A video may be at most 2 GB; this one is 3 GB.',
    );
    expect(onInsert).not.toHaveBeenCalled();
  });

  it('offers recordings only where no server takes videos', () => {
    renderWithI18n(
      <VideoDialog
        oid="deck00000001"
        api={{ ownRecordings: fakeApi().ownRecordings }}
        onInsert={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.queryByRole('heading', { name: 'Upload a video file' })).toBeNull();
    expect(screen.getByText('Choose one of your recordings, or paste the address of one.')).toBeDefined();
  });
});
