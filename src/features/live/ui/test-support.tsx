// Live sessions' component tests: an EventSource the test drives, a player that records goTo and
// can be "navigated" by the viewer, and a client whose calls are spies.
import { forwardRef, useEffect, useImperativeHandle } from 'react';
import { vi } from 'vitest';
import type { StepEvent } from '../../../ui-kit/player-host/player-types';
import type { LiveEvent, LiveQuestion, LiveSessionData } from '../contracts';
import type { LiveClient } from './live-client';

export const SESSION: LiveSessionData = {
  code: 'k3x9q2',
  joinUrl: 'http://localhost/live/k3x9q2/',
  oid: 'abcdefghijkl',
  title: 'Tidy Data in Practice',
  state: 'live',
  step: 1,
  startedAt: '2026-11-27T10:00:00.000Z',
  endedAt: null,
  linkId: null,
};

export const question = (id: number, votes: number, over: Partial<LiveQuestion> = {}): LiveQuestion => ({
  id,
  text: `Question ${id}`,
  votes,
  state: 'open',
  createdAt: `2026-11-27T10:00:0${id}.000Z`,
  voted: false,
  mine: false,
  ...over,
});

export class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, Set<(message: MessageEvent<string>) => void>>();
  onerror: (() => void) | null = null;
  closed = false;
  /** EventSource's readyState: 1 open, 2 closed for good (the browser gives up). */
  readyState = 1;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    const set = this.listeners.get(type) ?? new Set();
    this.listeners.set(type, set.add(listener));
  }
  removeEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.get(type)?.delete(listener);
  }
  close() {
    this.closed = true;
  }
  emit(event: LiveEvent) {
    for (const listener of this.listeners.get(event.type) ?? [])
      listener({ data: JSON.stringify(event) } as MessageEvent<string>);
  }
  /** A dropped connection (the browser tries again), or with `giveUp` an answer that is no stream. */
  fail(giveUp = false) {
    if (giveUp) this.readyState = 2;
    this.onerror?.();
  }
}

export const createSource = (url: string) => new FakeEventSource(url) as unknown as EventSource;

export const stateOf = (over: Partial<Extract<LiveEvent, { type: 'state' }>> = {}): LiveEvent => ({
  type: 'state',
  session: SESSION,
  questions: [],
  viewers: 3,
  ...over,
});

export function fakeClient(): LiveClient & { [K in keyof LiveClient]: ReturnType<typeof vi.fn> } {
  return {
    openSession: vi.fn(async () => ({ session: null })),
    start: vi.fn(async () => SESSION),
    step: vi.fn(async () => undefined),
    end: vi.fn(async () => undefined),
    react: vi.fn(async () => undefined),
    ask: vi.fn(async (_code: string, text: string) => question(7, 0, { text, mine: true })),
    vote: vi.fn(async (_code: string, id: number) => question(id, 1, { voted: true })),
    moderate: vi.fn(async (_code: string, id: number, action: string) =>
      question(id, 0, { state: action === 'answer' ? 'answered' : action === 'hide' ? 'hidden' : 'open' }),
    ),
  } as never;
}

/** What the fake player was asked, and a way to move it as a viewer would. */
export const fakePlayer = {
  goTo: vi.fn(),
  wander: (_index: number) => {},
};

/** A player module: shows its step, reports each one like the real player. */
export const loadFakePlayer = async () => ({
  default: forwardRef(function FakePlayer(
    props: { initialStep?: number; onStep?(event: StepEvent): void; onReady?(): void },
    ref,
  ) {
    const show = (index: number) =>
      props.onStep?.({ index, total: 10, msOnPreviousStep: 0, title: `Step ${index}` });
    useImperativeHandle(ref, () => ({
      goTo: (index: number) => {
        fakePlayer.goTo(index);
        show(index);
      },
    }));
    // Once, on mount, like the real player's first step.
    // biome-ignore lint/correctness/useExhaustiveDependencies: mount only
    useEffect(() => {
      fakePlayer.wander = show;
      props.onReady?.();
      show(props.initialStep ?? 0);
    }, []);
    return <div data-testid="player">player</div>;
  }),
});

export const loadFakeData = async () => ({ oid: SESSION.oid, title: SESSION.title });
