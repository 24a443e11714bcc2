// @vitest-environment jsdom
// Saving on a page. Live: the status follows the server's acknowledgements, the others in the deck
// come through the presence feed and see this tab's selection, a dropped connection says offline
// without an alarm until something is unsaved, and the page going sends its unsaved state over
// HTTP. Fallback: a socket that never opens hands the page to the HTTP autosave, which still saves
// when the page hides, sends what the page holds as it goes, and turns read-only on a replaced deck.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import {
  FakeLiveNetwork,
  type FakeSocket,
  manualClock,
} from '../../../../../test/helpers/live-canvas-server';
import { compiledMessages } from '../../../../i18n/catalogs';
import { I18nRoot } from '../../../../i18n/react';
import { canvasFromYDoc } from '../../../../kernel/document/canvas/crdt/mapping';
import { setCanvasMeta } from '../../../../kernel/document/canvas/crdt/ops-meta';
import { ApiError, type RequestDeps } from '../../../../lib/api-client';
import { LIVE_CLOSE } from '../../live-protocol';
import type { EditorApi } from '../useEditorSave';
import { canvasYDocOf } from './canvas-sync';
import { fromBase64, toBase64 } from './canvas-sync-rules';
import { createLiveCanvas } from './live-canvas';
import type { LivePeer } from './live-canvas-rules';
import { useCanvasSync } from './useCanvasSync';

afterEach(() => {
  cleanup();
  // Back to jsdom's own answer (the prototype's).
  delete (document as { visibilityState?: unknown }).visibilityState;
});

const ME = { id: 7, name: 'Ada Lovelace', color: '#1d4ed8' };

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nRoot i18n={{ lang: 'en', messages: compiledMessages('en') }}>{children}</I18nRoot>
);

/** A page on a fake network whose server also answers the HTTP autosave (`refuse`: with that error). */
function setUp({ live = true, refuse }: { live?: boolean; refuse?: ApiError } = {}) {
  const network = new FakeLiveNetwork();
  network.answer = live ? 'accept' : 'refuse';
  const server = network.doc;
  const clock = manualClock();
  const calls: { path: string }[] = [];
  const deps: (RequestDeps | undefined)[] = [];
  const api = (async (
    endpoint: { path: string },
    input: { body: { update: string; stateVector: string } },
    given?: RequestDeps,
  ) => {
    calls.push({ path: endpoint.path });
    deps.push(given);
    if (refuse) throw refuse;
    Y.applyUpdate(server, fromBase64(input.body.update));
    return {
      update: toBase64(Y.encodeStateAsUpdate(server, fromBase64(input.body.stateVector))),
      stateVector: toBase64(Y.encodeStateVector(server)),
      updatedAt: '2026-12-06T20:00:00.000Z',
      title: 'Saved',
      path: '/p/x/saved/',
    };
  }) as unknown as EditorApi;
  const ydoc = canvasYDocOf(toBase64(Y.encodeStateAsUpdate(server)));
  const hook = renderHook(
    () =>
      useCanvasSync({
        ...{ oid: 'abc', ydoc, generation: 'g1', initialUpdatedAt: 'opened', me: ME, api },
        ...{ createSocket: network.createSocket, schedule: clock.schedule, now: clock.now },
      }),
    { wrapper },
  );
  const deliver = () => act(() => network.deliver());
  return { network, server, clock, ydoc, calls, deps, hook, deliver };
}

/** Three sockets that never open, one wait after each: the page saves over HTTP from then on. */
function fallBack({ network, clock }: ReturnType<typeof setUp>) {
  act(() => {
    network.deliver();
    clock.advance(1000);
    network.deliver();
    clock.advance(2000);
    network.deliver();
  });
  expect(network.sockets).toHaveLength(3);
}

const leave = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

