// The live session's event stream in the browser (issue #17): one EventSource, which reconnects by
// itself; every (re)connection starts with `state`, which replaces what the page knew (the
// catch-up). An ended session closes the stream for good, once its state is read.
import { type Dispatch, useEffect, useReducer } from 'react';
import { LIVE_EVENT_TYPES, type LiveEvent, type LiveSessionData } from '../../contracts/live';
import { initialLiveState, type LiveAction, type LiveState, liveReducer } from './live-state';

export const liveEventsPath = (code: string) => `/api/v4/live/${code}/events`;

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
    const source = createSource ? createSource(liveEventsPath(code)) : new EventSource(liveEventsPath(code));
    const listeners = LIVE_EVENT_TYPES.map((type) => {
      const listener = (message: MessageEvent<string>) => {
        let event: LiveEvent;
        try {
          event = JSON.parse(message.data) as LiveEvent;
        } catch {
          return;
        }
        dispatch({ type: 'event', event });
        onEvent?.(event);
        if (event.type === 'ended' || (event.type === 'state' && event.session.state === 'ended'))
          source.close();
      };
      source.addEventListener(type, listener as EventListener);
      return [type, listener] as const;
    });
    source.onerror = () => dispatch({ type: 'disconnected' });
    return () => {
      for (const [type, listener] of listeners) source.removeEventListener(type, listener as EventListener);
      source.close();
    };
    // onEvent is read through the latest render's closure only when the stream restarts; callers
    // pass a stable callback (a ref inside).
  }, [code, createSource, onEvent]);
  return [state, dispatch];
}
