// @vitest-environment jsdom
// The autosave on a page: its status and save time for the save line, a failure's message in the
// page's language, the warning before leaving with unsaved edits, and a flush when the page hides.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { compiledMessages } from '../../../../i18n/catalogs';
import { I18nRoot } from '../../../../i18n/react';
import { canvasFromYDoc, canvasToYDoc } from '../../../../kernel/document/canvas/crdt/mapping';
import { setCanvasMeta } from '../../../../kernel/document/canvas/crdt/ops-meta';
import { smallCanvas } from '../../../../kernel/document/canvas/crdt/test-support';
import { ApiError, type RequestDeps } from '../../../../lib/api-client';
import type { EditorApi } from '../useEditorSave';
import { canvasYDocOf } from './canvas-sync';
import { fromBase64, toBase64 } from './canvas-sync-rules';
import { useCanvasSync } from './useCanvasSync';

afterEach(() => {
  cleanup();
  // Back to jsdom's own answer (the prototype's).
  delete (document as { visibilityState?: unknown }).visibilityState;
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nRoot i18n={{ lang: 'en', messages: compiledMessages('en') }}>{children}</I18nRoot>
);

function setUp(refuse?: ApiError) {
  const server = canvasToYDoc(smallCanvas());
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
    () => useCanvasSync({ oid: 'abc', ydoc, generation: 'g1', initialUpdatedAt: 'opened', api }),
    { wrapper },
  );
  return { server, ydoc, calls, deps, hook };
}

const leave = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useCanvasSync', () => {
  it('saves when the page hides, warning before leaving until then', async () => {
    const { server, ydoc, calls, hook } = setUp();
    expect(hook.result.current).toMatchObject({ status: 'saved', savedAt: 'opened', error: null });
    expect(leave()).toBe(false);
    act(() => setCanvasMeta(ydoc, { title: 'Before hiding' }));
    expect(hook.result.current.status).toBe('unsaved');
    expect(leave()).toBe(true);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(hook.result.current.status).toBe('saved'));
    expect(calls).toEqual([{ path: '/api/v4/presentation/:oid/canvas/' }]);
    expect(canvasFromYDoc(server).title).toBe('Before hiding');
    expect(hook.result.current.savedAt).toBe('2026-12-06T20:00:00.000Z');
    expect(leave()).toBe(false);
  });

  it('sends the unsaved edits in a request kept alive past the page when the page goes', async () => {
    const { server, ydoc, deps } = setUp();
    act(() => setCanvasMeta(ydoc, { title: 'Before closing' }));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() => expect(canvasFromYDoc(server).title).toBe('Before closing'));
    const fetched = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetched);
    try {
      await deps[0]?.fetch('/api/v4/presentation/abc/canvas/', { method: 'POST' });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(fetched).toHaveBeenCalledWith('/api/v4/presentation/abc/canvas/', {
      method: 'POST',
      keepalive: true,
    });
  });

  it('turns read-only with a message saying the edits are still on the page', async () => {
    const { ydoc, hook } = setUp(new ApiError(409, 'canvas_reset', 'replaced'));
    act(() => setCanvasMeta(ydoc, { title: 'Not saved' }));
    await act(() => hook.result.current.flush());
    expect(hook.result.current.status).toBe('readOnly');
    expect(hook.result.current.error).toMatch(/copy what you need/);
    expect(leave()).toBe(true);
  });
});
