// @vitest-environment jsdom
// The studio's states with a fake camera, microphone, MediaRecorder, player and server: idle with
// device pickers, the 3-2-1 countdown, recording and pause (steps into the timeline in recording
// time), the camera denied (sound only) or no device at all, the review with trim and captions, the
// upload's progress, and an upload that fails until Retry.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDeck, buildTopic } from '../../../../../test/helpers/documents';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { layoutDocument } from '../../../../kernel/document/layout';
import { buildPlayerData, fakePlayerModule } from '../../../../player/testing';
import type { PublishRecording, RecordingTake } from '../../contracts';
import type { RecorderLike, StudioMedia } from './media';
import { StudioView, type StudioViewProps } from './StudioView';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const DOCUMENT = buildDeck({
  title: 'Harbour talk',
  topics: [buildTopic({ id: 'alpha', title: 'Alpha' }), buildTopic({ id: 'beta', title: 'Beta' })],
});
const TOTAL = layoutDocument(DOCUMENT).steps.length;

const track = (kind: string) => ({ kind, stop: vi.fn() });
const fakeStream = (kinds: string[]) => {
  const tracks = kinds.map(track);
  return {
    getTracks: () => tracks,
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
  } as unknown as MediaStream;
};

class FakeRecorder implements RecorderLike {
  state: RecorderLike['state'] = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  calls: string[] = [];
  constructor(readonly mimeType: string) {}
  start(timeslice?: number) {
    this.calls.push(`start ${timeslice}`);
    this.state = 'recording';
  }
  pause() {
    this.calls.push('pause');
    this.state = 'paused';
  }
  resume() {
    this.calls.push('resume');
    this.state = 'recording';
  }
  stop() {
    this.calls.push('stop');
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob([new Uint8Array(10)]) });
    this.onstop?.();
  }
}

function fakeMedia(camera: 'on' | 'denied' | 'none' | 'nothing' = 'on') {
  const recorders: FakeRecorder[] = [];
  const asked: MediaStreamConstraints[] = [];
  const media: StudioMedia = {
    getUserMedia: async (constraints) => {
      asked.push(constraints);
      if (camera === 'nothing') throw new DOMException('no', 'NotAllowedError');
      if (constraints.video) {
        if (camera === 'denied') throw new DOMException('no', 'NotAllowedError');
        if (camera === 'none') throw new DOMException('no', 'NotFoundError');
        return fakeStream(['video', 'audio']);
      }
      return fakeStream(['audio']);
    },
    enumerateDevices: async () => [
      ...(camera === 'on' ? [{ deviceId: 'cam1', kind: 'videoinput' as const, label: 'Front camera' }] : []),
      { deviceId: 'mic1', kind: 'audioinput' as const, label: 'Desk microphone' },
    ],
    createRecorder: (_stream, mimeType) => {
      const recorder = new FakeRecorder(mimeType);
      recorders.push(recorder);
      return recorder;
    },
    isTypeSupported: (type) => type === 'video/webm;codecs=vp8,opus' || type === 'audio/webm;codecs=opus',
  };
  return { media, recorders, asked };
}

/** The upload and publishing calls, answered like the server; `failPuts` PUTs fail first. */
function fakeServer(options: { failPuts?: number } = {}) {
  const calls: string[] = [];
  let published: PublishRecording | null = null;
  let take: RecordingTake | null = null;
  const declarations: unknown[] = [];
  /** The cover pictures sent after publishing: their type and size. */
  const covers: string[] = [];
  let failures = options.failPuts ?? 0;
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push(`${init.method} ${url}`);
    if (url === '/api/v4/video-uploads/') {
      declarations.push(JSON.parse(String(init.body)));
      return json(201, { id: 'up1', offset: 0, chunkBytes: 4 });
    }
    if (url.startsWith('/api/v4/video-uploads/up1/')) {
      if (failures > 0) {
        failures--;
        throw new TypeError('Failed to fetch');
      }
      const offset = Number(new URL(url, 'http://x').searchParams.get('offset'));
      return json(200, { offset: offset + (init.body as Blob).size });
    }
    if (url === '/api/v4/recordings/') {
      published = JSON.parse(String(init.body)) as PublishRecording;
      return json(201, { oid: 'rec000000001', path: '/p/rec000000001/harbour-talk/' });
    }
    if (url === '/api/v4/recordings/rec000000001/cover/') {
      covers.push(`${(init.headers as Record<string, string>)['Content-Type']} ${(init.body as Blob).size}`);
      return json(200, { image: '/media/u/x.jpg' });
    }
    if (url === '/api/v4/recordings/abc123def456/takes/') {
      take = JSON.parse(String(init.body)) as RecordingTake;
      return json(201, { oid: 'abc123def456', path: '/p/abc123def456/harbour-talk/' });
    }
    return json(404, { error: { code: 'not_found', message: 'No.' } });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls, declarations, covers, published: () => published, take: () => take };
}

