// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDeck, buildTopic } from '../../../../../test/helpers/documents';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { buildPlayerData } from '../../../../player/testing';
import type { PlayerHandle, PlayerModule, PlayerProps } from '../../../../ui-kit/player-host/player-types';
import { AudienceView } from './AudienceView';
import { encodePresentMessage } from './channel';
import type { ChannelLike } from './usePresentChannel';

afterEach(cleanup);

const DOCUMENT = buildDeck({
  topics: [buildTopic({ id: 'a', title: 'A' }), buildTopic({ id: 'b', title: 'B' })],
});

function setUp() {
  const fullscreen = vi.fn();
  function FakePlayer(props: PlayerProps & { ref: Ref<PlayerHandle> }) {
    const [index, setIndex] = useState(props.initialStep ?? 0);
    const onStep = useRef(props.onStep);
    onStep.current = props.onStep;
    const go = (next: number) => {
      setIndex(next);
      onStep.current?.({ index: next, total: 4, msOnPreviousStep: 0, title: '' });
    };
    useImperativeHandle(props.ref, () => ({
      next: () => go(index + 1),
      previous: () => go(index - 1),
      goTo: go,
      restart: () => go(0),
      toggleFullscreen: fullscreen,
      focus: () => undefined,
    }));
    // biome-ignore lint/correctness/useExhaustiveDependencies: the first step is reported once, when ready
    useEffect(() => {
      onStep.current?.({ index, total: 4, msOnPreviousStep: 0, title: '' });
    }, []);
    return <div data-testid="player">{`${index + 1} / 4`}</div>;
  }
  const module: PlayerModule = { default: FakePlayer };
  const sent: unknown[] = [];
  let listener: ((event: MessageEvent) => void) | null = null;
  const channel: ChannelLike = {
    postMessage: (data) => sent.push(data),
    close: () => undefined,
    addEventListener: (_type, l) => {
      listener = l;
    },
  };
  renderWithI18n(
    <AudienceView
      oid="abc123def456"
      player={buildPlayerData({ document: DOCUMENT })}
      loadPlayer={() => Promise.resolve(module)}
      channel={() => channel}
    />,
  );
  const receive = (data: unknown) => act(() => listener?.({ data } as MessageEvent));
  return { sent, receive, fullscreen };
}

describe('AudienceView', () => {
  it('asks for the presenter’s step once its player is ready, follows it, and reports its own moves', async () => {
    const { sent, receive } = setUp();
    const player = await screen.findByTestId('player');
    // The player's first step is reported from an effect, which may run after the player shows.
    await waitFor(() => expect(sent).toEqual([encodePresentMessage({ type: 'hello' })]));
    receive(encodePresentMessage({ type: 'step', step: 2 }));
    expect(player.textContent).toBe('3 / 4');
    expect(sent).toHaveLength(1); // following is not a move of its own
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(player.textContent).toBe('2 / 4');
    expect(sent.at(-1)).toEqual(encodePresentMessage({ type: 'step', step: 1 }));
  });

  it('goes full screen with F or the button', async () => {
    const { fullscreen } = setUp();
    await screen.findByTestId('player');
    fireEvent.keyDown(document.body, { key: 'f' });
    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(fullscreen).toHaveBeenCalledTimes(2);
  });
});
