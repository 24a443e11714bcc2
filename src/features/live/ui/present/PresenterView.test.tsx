// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDeck, buildTopic } from '../../../../../test/helpers/documents';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { layoutDocument } from '../../../../kernel/document/layout';
import { buildPlayerData, fakePlayerModule } from '../../../../player/testing';
import { encodePresentMessage } from './channel';
import { PresenterView, type PresenterViewProps } from './PresenterView';
import type { ChannelLike } from './usePresentChannel';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// Overview, Alpha, Beta, Gamma, overview again: five steps.
const DOCUMENT = buildDeck({
  title: 'Harbour talk',
  topics: [
    buildTopic({ id: 'alpha', title: 'Alpha' }),
    buildTopic({ id: 'beta', title: 'Beta' }),
    buildTopic({ id: 'gamma', title: 'Gamma' }),
  ],
});
const TOTAL = layoutDocument(DOCUMENT).steps.length;
const NOTES = ['Say hello.', 'Alpha:\n- first point\n- second point', '', 'Gamma notes', 'Say goodbye.'];

/** A channel whose messages the test reads and sends as "the other window". */
function fakeChannel() {
  const sent: unknown[] = [];
  let listener: ((event: MessageEvent) => void) | null = null;
  const channel: ChannelLike = {
    postMessage: (data) => sent.push(data),
    close: () => undefined,
    addEventListener: (_type, l) => {
      listener = l;
    },
  };
  return {
    sent,
    names: [] as string[],
    factory(name: string) {
      this.names.push(name);
      return channel;
    },
    receive(data: unknown) {
      act(() => listener?.({ data } as MessageEvent));
    },
  };
}

function renderPresenter(overrides: Partial<PresenterViewProps> = {}) {
  const player = fakePlayerModule(TOTAL);
  const channel = fakeChannel();
  const props: PresenterViewProps = {
    oid: 'abc123def456',
    title: 'Harbour talk',
    player: buildPlayerData({ document: DOCUMENT }),
    notes: NOTES,
    audiencePath: '/p/abc123def456/present/audience/',
    viewPath: '/p/abc123def456/harbour-talk/',
    lang: 'en',
    loadPlayer: player.load,
    channel: (name) => channel.factory(name),
    ...overrides,
  };
  renderWithI18n(<PresenterView {...props} />);
  return { player, channel };
}

const counter = () => screen.getByText(/^Step \d+ of \d+$/).textContent;
const notesRegion = () => screen.getByRole('region', { name: 'Notes' });
const nextRegion = () => screen.getByRole('region', { name: 'Next step' });

