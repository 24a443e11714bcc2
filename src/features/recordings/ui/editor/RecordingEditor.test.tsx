// @vitest-environment jsdom
// The recording editor's states with a fake server: the video loading, then ready; the trim; a cut
// marked at the video's time and listed, a refused cut (overlapping, outside the trim) with its
// reason; the cover taken from the current frame; captions uploaded (a broken file named by line),
// the cue at the video's time highlighted, a cue added, edited and deleted; the save's body, and a
// save the server refuses.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import type { RecordingEdits } from '../../contracts';
import type { RecordingEditorPageData } from '../../studio.contracts';
import { RecordingEditor } from './RecordingEditor';

afterEach(cleanup);

const CAPTIONS = 'WEBVTT\n\n00:01.000 --> 00:03.000\nHello harbour\n\n00:04.000 --> 00:06.000\nSecond line\n';

const DATA: RecordingEditorPageData = {
  presentation: { oid: 'rec000000001', title: 'Harbour, recorded', path: '/p/rec000000001/harbour/' },
  recording: {
    takes: [],
    videoUrl: '/p/rec000000001/harbour/video/',
    mimeType: 'video/webm',
    durationMs: 20_000,
    programDurationMs: 18_000,
    edits: { startMs: 0, endMs: 18_000, cuts: [] },
    timeline: [
      { atMs: 0, step: 0 },
      { atMs: 4000, step: 1 },
      { atMs: 9000, step: 2 },
    ],
    chapters: [{ atMs: 0, step: 0, title: 'Start' }],
    captionsUrl: '/p/rec000000001/harbour/video/captions.vtt',
    captions: CAPTIONS,
    coverMs: 0,
    coverTake: 0,
  },
  steps: ['Start', 'Harbour', ''],
};

function fakeServer(
  answer: { status: number; body: unknown } = { status: 200, body: { oid: 'x', path: '/' } },
) {
  const saved: RecordingEdits[] = [];
  /** The cover pictures sent: their type and bytes' length. */
  const covers: string[] = [];
  /** The frames drawn: the take's file and the moment. */
  const frames: string[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    if (url === '/api/v4/recordings/rec000000001/' && init.method === 'PUT') {
      saved.push(JSON.parse(String(init.body)) as RecordingEdits);
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }
    if (url === '/api/v4/recordings/rec000000001/cover/' && init.method === 'PUT') {
      const type = (init.headers as Record<string, string>)['Content-Type'];
      covers.push(`${type} ${(init.body as Blob).size}`);
      return new Response(JSON.stringify({ image: '/media/u/x.jpg' }), { status: 200 });
    }
    return new Response('{}', { status: 404 });
  }) as unknown as typeof globalThis.fetch;
  const captureFrame = async (videoUrl: string, atMs: number) => {
    frames.push(`${videoUrl} ${atMs}`);
    return new Blob([new Uint8Array(1234)], { type: 'image/jpeg' });
  };
  const network = { fetch, cookie: () => 'csrftoken=tok', captureFrame };
  return { fetch, saved, covers, frames, network };
}

