// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { VISITOR } from '../../../../ui-kit/header/test-support';
import {
  createSource,
  FakeEventSource,
  fakeClient,
  fakePlayer,
  loadFakeData,
  loadFakePlayer,
  question,
  SESSION,
  stateOf,
} from '../test-support';
import { RECONNECT_FIRST_MS, RECONNECT_MAX_MS } from '../useLiveEvents';
import LivePage from './LivePage';

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});
beforeEach(() => {
  FakeEventSource.last = null;
});

function renderPage(over: Partial<Parameters<typeof LivePage>[0]> = {}) {
  const client = fakeClient();
  renderWithI18n(
    <LivePage
      site={VISITOR}
      session={SESSION}
      playerDataUrl="/api/v4/presentation/abcdefghijkl/"
      talkUrl="/p/abcdefghijkl/tidy-data/"
      isPresenter={false}
      client={client}
      createSource={createSource}
      loadPlayer={loadFakePlayer as never}
      loadData={loadFakeData}
      {...over}
    />,
  );
  const source = FakeEventSource.last!;
  return { client, source };
}

const emit = (source: FakeEventSource, event: Parameters<FakeEventSource['emit']>[0]) =>
  act(() => source.emit(event));

describe('LivePage', () => {
  it('follows the presenter: the player moves to each step the presenter shows', async () => {
    const { source } = renderPage();
    expect(source.url).toBe('/api/v4/live/k3x9q2/events');
    await screen.findByTestId('player');
    emit(source, stateOf({ viewers: 12 }));
    expect(screen.getByText('12 watching')).toBeTruthy();
    expect(screen.getByText('Live')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tidy Data in Practice' })).toBeTruthy();
    emit(source, { type: 'step', step: 4, at: 1 });
    expect(fakePlayer.goTo).toHaveBeenLastCalledWith(4);
    emit(source, { type: 'step', step: 5, at: 2 });
    expect(fakePlayer.goTo).toHaveBeenLastCalledWith(5);
    expect(screen.queryByRole('button', { name: 'Follow the presenter' })).toBeNull();
  });

  it('lets a viewer wander, then jump back with “Follow the presenter”', async () => {
    const { source } = renderPage();
    await screen.findByTestId('player');
    emit(source, stateOf());
    act(() => fakePlayer.wander(7));
    const follow = await screen.findByRole('button', { name: 'Follow the presenter' });
    fakePlayer.goTo.mockClear();
    emit(source, { type: 'step', step: 2, at: 1 });
    expect(fakePlayer.goTo).not.toHaveBeenCalled(); // not following meanwhile
    fireEvent.click(follow);
    expect(fakePlayer.goTo).toHaveBeenLastCalledWith(2);
    expect(screen.queryByRole('button', { name: 'Follow the presenter' })).toBeNull();
  });

  it('counts going back to a step the presenter showed earlier as wandering', async () => {
    const { source } = renderPage();
    await screen.findByTestId('player');
    emit(source, stateOf());
    emit(source, { type: 'step', step: 3, at: 1 });
    emit(source, { type: 'step', step: 4, at: 2 });
    expect(screen.queryByRole('button', { name: 'Follow the presenter' })).toBeNull();
    act(() => fakePlayer.wander(3));
    expect(await screen.findByRole('button', { name: 'Follow the presenter' })).toBeTruthy();
  });

  it('shows the restart screen with a link to the talk once the session ends', async () => {
    const { source } = renderPage();
    await screen.findByTestId('player');
    emit(source, stateOf());
    emit(source, { type: 'ended' });
    expect(screen.getByText('This live session has ended.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Watch the presentation' }).getAttribute('href')).toBe(
      '/p/abcdefghijkl/tidy-data/',
    );
    expect(screen.queryByTestId('player')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Send a reaction' })).toBeNull();
    expect(source.closed).toBe(true);
  });

  it('opens on an ended session with the restart screen, reads its questions once, then closes', () => {
    renderWithI18n(
      <LivePage
        site={VISITOR}
        session={{ ...SESSION, state: 'ended' }}
        playerDataUrl="/x/"
        talkUrl="/view/abcdefghijklmnop/"
        isPresenter={false}
        client={fakeClient()}
        createSource={createSource}
        loadPlayer={loadFakePlayer as never}
        loadData={loadFakeData}
      />,
    );
    expect(screen.getByRole('link', { name: 'Watch the presentation' }).getAttribute('href')).toBe(
      '/view/abcdefghijklmnop/',
    );
    expect(screen.queryByText('Live')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Questions' })).toBeNull();
    const source = FakeEventSource.last!;
    act(() => source.emit(stateOf({ session: { ...SESSION, state: 'ended' }, questions: [question(1, 4)] })));
    expect(source.closed).toBe(true);
    expect(screen.getByText('Question 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Upvote/ })).toBeNull();
    expect(screen.queryByLabelText('Ask a question')).toBeNull();
  });

  it('says it is reconnecting when the stream drops, and catches up on the next state', async () => {
    const { source } = renderPage();
    emit(source, stateOf());
    expect(screen.queryByText('Reconnecting…')).toBeNull();
    act(() => source.fail());
    expect(screen.getByText('Reconnecting…')).toBeTruthy();
    emit(source, stateOf({ session: { ...SESSION, step: 6 }, questions: [question(1, 2)] }));
    expect(screen.queryByText('Reconnecting…')).toBeNull();
    expect(screen.getByText('Question 1')).toBeTruthy();
  });

  it('opens a new stream, after a growing wait, when the browser gives up on one (a full server’s 503)', async () => {
    vi.useFakeTimers();
    try {
      const { source } = renderPage();
      emit(source, stateOf());
      act(() => source.fail(true));
      expect(screen.getByText('Reconnecting…')).toBeTruthy();
      expect(FakeEventSource.last).toBe(source);
      act(() => vi.advanceTimersByTime(RECONNECT_FIRST_MS));
      const second = FakeEventSource.last!;
      expect(second).not.toBe(source);
      expect(second.url).toBe('/api/v4/live/k3x9q2/events');
      // It gives up again: the next wait is longer (doubled, with jitter of at most half).
      act(() => second.fail(true));
      act(() => vi.advanceTimersByTime(RECONNECT_FIRST_MS * 0.9));
      expect(FakeEventSource.last).toBe(second);
      act(() => vi.advanceTimersByTime(RECONNECT_FIRST_MS * 1.2));
      const third = FakeEventSource.last!;
      expect(third).not.toBe(second);
      emit(third, stateOf({ session: { ...SESSION, step: 3 } }));
      expect(screen.queryByText('Reconnecting…')).toBeNull();
      // An ended session is not reopened.
      emit(third, { type: 'ended' });
      act(() => third.fail(true));
      act(() => vi.advanceTimersByTime(RECONNECT_MAX_MS));
      expect(FakeEventSource.last).toBe(third);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends reactions, asks and upvotes; shows its own question marked, escaped', async () => {
    const { source, client } = renderPage();
    emit(source, stateOf({ questions: [question(1, 2)] }));
    fireEvent.click(screen.getByRole('button', { name: 'React with 🎉' }));
    expect(client.react).toHaveBeenCalledWith('k3x9q2', '🎉');
    emit(source, { type: 'reaction', emoji: '❤️' });
    expect(document.querySelector('.live-reactions__item')?.textContent).toBe('❤️');

    fireEvent.change(screen.getByLabelText('Ask a question'), {
      target: { value: '<img src=x onerror=alert(1)>' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    // The question in the list (the text area holds the same text while it is sent).
    await screen.findByText('<img src=x onerror=alert(1)>', { selector: '.live-question__text' });
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('Yours')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Upvote: 2 votes' }));
    await waitFor(() => expect(client.vote).toHaveBeenCalledWith('k3x9q2', 1));
    expect(await screen.findByRole('button', { name: 'Upvote: 1 vote' })).toHaveProperty('disabled', true);
  });

  it('tells the presenter it is their talk, with the way to the presenter view', () => {
    renderPage({ isPresenter: true });
    expect(screen.getByText(/You are presenting this talk/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the presenter view' }).getAttribute('href')).toBe(
      '/p/abcdefghijkl/present/',
    );
  });

  it('says so when the viewer is sending too fast', async () => {
    const { source, client } = renderPage();
    emit(source, stateOf());
    const { ApiError } = await import('../../../../lib/api-client');
    client.react.mockRejectedValueOnce(new ApiError(429, 'rate_limited', 'slow'));
    fireEvent.click(screen.getByRole('button', { name: 'React with 👍' }));
    expect(await screen.findByText('Slow down a little, then try again.')).toBeTruthy();
  });
});