describe('PresenterView', () => {
  it('opens on the first step: its notes, the next step, Previous disabled, the step marked in the list', async () => {
    renderPresenter();
    await screen.findByTestId('player');
    expect(counter()).toBe(`Step 1 of ${TOTAL}`);
    expect(notesRegion().textContent).toContain('Say hello.');
    expect(nextRegion().textContent).toContain('Alpha');
    expect((screen.getByRole('button', { name: 'Previous step' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next step' }) as HTMLButtonElement).disabled).toBe(false);
    const list = screen.getByRole('navigation', { name: 'Steps' });
    expect(list.querySelector('[aria-current="step"]')?.textContent).toContain('Harbour talk');
  });

  it('keeps the notes’ lines and lists as written, and says so when a step has none', async () => {
    renderPresenter();
    await screen.findByTestId('player');
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    expect(counter()).toBe(`Step 2 of ${TOTAL}`);
    expect(screen.getByTestId('presenter-notes').textContent).toBe('Alpha:\n- first point\n- second point');
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    expect(notesRegion().textContent).toContain('No notes for this step.');
    expect(screen.queryByTestId('presenter-notes')).toBeNull();
  });

  it('on the last step: Next disabled and the end of the presentation instead of a next step', async () => {
    renderPresenter();
    await screen.findByTestId('player');
    fireEvent.click(screen.getByRole('button', { name: /^5/ }));
    expect(counter()).toBe(`Step ${TOTAL} of ${TOTAL}`);
    expect((screen.getByRole('button', { name: 'Next step' }) as HTMLButtonElement).disabled).toBe(true);
    expect(nextRegion().textContent).toContain('End of the presentation');
    expect(notesRegion().textContent).toContain('Say goodbye.');
  });

  it('moves with the keys pressed anywhere on the page, not only in the player', async () => {
    renderPresenter();
    await screen.findByTestId('player');
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: 'PageDown' });
    expect(counter()).toBe(`Step 3 of ${TOTAL}`);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(counter()).toBe(`Step 2 of ${TOTAL}`);
    fireEvent.keyDown(document.body, { key: 'End' });
    expect(counter()).toBe(`Step ${TOTAL} of ${TOTAL}`);
    // Space on a focused button presses the button and moves nothing else.
    const reset = screen.getByRole('button', { name: 'Reset timer' });
    fireEvent.keyDown(reset, { key: ' ' });
    expect(counter()).toBe(`Step ${TOTAL} of ${TOTAL}`);
  });

  it('starts the timer at the first move, pauses, resumes, resets, and starts again at the next move', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let now = 1_000_000;
    renderPresenter({ clock: () => now });
    await act(async () => undefined);
    await waitFor(() => expect(screen.getByTestId('player')).toBeTruthy());
    const elapsed = () => screen.getByTestId('presenter-elapsed').textContent;
    const tick = (ms: number) =>
      act(() => {
        now += ms;
        vi.advanceTimersByTime(ms);
      });
    tick(5_000);
    expect(elapsed()).toBe('0:00'); // no move yet
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    tick(65_000);
    expect(elapsed()).toBe('1:05');
    fireEvent.click(screen.getByRole('button', { name: 'Pause timer' }));
    tick(30_000);
    expect(elapsed()).toBe('1:05');
    fireEvent.click(screen.getByRole('button', { name: 'Start timer' }));
    tick(10_000);
    expect(elapsed()).toBe('1:15');
    fireEvent.click(screen.getByRole('button', { name: 'Reset timer' }));
    tick(3_000);
    expect(elapsed()).toBe('0:00');
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    tick(2_000);
    expect(elapsed()).toBe('0:02');
    expect(screen.getByTestId('presenter-clock').textContent).toMatch(/\d{1,2}:\d{2}/);
  });

  it('tells the other window of each move it made, answers a hello, follows moves without echoing them', async () => {
    const { channel, player } = renderPresenter();
    await screen.findByTestId('player');
    expect(channel.names).toEqual(['podium-present:abc123def456']);
    expect(channel.sent).toEqual([]); // opening on a step is not a move
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    expect(channel.sent).toEqual([encodePresentMessage({ type: 'step', step: 1 })]);
    channel.receive(encodePresentMessage({ type: 'hello' }));
    expect(channel.sent.at(-1)).toEqual(encodePresentMessage({ type: 'step', step: 1 }));
    const before = channel.sent.length;
    channel.receive(encodePresentMessage({ type: 'step', step: 3 }));
    expect(counter()).toBe(`Step 4 of ${TOTAL}`);
    expect(notesRegion().textContent).toContain('Gamma notes');
    expect(channel.sent.length).toBe(before); // no echo
    channel.receive({ protocol: 'podium-present', v: 1, type: 'step', step: 99 });
    channel.receive({ type: 'step', step: 0 });
    channel.receive('step 0');
    expect(counter()).toBe(`Step 4 of ${TOTAL}`);
    expect(player.shown).toEqual([1, 3]);
  });

  it('gives the live panel the current step, and says when the browser blocked the audience window', async () => {
    const open = vi.fn(() => null);
    const onStepChange = vi.fn();
    renderPresenter({
      openWindow: open,
      onStepChange,
      livePanel: ({ step, total, title }) => <p>{`Live at ${step + 1}/${total} ${title}`}</p>,
    });
    await screen.findByTestId('player');
    expect(document.querySelector('.presenter__live')?.textContent).toContain(
      `Live at 1/${TOTAL} Harbour talk`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    expect(document.querySelector('.presenter__live')?.textContent).toContain(`Live at 2/${TOTAL} Alpha`);
    expect(onStepChange).toHaveBeenLastCalledWith({ step: 1, total: TOTAL, title: 'Alpha' });
    fireEvent.click(screen.getByRole('button', { name: 'Open audience window' }));
    expect(open).toHaveBeenCalledWith('/p/abc123def456/present/audience/', 'podium-audience-abc123def456');
    expect(screen.getByRole('alert').textContent).toContain('blocked the audience window');
  });
});