function renderEditor(server = fakeServer()) {
  renderWithI18n(<RecordingEditor {...DATA} network={server.network} />);
  const video = document.querySelector('video')!;
  let time = 0;
  Object.defineProperty(video, 'currentTime', {
    get: () => time,
    set: (value: number) => {
      time = value;
    },
  });
  /** The video plays to `seconds`. */
  const playTo = (seconds: number) => {
    time = seconds;
    fireEvent.timeUpdate(video);
  };
  return { server, video, playTo, currentTime: () => time };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const cuts = () => screen.getByRole('group', { name: 'Cut segments' });

describe('RecordingEditor', () => {
  it('says the video is loading until its metadata arrives, and when it fails', () => {
    const { video } = renderEditor();
    expect(screen.getByRole('status').textContent).toBe('Loading the video…');
    fireEvent.loadedMetadata(video);
    expect(screen.queryByText('Loading the video…')).toBeNull();
    fireEvent.error(video);
    expect(screen.getByRole('alert').textContent).toMatch(/could not be loaded/);
  });

  it('shows the recording’s total length from what the server measured, whatever the browser reads of the file', () => {
    const { video } = renderEditor();
    // A MediaRecorder WebM without a Duration element: the element's duration is Infinity.
    Object.defineProperty(video, 'duration', { configurable: true, value: Number.POSITIVE_INFINITY });
    fireEvent.loadedMetadata(video);
    expect(screen.getByText('Total length: 0:20')).toBeTruthy();
  });

  it('cuts a segment marked at the video’s times, lists it, seeks to it, and removes it', () => {
    const { playTo, currentTime } = renderEditor();
    expect(within(cuts()).getByText('No segment is cut out.')).toBeTruthy();
    playTo(5.04);
    fireEvent.click(button('Mark start'));
    playTo(7.5);
    fireEvent.click(button('Mark end'));
    expect((screen.getByLabelText('Cut from (seconds)') as HTMLInputElement).value).toBe('5');
    expect((screen.getByLabelText('Cut to (seconds)') as HTMLInputElement).value).toBe('7.5');
    fireEvent.click(button('Cut this segment'));
    const list = within(cuts()).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['5 s – 7.5 s (2.5 s)Remove']);
    expect(screen.getByText('Viewers see 15.5 s of video.')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: '5 s – 7.5 s (2.5 s)' }));
    expect(currentTime()).toBe(5);
    fireEvent.click(button('Remove the cut 5 s – 7.5 s (2.5 s)'));
    expect(within(cuts()).getByText('No segment is cut out.')).toBeTruthy();
  });

  it('refuses an overlapping cut and one outside the trim, saying why', () => {
    renderEditor();
    const type = (from: string, to: string) => {
      fireEvent.change(screen.getByLabelText('Cut from (seconds)'), { target: { value: from } });
      fireEvent.change(screen.getByLabelText('Cut to (seconds)'), { target: { value: to } });
      fireEvent.click(button('Cut this segment'));
    };
    type('5', '8');
    type('7', '9');
    expect(within(cuts()).getByRole('alert').textContent).toBe(
      'This cut overlaps another one. Remove that one first or choose other times.',
    );
    type('17', '19');
    expect(within(cuts()).getByRole('alert').textContent).toBe(
      "A cut must lie between the trim's start (0 s) and end (18 s).",
    );
    type('9', '');
    expect(within(cuts()).getByRole('alert').textContent).toBe(
      'A cut needs a start and an end, the end after the start.',
    );
    expect(within(cuts()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('lists the steps as recorded, marks the one showing, and plays from a step clicked', () => {
    const { playTo, currentTime } = renderEditor();
    const steps = within(screen.getByRole('list', { name: 'Steps as recorded' })).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('button').textContent)).toEqual([
      '1. Start — from 0 s',
      '2. Harbour — from 4 s',
      '3. Untitled step — from 9 s',
    ]);
    // Each step opens the studio re-recording from it.
    expect(steps.map((step) => within(step).getByRole('link').getAttribute('href'))).toEqual([
      '/video/new/?recording=rec000000001&from=0',
      '/video/new/?recording=rec000000001&from=1',
      '/video/new/?recording=rec000000001&from=2',
    ]);
    expect(screen.getByRole('link', { name: 'Re-record from step 2' }).textContent).toBe(
      'Re-record from here',
    );
    expect(steps[0]!.getAttribute('aria-current')).toBe('step');
    playTo(5);
    expect(steps[0]!.getAttribute('aria-current')).toBeNull();
    expect(steps[1]!.getAttribute('aria-current')).toBe('step');
    fireEvent.click(within(steps[2]!).getByRole('button'));
    expect(currentTime()).toBe(9);
    expect(steps[2]!.getAttribute('aria-current')).toBe('step');
  });

  it('takes the cover from the current frame and shows it', () => {
    const { playTo, currentTime } = renderEditor();
    expect(screen.getByTestId('cover').textContent).toBe('The cover is the frame at 0 s.');
    playTo(12.34);
    fireEvent.click(button('Use this frame as cover'));
    expect(screen.getByTestId('cover').textContent).toBe('The cover is the frame at 12.3 s.');
    playTo(2);
    fireEvent.click(button('Show the cover frame'));
    expect(currentTime()).toBe(12.34);
  });

  it('highlights the caption at the video’s time, and plays from a caption clicked', () => {
    const { playTo, currentTime } = renderEditor();
    const cue = (n: number) => screen.getByRole('listitem', { name: `Caption ${n}` });
    expect(cue(1).getAttribute('aria-current')).toBeNull();
    playTo(1.5);
    expect(cue(1).getAttribute('aria-current')).toBe('time');
    expect(cue(2).getAttribute('aria-current')).toBeNull();
    playTo(4.2);
    expect(cue(1).getAttribute('aria-current')).toBeNull();
    expect(cue(2).getAttribute('aria-current')).toBe('time');
    fireEvent.click(within(cue(1)).getByRole('button', { name: 'Play from 1 s' }));
    expect(currentTime()).toBe(1);
    expect(cue(1).getAttribute('aria-current')).toBe('time');
  });

  it('names the line of an uploaded captions file that is broken, and takes a good one', async () => {
    renderEditor();
    const input = screen.getByLabelText('Upload a .vtt file');
    const broken = new File(
      ['WEBVTT\n\n00:01.000 --> 00:03.000\nHi\n\n00:05 --> 00:06.000\nBad\n'],
      'talk.vtt',
    );
    fireEvent.change(input, { target: { files: [broken] } });
    const alert = await screen.findByText('talk.vtt was not used:');
    expect(alert.parentElement!.textContent).toContain(
      'Line 6: the timing is not like 00:01.000 --> 00:04.000',
    );
    expect(screen.getAllByRole('listitem', { name: /^Caption/ })).toHaveLength(2);
    const good = new File(['WEBVTT\n\n00:02.500 --> 00:04.000\nOnly one\n'], 'good.vtt');
    fireEvent.change(input, { target: { files: [good] } });
    expect(await screen.findByText('Captions read from good.vtt: 1.')).toBeTruthy();
    expect(screen.getAllByRole('listitem', { name: /^Caption/ })).toHaveLength(1);
    expect((screen.getByLabelText('Text') as HTMLInputElement).value).toBe('Only one');
    const huge = new File(['x'.repeat(200 * 1024 + 1)], 'huge.vtt');
    fireEvent.change(input, { target: { files: [huge] } });
    expect(await screen.findByText('huge.vtt is larger than 200 KB.')).toBeTruthy();
  });

  it('adds, edits and deletes captions and saves trim, cuts, cover and captions as WebVTT', async () => {
    const { playTo, server } = renderEditor();
    fireEvent.change(screen.getByLabelText('Start (seconds)'), { target: { value: '0.5' } });
    fireEvent.change(screen.getByLabelText('Cut from (seconds)'), { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText('Cut to (seconds)'), { target: { value: '10' } });
    fireEvent.click(button('Cut this segment'));
    playTo(3);
    fireEvent.click(button('Use this frame as cover'));
    fireEvent.click(button('Delete caption 2'));
    playTo(12);
    fireEvent.click(button('Add a caption at 12 s'));
    const added = screen.getByRole('listitem', { name: 'Caption 2' });
    expect(added.getAttribute('aria-current')).toBe('time');
    // An empty caption stops the save until it has text.
    fireEvent.click(button('Save'));
    expect(within(added).getByText('This caption has no text.')).toBeTruthy();
    expect(screen.getByText('Fix the problems marked above before saving.')).toBeTruthy();
    expect(server.saved).toHaveLength(0);
    fireEvent.change(within(added).getByLabelText('Text'), { target: { value: 'Late words' } });
    fireEvent.change(within(added).getByLabelText('End (s)'), { target: { value: '13.5' } });
    fireEvent.change(within(screen.getByRole('listitem', { name: 'Caption 1' })).getByLabelText('Text'), {
      target: { value: 'Hello, harbour' },
    });
    fireEvent.click(button('Save'));
    expect(await screen.findByText('Saved. The view page plays the new version.')).toBeTruthy();
    expect(server.saved).toEqual([
      {
        edits: { startMs: 500, endMs: 18_000, cuts: [{ fromMs: 8000, toMs: 10_000 }] },
        captions:
          'WEBVTT\n\n00:01.000 --> 00:03.000\nHello, harbour\n\n00:12.000 --> 00:13.500\nLate words\n',
        coverMs: 3000,
        coverTake: 0,
      },
    ]);
    // The cover frame's picture, drawn from the video at the cover, goes up after the edits.
    expect(server.frames).toEqual(['/p/rec000000001/harbour/video/ 3000']);
    expect(server.covers).toEqual(['image/jpeg 1234']);
  });

  it('sends no cover picture when none can be drawn (a sound-only recording), and still saves', async () => {
    const server = fakeServer();
    renderWithI18n(
      <RecordingEditor {...DATA} network={{ ...server.network, captureFrame: async () => null }} />,
    );
    fireEvent.click(button('Save'));
    expect(await screen.findByText('Saved. The view page plays the new version.')).toBeTruthy();
    expect(server.saved).toHaveLength(1);
    expect(server.covers).toEqual([]);
  });

  it('says the edits are saved when only the cover picture fails to go up', async () => {
    const server = fakeServer();
    const refusing = (async (url: string, init: RequestInit) =>
      url.endsWith('/cover/')
        ? new Response(JSON.stringify({ error: { code: 'rate_limited', message: 'Too many requests.' } }), {
            status: 429,
          })
        : server.fetch(url, init)) as unknown as typeof globalThis.fetch;
    renderWithI18n(<RecordingEditor {...DATA} network={{ ...server.network, fetch: refusing }} />);
    fireEvent.click(button('Save'));
    expect(
      await screen.findByText(
        'Your edits are saved, but the cover picture was not sent (Too many requests.). Save again to send it.',
      ),
    ).toBeTruthy();
    expect(server.saved).toHaveLength(1);
    expect(screen.queryByText(/Could not save/)).toBeNull();
  });

  it('shows the server’s reason when the save is refused', async () => {
    const server = fakeServer({
      status: 400,
      body: { error: { code: 'bad_captions', message: 'Caption 1 starts after the video ends.' } },
    });
    renderEditor(server);
    fireEvent.click(button('Save'));
    await waitFor(() =>
      expect(screen.getByText('Could not save: Caption 1 starts after the video ends.')).toBeTruthy(),
    );
    expect((button('Save') as HTMLButtonElement).disabled).toBe(false);
  });

  it('marks a cut the trim leaves outside and does not save it', () => {
    const { server } = renderEditor();
    fireEvent.change(screen.getByLabelText('Cut from (seconds)'), { target: { value: '15' } });
    fireEvent.change(screen.getByLabelText('Cut to (seconds)'), { target: { value: '16' } });
    fireEvent.click(button('Cut this segment'));
    fireEvent.change(screen.getByLabelText('End (seconds)'), { target: { value: '14' } });
    expect(within(cuts()).getByText('outside the trim: remove it or change the trim')).toBeTruthy();
    fireEvent.click(button('Save'));
    expect(server.saved).toHaveLength(0);
  });

  it('edits every take on one timeline and saves each edit and caption with the take it falls in', async () => {
    // Take 0: the 20 s file played 0–12 s (ended where the re-record started); take 1: a 9 s file
    // played 0–7.5 s, its captions in its own time. Joined: take 1's file starts at 20 s.
    const first = {
      videoUrl: DATA.recording.videoUrl,
      mimeType: 'video/webm' as const,
      durationMs: 20_000,
      programStartMs: 0,
      programDurationMs: 12_000,
      edits: { startMs: 0, endMs: 12_000, cuts: [] },
      timeline: DATA.recording.timeline,
      captionsUrl: null,
      captions: '',
    };
    const later = {
      ...first,
      videoUrl: '/p/rec000000001/harbour/video/1/',
      durationMs: 9000,
      programStartMs: 12_000,
      programDurationMs: 7500,
      edits: { startMs: 0, endMs: 7500, cuts: [] },
      timeline: [{ atMs: 0, step: 1 }],
      captions: 'WEBVTT\n\n00:01.000 --> 00:02.000\nRetaken words\n',
    };
    const server = fakeServer();
    renderWithI18n(
      <RecordingEditor
        {...DATA}
        recording={{ ...DATA.recording, takes: [first, later], captions: '' }}
        network={server.network}
      />,
    );
    const video = document.querySelector('video')!;
    expect(video.getAttribute('src')).toBe(first.videoUrl);
    expect(screen.getByTestId('take-shown').textContent).toBe('Take 1 of 2');
    expect(
      screen.getByText(
        'This recording has 2 takes (re-recorded from a step), one after the other on this timeline; the parts between them are cuts. Viewers see 19.5 s in all.',
      ),
    ).toBeTruthy();
    // The seam is a cut (the rest of take 0's file); take 1's caption and step sit after 20 s.
    expect(within(cuts()).getByRole('listitem').textContent).toContain('12');
    expect((screen.getByLabelText('End (seconds)') as HTMLInputElement).value).toBe('27.5');
    expect(within(screen.getByRole('listitem', { name: 'Caption 1' })).getByDisplayValue('21')).toBeTruthy();
    // A step of take 1 seeks into take 1's file.
    fireEvent.click(screen.getByRole('button', { name: '2. Harbour — from 20 s' }));
    expect(video.getAttribute('src')).toBe(later.videoUrl);
    expect(screen.getByTestId('take-shown').textContent).toBe('Take 2 of 2');
    // A cut in take 1 (22–23 s joined) and a caption typed at 24 s land in take 1, in its own time.
    fireEvent.change(screen.getByLabelText('Cut from (seconds)'), { target: { value: '22' } });
    fireEvent.change(screen.getByLabelText('Cut to (seconds)'), { target: { value: '23' } });
    fireEvent.click(button('Cut this segment'));
    const added = within(screen.getByRole('listitem', { name: 'Caption 1' }));
    fireEvent.change(added.getByLabelText('Text'), { target: { value: 'Retaken, edited' } });
    fireEvent.click(button('Save'));
    expect(await screen.findByText('Saved. The view page plays the new version.')).toBeTruthy();
    expect(server.saved).toEqual([
      {
        edits: { startMs: 0, endMs: 12_000, cuts: [] },
        captions: '',
        coverMs: 0,
        coverTake: 0,
        laterTakes: [
          {
            edits: { startMs: 0, endMs: 7500, cuts: [{ fromMs: 2000, toMs: 3000 }] },
            captions: 'WEBVTT\n\n00:01.000 --> 00:02.000\nRetaken, edited\n',
          },
        ],
      },
    ]);
    expect(server.frames).toEqual([`${first.videoUrl} 0`]);
  });

  it('refuses edits that would leave a take playing nothing', () => {
    const take = (durationMs: number, videoUrl: string) => ({
      videoUrl,
      mimeType: 'video/webm' as const,
      durationMs,
      programStartMs: 0,
      programDurationMs: durationMs,
      edits: { startMs: 0, endMs: durationMs, cuts: [] },
      timeline: [{ atMs: 0, step: 0 }],
      captionsUrl: null,
      captions: '',
    });
    const server = fakeServer();
    renderWithI18n(
      <RecordingEditor
        {...DATA}
        recording={{ ...DATA.recording, takes: [take(20_000, 'a'), take(9000, 'b')], captions: '' }}
        network={server.network}
      />,
    );
    fireEvent.change(screen.getByLabelText('End (seconds)'), { target: { value: '20.2' } });
    expect(
      screen.getByText('Take 2 would play nothing: keep some of it, or remove the cut over it.'),
    ).toBeTruthy();
    fireEvent.click(button('Save'));
    expect(server.saved).toHaveLength(0);
  });
});
