// The presenter's step, sent to the live session while it lasts: coalesced (the latest wins, one
// request in flight) and stopped with the panel. A new session takes the presenter's step at once;
// a resumed one waits for their next move (the host is told the session's step through onStep,
// and may not have caught up yet).
import { useEffect, useMemo, useRef } from 'react';
import type { LiveClient } from './live-client';
import { StepSender } from './step-sender';

export function useLiveSteps(
  client: LiveClient,
  code: string,
  step: number,
  resumed: boolean,
  ended: boolean,
) {
  const sender = useMemo(() => new StepSender((s) => client.step(code, s)), [client, code]);
  useEffect(() => () => sender.stop(), [sender]);
  const held = useRef(resumed ? step : null);
  useEffect(() => {
    if (ended) return;
    if (held.current !== null && held.current === step) return;
    held.current = null;
    sender.move(step);
  }, [sender, step, ended]);
}