function renderStudio(
  overrides: Partial<StudioViewProps> = {},
  camera: 'on' | 'denied' | 'none' | 'nothing' = 'on',
) {
  const media = fakeMedia(camera);
  const server = fakeServer();
  let now = 0;
  const navigate = vi.fn();
  const props: StudioViewProps = {
    deck: {
      oid: 'abc123def456',
      title: 'Harbour talk',
      privacy: 'public',
      path: '/p/abc123def456/harbour-talk/',
    },
    player: buildPlayerData({ document: DOCUMENT }),
    limits: { maxBytes: 1_000_000, maxSeconds: 3600 },
    media: media.media,
    network: {
      fetch: server.fetch,
      cookie: () => 'csrftoken=tok',
      sleep: async () => undefined,
      captureFrame: async (url, atMs) =>
        url === 'blob:recording' && atMs === 1000
          ? new Blob([new Uint8Array(321)], { type: 'image/jpeg' })
          : null,
    },
    loadPlayer: fakePlayerModule(TOTAL).load,
    clock: () => now,
    countdownSeconds: 0,
    navigate,
    objectUrl: () => 'blob:recording',
    ...overrides,
  };
  renderWithI18n(<StudioView {...props} />);
  return { ...media, server, navigate, advance: (ms: number) => (now += ms) };
}

const button = (name: string) => screen.getByRole('button', { name });
const ready = () => waitFor(() => expect((button('Record') as HTMLButtonElement).disabled).toBe(false));
const next = () => fireEvent.keyDown(document.body, { key: 'ArrowRight' });

