// Binds the presenter channel's protocol (channel.ts) to a BroadcastChannel for one presentation.
// Browsers without BroadcastChannel simply present without a second window in step.
import { useCallback, useEffect, useInsertionEffect, useRef } from 'react';
import {
  encodePresentMessage,
  type PresentMessage,
  parsePresentMessage,
  presentChannelName,
} from './channel';

/** The part of BroadcastChannel the hook uses; tests pass a pair of linked fakes. */
export interface ChannelLike {
  postMessage(data: unknown): void;
  close(): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
export type ChannelFactory = (name: string) => ChannelLike | null;

export const browserChannel: ChannelFactory = (name) =>
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);

export interface PresentChannelHandlers {
  onStep(step: number): void;
  onHello?(): void;
}

export function usePresentChannel(
  oid: string,
  totalSteps: number,
  handlers: PresentChannelHandlers,
  factory: ChannelFactory = browserChannel,
): (message: PresentMessage) => void {
  const latest = useRef(handlers);
  useInsertionEffect(() => {
    latest.current = handlers;
  });
  const channelRef = useRef<ChannelLike | null>(null);

  useEffect(() => {
    const channel = factory(presentChannelName(oid));
    if (!channel) return;
    channelRef.current = channel;
    channel.addEventListener('message', (event) => {
      const message = parsePresentMessage(event.data, totalSteps);
      if (message?.type === 'hello') latest.current.onHello?.();
      else if (message?.type === 'step') latest.current.onStep(message.step);
    });
    return () => {
      channelRef.current = null;
      channel.close();
    };
  }, [oid, totalSteps, factory]);

  return useCallback((message: PresentMessage) => {
    channelRef.current?.postMessage(encodePresentMessage(message));
  }, []);
}
