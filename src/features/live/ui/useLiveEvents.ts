// The live session's event stream in the browser: one EventSource, which reconnects by
// itself after a dropped connection; every (re)connection starts with `state`, which replaces what
// the page knew (the catch-up). An EventSource gives up for good when an answer is not a stream (a
// full server's 503, a proxy's 502 while the app restarts): then a new one is opened after a wait
// that doubles up to RECONNECT_MAX_MS, with jitter so an audience does not come back all at once.
// An ended session closes the stream for good, once its state is read.
import { type Dispatch, useEffect, useReducer } from 'react';
import { fillPath } from '../../../kernel/endpoint';
import { LIVE_EVENT_TYPES, LIVE_EVENTS_PATH, type LiveEvent, type LiveSessionData } from '../contracts';
import { initialLiveState, type LiveAction, type LiveState, liveReducer } from './live-state';

/** The stream's address: an EventSource opens it, so it is built from the declared path, not callApi. */
export const liveEventsPath = (code: string) => fillPath(LIVE_EVENTS_PATH, { code });

export const RECONNECT_FIRST_MS = 2_000;
export const RECONNECT_MAX_MS = 30_000;
/** EventSource.CLOSED: the browser will not try again by itself. */
const CLOSED = 2;

export interface LiveEventsOptions {
  /** The presenter's streams keep hidden questions. */
  presenter?: boolean;
  /** Each event as it arrives (after the state has it), e.g. to move the player at once. */
  onEvent?(event: LiveEvent): void;
  /** Injected in tests. */
  createSource?(url: string): EventSource;
}

export function useLiveEvents(
  code: string | null,
  initial: LiveSessionData | null,
  { presenter = false, onEvent, createSource }: LiveEventsOptions = {},
): [LiveState, Dispatch<LiveAction>] {
  const [state, dispatch] = useReducer(liveReducer(presenter), initial, initialLiveState);
  useEffect(() => {
    // Also for a session that had ended when the page was made: its one `state` brings the
    // questions the audience asked, then the stream closes (below).
    if (code === null) return;
    let source: EventSource;
    let finished = false;
    let waitMs = RECONNECT_FIRST_MS;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const onMessage = (message: MessageEvent<string>) => {
      let event: LiveEvent;
      try {
        event = JSON.parse(message.data) as LiveEvent;
      } catch {
        return;
      }
      if (event.type === 'state') waitMs = RECONNECT_FIRST_MS;
      dispatch({ type: 'event', event });
      onEvent?.(event);
      if (event.type === 'ended' || (event.type === 'state' && event.session.state === 'ended')) {
        finished = true;
        source.close();
      }
    };
    const connect = () => {
      source = createSource ? createSource(liveEventsPath(code)) : new EventSource(liveEventsPath(code));
      for (const type of LIVE_EVENT_TYPES) source.addEventListener(type, onMessage as EventListener);
      source.onerror = () => {
        dispatch({ type: 'disconnected' });
        if (finished || source.readyState !== CLOSED) return;
        for (const type of LIVE_EVENT_TYPES) source.removeEventListener(type, onMessage as EventListener);
        retry = setTimeout(connect, waitMs * (0.5 + Math.random() / 2));
        waitMs = Math.min(RECONNECT_MAX_MS, waitMs * 2);
      };
    };
    connect();
    return () => {
      finished = true;
      clearTimeout(retry);
      for (const type of LIVE_EVENT_TYPES) source.removeEventListener(type, onMessage as EventListener);
      source.close();
    };
    // onEvent is read through the latest render's closure only when the stream restarts; callers
    // pass a stable callback (a ref inside).
  }, [code, createSource, onEvent]);
  return [state, dispatch];
}