describe('StudioView', () => {
  it('starts idle with the camera bubble, device pickers and the limit in the elapsed time', async () => {
    const { asked } = renderStudio();
    await ready();
    expect(screen.getByText('0:00 of 1:00:00')).toBeTruthy();
    expect(document.querySelector('.studio__camera')).not.toBeNull();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Front camera' })).toBeTruthy());
    expect(screen.getByRole('option', { name: 'Desk microphone' })).toBeTruthy();
    expect(asked[0]!.video).toBeTruthy();
    // Another camera asks for that device.
    fireEvent.change(screen.getByLabelText('Camera'), { target: { value: 'cam1' } });
    await waitFor(() => expect(asked.at(-1)!.video).toMatchObject({ deviceId: { exact: 'cam1' } }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts down 3-2-1, then records; the countdown can be cancelled', async () => {
    const { recorders } = renderStudio({ countdownSeconds: 3 });
    await ready();
    vi.useFakeTimers();
    fireEvent.click(button('Record'));
    expect(screen.getByText('Recording starts in 3')).toBeTruthy();
    fireEvent.click(button('Cancel'));
    expect(button('Record')).toBeTruthy();
    fireEvent.click(button('Record'));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Recording starts in 2')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Recording starts in 1')).toBeTruthy();
    expect(recorders).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Recording')).toBeTruthy();
    expect(recorders).toHaveLength(1);
    expect(recorders[0]!.mimeType).toBe('video/webm;codecs=vp8,opus');
    expect(recorders[0]!.calls).toEqual(['start 1000']);
  });

  it('records steps in recording time with pauses left out, then reviews, trims, captions and publishes with progress', async () => {
    const { recorders, server, navigate, advance } = renderStudio();
    await ready();
    fireEvent.click(button('Record'));
    expect(screen.getByText('Recording')).toBeTruthy();
    advance(2000);
    next();
    await waitFor(() => expect(screen.getByTestId('player').textContent).toBe(`2 / ${TOTAL}`));
    fireEvent.click(button('Pause'));
    expect(screen.getByText('Paused')).toBeTruthy();
    expect(screen.getByText('0:02 of 1:00:00')).toBeTruthy();
    advance(10_000); // paused: not recorded
    fireEvent.click(button('Resume'));
    advance(2000);
    next();
    advance(2500);
    fireEvent.click(button('Stop'));
    expect(recorders[0]!.calls).toEqual(['start 1000', 'pause', 'resume', 'stop']);

    await screen.findByRole('heading', { name: 'Review and publish' });
    expect((screen.getByLabelText('End (seconds)') as HTMLInputElement).value).toBe('6.2');
    // The recorder's measure (a MediaRecorder WebM's header has no Duration for the native bar).
    expect(screen.getByText('Total length: 0:06')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Start (seconds)'), { target: { value: '1' } });
    expect(screen.getByText('The video plays from 1 s to 6.2 s (5.2 s).')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Harbour, recorded' } });
    fireEvent.change(screen.getByLabelText('Privacy'), { target: { value: 'private' } });
    fireEvent.change(screen.getByLabelText('Captions (WebVTT, optional)'), {
      target: { value: 'WEBVTT\n\n00:01.500 --> 00:03.000\nHello\n' },
    });
    fireEvent.click(button('Publish'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/p/rec000000001/harbour-talk/'));
    expect(server.calls.filter((c) => c.startsWith('PUT /api/v4/video-uploads/'))).toEqual([
      'PUT /api/v4/video-uploads/up1/?offset=0',
      'PUT /api/v4/video-uploads/up1/?offset=4',
      'PUT /api/v4/video-uploads/up1/?offset=8',
    ]);
    expect(server.published()).toEqual({
      uploadId: 'up1',
      deckOid: 'abc123def456',
      title: 'Harbour, recorded',
      privacy: 'private',
      timeline: [
        { atMs: 0, step: 0 },
        { atMs: 2000, step: 1 },
        { atMs: 4000, step: 2 },
      ],
      edits: { startMs: 1000, endMs: 6200, cuts: [] },
      captions: 'WEBVTT\n\n00:01.500 --> 00:03.000\nHello\n',
      coverMs: 1000,
    });
    // The cover frame's picture, drawn from the recording at the cover, went up after publishing.
    expect(server.covers).toEqual(['image/jpeg 321']);
    expect(screen.getByText('Published. Opening the video…')).toBeTruthy();
  });

  it('re-records a recording from a step: opens on it, publishes the take to the recording, returns to the editor', async () => {
    const { server, navigate, advance } = renderStudio({
      retake: { fromStep: 1, stepTitle: 'Quays', editorPath: '/video/edit/abc123def456/' },
    });
    await ready();
    expect(screen.getByText('Re-record from step 2')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('step 2, “Quays”');
    expect(screen.getByRole('link', { name: 'Back to the editor' }).getAttribute('href')).toBe(
      '/p/abc123def456/harbour-talk/',
    );
    // The deck opens on the step re-recorded from, and the timeline starts there.
    await waitFor(() => expect(screen.getByTestId('player').textContent).toBe(`2 / ${TOTAL}`));
    fireEvent.click(button('Record'));
    advance(2000);
    next();
    advance(2000);
    fireEvent.click(button('Stop'));
    await screen.findByRole('heading', { name: 'Review and publish' });
    // A take has the recording's title and privacy: none asked.
    expect(screen.queryByLabelText('Title')).toBeNull();
    expect(screen.queryByLabelText('Privacy')).toBeNull();
    fireEvent.click(button('Publish the new take'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/video/edit/abc123def456/'));
    expect(server.published()).toBeNull();
    expect(server.take()).toEqual({
      uploadId: 'up1',
      fromStep: 1,
      timeline: [
        { atMs: 0, step: 1 },
        { atMs: 2000, step: 2 },
      ],
      edits: { startMs: 0, endMs: 3700, cuts: [] },
      captions: '',
    });
  });

  it('records MP4 where the browser records no WebM (Safari), and uploads it as MP4', async () => {
    const { media, recorders, server, navigate, advance } = renderStudio();
    media.isTypeSupported = (type) => type === 'video/mp4';
    await ready();
    fireEvent.click(button('Record'));
    expect(recorders[0]!.mimeType).toBe('video/mp4');
    advance(3000);
    fireEvent.click(button('Stop'));
    await screen.findByRole('heading', { name: 'Review and publish' });
    fireEvent.click(button('Publish'));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(server.declarations).toEqual([{ bytes: 10, mimeType: 'video/mp4', durationMs: 3000 }]);
  });

  it('shows the upload’s progress', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const server = fakeServer();
    const slow = (async (url: string, init: RequestInit) => {
      if (url.includes('offset=4')) await gate;
      return server.fetch(url, init);
    }) as unknown as typeof fetch;
    const { advance } = renderStudio({
      network: { fetch: slow, cookie: () => 'csrftoken=tok', captureFrame: async () => null },
    });
    await ready();
    fireEvent.click(button('Record'));
    advance(3000);
    fireEvent.click(button('Stop'));
    await screen.findByRole('heading', { name: 'Review and publish' });
    fireEvent.click(button('Publish'));
    await screen.findByText('Uploading… 40%');
    expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBe(40);
    expect((button('Publish') as HTMLButtonElement).disabled).toBe(true);
    release();
    await screen.findByText('Published. Opening the video…');
  });

  it('records sound only when the camera is denied, and says so', async () => {
    const { recorders, asked } = renderStudio({}, 'denied');
    await ready();
    expect(screen.getByRole('alert').textContent).toContain('The browser did not allow the camera');
    expect(asked.at(-1)).toEqual({ audio: true });
    expect(document.querySelector('.studio__camera')).toBeNull();
    expect(screen.getByRole('option', { name: 'No camera' })).toBeTruthy();
    fireEvent.click(button('Record'));
    expect(recorders[0]!.mimeType).toBe('audio/webm;codecs=opus');
  });

  it('says when no camera is found, and refuses to record with no device at all', async () => {
    renderStudio({}, 'none');
    await ready();
    expect(screen.getByRole('alert').textContent).toContain('No camera was found');
    cleanup();
    renderStudio({}, 'nothing');
    await screen.findByText(/allows neither the camera nor the microphone/);
    expect((button('Record') as HTMLButtonElement).disabled).toBe(true);
  });

  it('stops at the longest video the server takes', async () => {
    const { advance } = renderStudio({ limits: { maxBytes: 1_000_000, maxSeconds: 2 } });
    await ready();
    vi.useFakeTimers();
    fireEvent.click(button('Record'));
    advance(2100);
    act(() => vi.advanceTimersByTime(250));
    vi.useRealTimers();
    await screen.findByRole('heading', { name: 'Review and publish' });
    expect(screen.getByRole('alert').textContent).toContain('longest video allowed (0 minutes)');
  });

  it('refuses a bad trim and shows caption problems by line', async () => {
    const { advance, server } = renderStudio();
    await ready();
    fireEvent.click(button('Record'));
    advance(3000);
    fireEvent.click(button('Stop'));
    await screen.findByRole('heading', { name: 'Review and publish' });
    fireEvent.change(screen.getByLabelText('Start (seconds)'), { target: { value: '2.5' } });
    expect(screen.getByText(/The start must come before the end/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Start (seconds)'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Captions (WebVTT, optional)'), {
      target: { value: 'WEBVTT\n\n00:02.000 --> 00:01.000\nBackwards\n' },
    });
    expect(screen.getByText('Line 3: the cue ends before it starts')).toBeTruthy();
    fireEvent.click(button('Publish'));
    expect(server.calls).toEqual([]);
  });

  it('offers Retry after repeated upload failures, and Retry continues the same upload', async () => {
    const server = fakeServer({ failPuts: 4 });
    const { advance, navigate } = renderStudio({
      network: {
        fetch: server.fetch,
        cookie: () => 'csrftoken=tok',
        sleep: async () => undefined,
        captureFrame: async () => null,
      },
    });
    await ready();
    fireEvent.click(button('Record'));
    advance(3000);
    fireEvent.click(button('Stop'));
    await screen.findByRole('heading', { name: 'Review and publish' });
    fireEvent.click(button('Publish'));
    await screen.findByText(/The upload stopped: TypeError: Failed to fetch/);
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(button('Retry'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/p/rec000000001/harbour-talk/'));
    expect(server.calls.filter((c) => c.startsWith('POST /api/v4/video-uploads/'))).toHaveLength(1);
  });
});