const hide = () =>
  act(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

describe('useCanvasSync, live', () => {
  it('says saved only once the server acknowledged, warning before leaving until then', () => {
    const page = setUp();
    page.deliver();
    expect(page.hook.result.current).toMatchObject({ status: 'saved', error: null, offline: false });
    page.network.holdAcks = true;
    act(() => setCanvasMeta(page.ydoc, { title: 'Live' }));
    page.deliver();
    expect(page.hook.result.current.status).toBe('saving');
    expect(leave()).toBe(true);
    act(() => page.network.releaseAcks());
    page.deliver();
    expect(page.hook.result.current.status).toBe('saved');
    expect(canvasFromYDoc(page.server).title).toBe('Live');
    expect(leave()).toBe(false);
    expect(page.calls).toEqual([]);
  });

  it('shows the others in the deck and shows them this tab’s selection', () => {
    const page = setUp();
    page.deliver();
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(page.server));
    let seen: LivePeer[] = [];
    const grace = createLiveCanvas({
      ...{ ydoc: other, me: { id: 9, name: 'Grace Hopper', color: '#047857' }, url: '/live' },
      ...{ initialSavedAt: 'x', createSocket: page.network.createSocket, schedule: page.clock.schedule },
      onChange: () => {},
      onPeers: (peers) => {
        seen = peers;
      },
    });
    page.deliver();
    expect(page.hook.result.current.presence.peers().map((peer) => peer.user.name)).toEqual(['Grace Hopper']);
    act(() => page.hook.result.current.setPresence({ selection: ['s'] }));
    page.deliver();
    expect(seen).toMatchObject([{ user: ME, selection: ['s'] }]);
    // Leaving takes this tab out of the others' presence; back from the page cache, it returns.
    act(() => window.dispatchEvent(new Event('pagehide')));
    page.deliver();
    expect(seen).toEqual([]);
    act(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    page.deliver();
    expect(seen).toMatchObject([{ user: ME }]);
    act(() => grace.destroy());
    page.deliver();
    expect(page.hook.result.current.presence.peers()).toEqual([]);
  });

  it('says offline without an alarm until something is unsaved, then sends it on return', () => {
    const page = setUp();
    page.deliver();
    act(() => page.network.kick(page.network.sockets[0] as FakeSocket, LIVE_CLOSE.restart));
    page.deliver();
    expect(page.hook.result.current).toMatchObject({ status: 'saved', offline: true, error: null });
    act(() => setCanvasMeta(page.ydoc, { title: 'Written offline' }));
    expect(page.hook.result.current.status).toBe('offline');
    expect(page.hook.result.current.error).toMatch(/kept on this page/);
    act(() => page.clock.advance(1000));
    page.deliver();
    expect(page.hook.result.current).toMatchObject({ status: 'saved', offline: false, error: null });
    expect(canvasFromYDoc(page.server).title).toBe('Written offline');
  });

  it('sends the unsaved state over HTTP, kept alive, when the page goes', async () => {
    const page = setUp();
    page.deliver();
    act(() => window.dispatchEvent(new Event('pagehide')));
    expect(page.calls).toEqual([]);
    page.network.holdAcks = true;
    act(() => setCanvasMeta(page.ydoc, { title: 'Before closing' }));
    page.deliver();
    page.network.dropDocumentMessages = true;
    act(() => window.dispatchEvent(new Event('pagehide')));
    expect(page.calls).toEqual([{ path: '/api/v4/presentation/:oid/canvas/' }]);
    const fetched = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetched);
    try {
      await page.deps[0]?.fetch('/api/v4/presentation/abc/canvas/', { method: 'POST' });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(fetched).toHaveBeenCalledWith('/api/v4/presentation/abc/canvas/', {
      method: 'POST',
      keepalive: true,
    });
  });
});

describe('useCanvasSync, falling back to HTTP', () => {
  it('saves over HTTP what was written while the socket was trying, and when the page hides', async () => {
    const page = setUp({ live: false });
    act(() => setCanvasMeta(page.ydoc, { title: 'Before the fallback' }));
    expect(page.hook.result.current.status).toBe('unsaved');
    fallBack(page);
    act(() => page.clock.advance(0));
    await waitFor(() => expect(page.hook.result.current.status).toBe('saved'));
    expect(canvasFromYDoc(page.server).title).toBe('Before the fallback');
    act(() => setCanvasMeta(page.ydoc, { title: 'Before hiding' }));
    expect(page.hook.result.current.status).toBe('unsaved');
    expect(leave()).toBe(true);
    hide();
    await waitFor(() => expect(page.hook.result.current.status).toBe('saved'));
    expect(page.calls).toHaveLength(2);
    expect(canvasFromYDoc(page.server).title).toBe('Before hiding');
    expect(page.hook.result.current.savedAt).toBe('2026-12-06T20:00:00.000Z');
    expect(leave()).toBe(false);
    expect(page.network.sockets).toHaveLength(3);
  });

  it('sends the unsaved edits in a request kept alive past the page when the page goes', async () => {
    const page = setUp({ live: false });
    fallBack(page);
    act(() => setCanvasMeta(page.ydoc, { title: 'Before closing' }));
    act(() => window.dispatchEvent(new Event('pagehide')));
    await waitFor(() => expect(canvasFromYDoc(page.server).title).toBe('Before closing'));
    const fetched = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetched);
    try {
      await page.deps[0]?.fetch('/api/v4/presentation/abc/canvas/', { method: 'POST' });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(fetched).toHaveBeenCalledWith('/api/v4/presentation/abc/canvas/', {
      method: 'POST',
      keepalive: true,
    });
  });

  it('turns read-only with a message saying the edits are still on the page', async () => {
    const page = setUp({ live: false, refuse: new ApiError(409, 'canvas_reset', 'replaced') });
    fallBack(page);
    act(() => setCanvasMeta(page.ydoc, { title: 'Not saved' }));
    await act(() => page.hook.result.current.flush());
    expect(page.hook.result.current.status).toBe('readOnly');
    expect(page.hook.result.current.error).toMatch(/copy what you need/);
    expect(leave()).toBe(true);
  });
});
