// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDeck, buildTopic } from '../../test/helpers/documents';
import { renderWithI18n } from '../../test/helpers/render';
import type { RecordingPlayback } from '../features/recordings/contracts';
import { chapters, programDuration } from '../features/recordings/rules';
import { chaptersOfTakes } from '../features/recordings/takes-rules';
import { layoutDocument } from '../kernel/document/layout';
import Player, { type PlayerProps } from './index';
import { buildPlayerData } from './testing';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

const deck = buildDeck({
  title: 'Tidy Data',
  topics: [buildTopic({ id: 'rows', title: 'Rows' }), buildTopic({ id: 'columns', title: 'Columns' })],
});
const steps = layoutDocument(deck).steps;
const TOTAL = steps.length;
/** The statistics count a recording's chapters: the player reports the chapter playing. */
const CHAPTERS = 3;

// Step 0 from 0 s, step 1 from 5 s, step 2 from 12 s; the program plays 1–18 s without 8–10 s, so
// its chapters start at 0, 4 and 9 s of program time (source 1, 5 and 12 s).
const timeline = [
  { atMs: 0, step: 0 },
  { atMs: 5000, step: 1 },
  { atMs: 12000, step: 2 },
];
const edits = { startMs: 1000, endMs: 18000, cuts: [{ fromMs: 8000, toMs: 10000 }] };
const recording: RecordingPlayback = {
  takes: [
    {
      videoUrl: '/p/abc123def456/tidy/video/',
      mimeType: 'video/webm',
      durationMs: 20000,
      programStartMs: 0,
      programDurationMs: programDuration(edits),
      edits,
      timeline,
      captionsUrl: '/p/abc123def456/tidy/video/captions.vtt',
      captions: 'WEBVTT\n\n00:01.000 --> 00:03.000\nHello',
    },
  ],
  videoUrl: '/p/abc123def456/tidy/video/',
  mimeType: 'video/webm',
  durationMs: 20000,
  programDurationMs: programDuration(edits),
  edits,
  timeline,
  chapters: chapters(timeline, edits, (step) => steps[step]?.title ?? ''),
  captionsUrl: '/p/abc123def456/tidy/video/captions.vtt',
  captions: 'WEBVTT\n\n00:01.000 --> 00:03.000\nHello',
  coverMs: 3000,
  coverTake: 0,
};

/** A <video> jsdom can drive: its clock, paused state, play and pause as a browser would report them. */
function fakeVideo(video: HTMLVideoElement) {
  let time = 0;
  let paused = true;
  Object.defineProperty(video, 'currentTime', {
    configurable: true,
    get: () => time,
    set: (value: number) => {
      time = value;
    },
  });
  Object.defineProperty(video, 'paused', { configurable: true, get: () => paused });
  video.play = vi.fn(async () => {
    paused = false;
    fireEvent.play(video);
  });
  video.pause = vi.fn(() => {
    if (paused) return;
    paused = true;
    fireEvent.pause(video);
  });
  return {
    get time() {
      return time;
    },
    /** The video reached `seconds` as it plays. */
    at(seconds: number) {
      time = seconds;
      act(() => {
        fireEvent.timeUpdate(video);
      });
    },
  };
}

async function renderRecording(props: Partial<PlayerProps> = {}, playback: RecordingPlayback = recording) {
  const onReady = vi.fn();
  const onStep = vi.fn();
  const onEnd = vi.fn();
  let container!: HTMLElement;
  await act(async () => {
    ({ container } = renderWithI18n(
      <Player
        data={buildPlayerData({ kind: 'video', document: deck, recording: playback, title: 'Recorded' })}
        reducedMotion
        onReady={onReady}
        onStep={onStep}
        onEnd={onEnd}
        {...props}
      />,
    ));
  });
  const video = container.querySelector('video')!;
  const clock = fakeVideo(video);
  const counter = () =>
    container.querySelector('.podium-recording__deck .podium-player__counter')!.textContent;
  /** Metadata in: the player is ready and starts the video. */
  const start = async () => {
    await act(async () => {
      fireEvent.loadedMetadata(video);
    });
  };
  return { container, video, clock, counter, start, onReady, onStep, onEnd };
}

