// Test data for the player's tests: a valid PlayerData with overrides on top, and a
// stand-in for the player chunk for the components that host it.

import {
  type ComponentType,
  createElement,
  type Ref,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { buildDeck } from '../../test/helpers/documents';
import type { PlayerData } from '../features/decks/contracts';
import type { PlayerHandle, PlayerProps } from './types';

export function buildPlayerData(overrides: Partial<PlayerData> = {}): PlayerData {
  const document = overrides.document ?? buildDeck();
  return {
    oid: 'abc123def456',
    title: document.title,
    kind: 'deck',
    schemaVersion: document.version === 0 ? '0' : '2',
    privacy: 'public',
    document,
    media: null,
    recording: null,
    thumbnail: '/thumbnails/abc123def456/1.svg',
    owner: {
      oid: 'owner0000001',
      username: 'amara',
      firstName: 'Amara',
      lastName: 'Okafor',
      publicDisplayName: null,
      email: null,
      avatar: { initials: 'AO', colour: '#3e63dd' },
    },
    lastModified: '2026-01-01T00:00:00.000Z',
    lastModifiedDateString: 'Updated January 1, 2026',
    likesCount: 0,
    hasLiked: false,
    viewCount: 0,
    tags: [],
    viewerRights: { edit: false, comment: false },
    prezilink: null,
    ...overrides,
  };
}

/**
 * The player chunk's stand-in for a deck of `total` steps: shows "n / total" (data-testid
 * "player"), moves on its handle, reports the first step once and each step shown after it, and
 * keeps the steps it was moved to in `shown`. `load` is what a host's loadPlayer prop takes.
 */
export function fakePlayerModule(total: number) {
  const shown: number[] = [];
  function FakePlayer(props: PlayerProps & { ref: Ref<PlayerHandle> }) {
    const opening = props.initialStep ?? 0;
    const [index, setIndex] = useState(opening);
    const onStep = useRef(props.onStep);
    onStep.current = props.onStep;
    // The step it opens on is reported first, as the real player does, even when a move comes
    // before React has run the effect that reports it (a test clicking as soon as the player shows).
    const reported = useRef(false);
    const reportOpening = () => {
      if (reported.current) return;
      reported.current = true;
      onStep.current?.({ index: opening, total, msOnPreviousStep: 0, title: '' });
    };
    const go = (target: number) => {
      const next = Math.max(0, Math.min(total - 1, target));
      reportOpening();
      setIndex(next);
      shown.push(next);
      onStep.current?.({ index: next, total, msOnPreviousStep: 0, title: '' });
    };
    useImperativeHandle(props.ref, () => ({
      next: () => go(index + 1),
      previous: () => go(index - 1),
      goTo: go,
      restart: () => go(0),
      toggleFullscreen: () => undefined,
      focus: () => undefined,
    }));
    // biome-ignore lint/correctness/useExhaustiveDependencies: the first step is reported once, when ready
    useEffect(reportOpening, []);
    return createElement('div', { 'data-testid': 'player' }, `${index + 1} / ${total}`);
  }
  const module: { default: ComponentType<any> } = { default: FakePlayer };
  return { shown, load: () => Promise.resolve(module) };
}