describe('RecordingPlayer', () => {
  it('shows the video beside the deck, the cover frame until it plays', async () => {
    const ui = await renderRecording();
    expect(ui.video.getAttribute('src')).toBe(`${recording.videoUrl}#t=3`);
    expect(ui.video.getAttribute('preload')).toBe('metadata');
    expect(ui.video.hasAttribute('controls')).toBe(false);
    // The player draws the captions itself; the video element draws none in its bubble.
    expect(ui.video.querySelector('track')).toBeNull();
    expect(ui.container.querySelector('.podium-recording__caption')).toBeNull();
    expect(ui.container.querySelector('.podium-recording__deck .podium-player__world')).not.toBeNull();
    expect(
      screen.getAllByRole('button', { name: /Rows|Columns|Tidy Data/ }).map((b) => b.textContent),
    ).toEqual(['0:00Tidy Data', '0:04Rows', '0:09Columns']);
    expect(ui.container.querySelectorAll('.podium-recording__tick')).toHaveLength(2);
  });

  it('is ready once the deck and the metadata are, then plays from the edit’s start and reports the first step once', async () => {
    const ui = await renderRecording();
    expect(ui.onReady).not.toHaveBeenCalled();
    expect(ui.onStep).not.toHaveBeenCalled();
    await ui.start();
    expect(ui.onReady).toHaveBeenCalledTimes(1);
    expect(ui.video.play).toHaveBeenCalledTimes(1);
    expect(ui.clock.time).toBe(1); // from the cover frame to the program's start
    expect(ui.onStep).toHaveBeenCalledTimes(1);
    expect(ui.onStep).toHaveBeenCalledWith({
      index: 0,
      total: CHAPTERS,
      msOnPreviousStep: 0,
      title: 'Tidy Data',
    });
  });

  it('moves the deck as the video plays and reports each chapter reached', async () => {
    const ui = await renderRecording();
    await ui.start();
    expect(ui.counter()).toBe(`1 / ${TOTAL}`);
    ui.clock.at(6);
    expect(ui.counter()).toBe(`2 / ${TOTAL}`);
    expect(ui.onStep).toHaveBeenLastCalledWith(
      expect.objectContaining({ index: 1, total: CHAPTERS, title: 'Rows' }),
    );
    ui.clock.at(7);
    expect(ui.onStep).toHaveBeenCalledTimes(2); // the same chapter: nothing new
    expect(screen.getByText('0:06 / 0:15')).toBeTruthy();
    ui.clock.at(12.5);
    expect(ui.counter()).toBe(`3 / ${TOTAL}`);
    expect(ui.onStep).toHaveBeenCalledTimes(3);
  });

  it('jumps over a cut, and stops at the edit’s end reporting it once', async () => {
    const ui = await renderRecording();
    await ui.start();
    ui.clock.at(8.5);
    expect(ui.clock.time).toBe(10);
    ui.clock.at(18);
    expect(ui.video.pause).toHaveBeenCalledTimes(1);
    expect(ui.onEnd).toHaveBeenCalledTimes(1);
    ui.clock.at(18.2);
    expect(ui.onEnd).toHaveBeenCalledTimes(1);
  });

  it('seeks to a chapter clicked in the list, and the deck follows', async () => {
    const ui = await renderRecording();
    await ui.start();
    fireEvent.click(screen.getByRole('button', { name: '0:09Columns' }));
    expect(ui.clock.time).toBe(12);
    expect(ui.counter()).toBe(`3 / ${TOTAL}`);
    expect(screen.getByRole('button', { name: '0:09Columns' }).getAttribute('aria-current')).toBe('step');
  });

  it('seeks in program time with the bar', async () => {
    const ui = await renderRecording();
    await ui.start();
    fireEvent.change(screen.getByRole('slider', { name: 'Seek' }), { target: { value: '8000' } });
    expect(ui.clock.time).toBe(11); // program 8 s is source 11 s, after the cut
    expect(ui.counter()).toBe(`2 / ${TOTAL}`);
  });

  it('plays and pauses with Space, seeks 5 s with ←/→, and the deck’s arrows go to the next and previous chapter', async () => {
    const ui = await renderRecording();
    await ui.start();
    const root = ui.container.querySelector<HTMLElement>('.podium-recording')!;
    fireEvent.keyDown(root, { key: ' ' });
    expect(ui.video.pause).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(root, { key: ' ' });
    expect(ui.video.play).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(root, { key: 'ArrowRight' });
    expect(ui.clock.time).toBe(6); // program 0 → 5 s
    fireEvent.keyDown(root, { key: 'ArrowLeft' });
    expect(ui.clock.time).toBe(1);
    const deckPlayer = ui.container.querySelector<HTMLElement>('.podium-recording__deck .podium-player')!;
    fireEvent.keyDown(deckPlayer, { key: 'ArrowRight' });
    expect(ui.clock.time).toBe(5); // the next chapter, program 4 s
    expect(ui.counter()).toBe(`2 / ${TOTAL}`);
    fireEvent.keyDown(deckPlayer, { key: 'ArrowRight' });
    expect(ui.clock.time).toBe(12);
    ui.clock.at(12.5);
    fireEvent.keyDown(deckPlayer, { key: 'ArrowLeft' });
    expect(ui.clock.time).toBe(5); // just into a chapter: back to the one before
  });

  it('sends the deck’s own buttons to the chapters instead of moving the deck alone', async () => {
    const ui = await renderRecording();
    await ui.start();
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    expect(ui.clock.time).toBe(5);
    expect(ui.counter()).toBe(`2 / ${TOTAL}`);
  });

  it('names the chapter under the pointer on the bar, and the playing one while the bar has focus', async () => {
    const ui = await renderRecording();
    await ui.start();
    const track = ui.container.querySelector<HTMLElement>('.podium-recording__track')!;
    vi.spyOn(track, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 150, 28));
    fireEvent.pointerMove(track, { clientX: 100 }); // 2/3 of 15 s: program 10 s
    expect(ui.container.querySelector('.podium-recording__tip')!.textContent).toBe('0:10 · Columns');
    fireEvent.pointerLeave(track);
    expect(ui.container.querySelector('.podium-recording__tip')).toBeNull();
    ui.clock.at(6);
    fireEvent.focus(screen.getByRole('slider', { name: 'Seek' }));
    expect(ui.container.querySelector('.podium-recording__tip')!.textContent).toBe('Rows');
    expect(screen.getByRole('slider', { name: 'Seek' }).getAttribute('aria-valuetext')).toBe(
      '0:05 of 0:15: Rows',
    );
  });

  it('starts the deck on the program’s step even when a #step link moved it', async () => {
    window.history.replaceState(null, '', '/#step=3');
    const ui = await renderRecording();
    expect(ui.counter()).toBe(`3 / ${TOTAL}`);
    await ui.start();
    expect(ui.counter()).toBe(`1 / ${TOTAL}`);
  });

  it('draws the caption playing across the bottom of the player, outside the camera bubble, and turns it off and on', async () => {
    const ui = await renderRecording();
    await ui.start();
    ui.clock.at(2); // the cue runs from 1 to 3 s of the source
    const caption = () => ui.container.querySelector('.podium-recording__caption');
    expect(caption()?.textContent).toBe('Hello');
    // A child of the player box (the grid's full width, above the bar), not of the presenter's bubble.
    expect(caption()!.parentElement).toBe(ui.container.querySelector('.podium-recording'));
    expect(ui.container.querySelector('.podium-recording__presenter')!.contains(caption())).toBe(false);
    const toggle = screen.getByRole('button', { name: 'Captions' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(caption()).toBeNull();
    fireEvent.click(toggle);
    expect(caption()?.textContent).toBe('Hello');
    ui.clock.at(3.5);
    expect(caption()).toBeNull();
  });

  describe('re-recorded from a step: two takes', () => {
    // The first take as above (15 s of program), then a second file re-recorded from step 1: step 1
    // from 0 s, step 2 from 3 s, played 0–6 s. The program is 21 s, the second take from 15 s.
    const second = {
      videoUrl: '/p/abc123def456/tidy/video/1/',
      mimeType: 'video/webm' as const,
      durationMs: 7000,
      programStartMs: programDuration(edits),
      programDurationMs: 6000,
      edits: { startMs: 0, endMs: 6000, cuts: [] },
      timeline: [
        { atMs: 0, step: 1 },
        { atMs: 3000, step: 2 },
      ],
      captionsUrl: null,
      captions: '',
    };
    const takes = [recording.takes[0]!, second];
    const twoTakes: RecordingPlayback = {
      ...recording,
      takes,
      programDurationMs: programDuration(edits) + 6000,
      chapters: chaptersOfTakes(takes, (step) => steps[step]?.title ?? ''),
    };

    it('switches the video to the next take at a take’s end and plays on, the deck following', async () => {
      const ui = await renderRecording({}, twoTakes);
      await ui.start();
      expect(screen.getAllByRole('button', { name: /^\d:\d\d/ }).map((b) => b.textContent)).toEqual([
        '0:00Tidy Data',
        '0:04Rows',
        '0:09Columns',
        '0:15Rows',
        '0:18Columns',
      ]);
      ui.clock.at(18);
      // Not the end: the second take's file, placed at its start once its metadata is in.
      expect(ui.onEnd).not.toHaveBeenCalled();
      expect(ui.video.pause).not.toHaveBeenCalled();
      expect(ui.video.getAttribute('src')).toBe(second.videoUrl);
      expect(ui.video.querySelector('track')).toBeNull();
      await ui.start();
      expect(ui.clock.time).toBe(0);
      expect(ui.video.play).toHaveBeenCalledTimes(2);
      expect(ui.counter()).toBe(`2 / ${TOTAL}`);
      ui.clock.at(3.5);
      expect(ui.counter()).toBe(`3 / ${TOTAL}`);
      expect(screen.getByText('0:18 / 0:21')).toBeTruthy();
      // The fifth chapter (the deck's step 2 shown a second time) out of five.
      expect(ui.onStep).toHaveBeenLastCalledWith(
        expect.objectContaining({ index: 4, total: 5, title: 'Columns' }),
      );
      ui.clock.at(6);
      expect(ui.onEnd).toHaveBeenCalledTimes(1);
    });

    it('clears the last take’s caption when the next take plays', async () => {
      const lastWords = 'WEBVTT\n\n00:16.000 --> 00:19.000\nEnd of take one';
      const first = { ...recording.takes[0]!, captions: lastWords };
      const ui = await renderRecording({}, { ...twoTakes, takes: [first, second] });
      await ui.start();
      const caption = () => ui.container.querySelector('.podium-recording__caption');
      ui.clock.at(17);
      expect(caption()?.textContent).toBe('End of take one');
      ui.clock.at(18); // the first take's end: the second take's file loads
      expect(ui.video.getAttribute('src')).toBe(second.videoUrl);
      expect(caption()).toBeNull();
      await ui.start();
      ui.clock.at(1);
      expect(caption()).toBeNull();
    });

    it('seeks into another take and back, in program time', async () => {
      const ui = await renderRecording({}, twoTakes);
      await ui.start();
      const seek = screen.getByRole('slider', { name: 'Seek' });
      fireEvent.change(seek, { target: { value: '16000' } });
      expect(ui.video.getAttribute('src')).toBe(second.videoUrl);
      await ui.start();
      expect(ui.clock.time).toBe(1); // program 16 s is 1 s into the second take
      expect(ui.counter()).toBe(`2 / ${TOTAL}`);
      fireEvent.change(seek, { target: { value: '2000' } });
      expect(ui.video.getAttribute('src')).toBe(`${recording.videoUrl}#t=3`);
      await ui.start();
      expect(ui.clock.time).toBe(3); // program 2 s is source 3 s of the first take
      expect(ui.counter()).toBe(`1 / ${TOTAL}`);
    });
  });
});
