// @vitest-environment jsdom
// The canvas editor with the others in the deck: their pointers drawn over the canvas without
// redrawing the panels, this person's view published once the camera rests, and following a person
// from their avatar, until this person moves the camera, presses Escape or Stop, or they leave.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { canvasToYDoc } from '../../../../kernel/document/canvas/crdt/mapping';
import { smallCanvas } from '../../../../kernel/document/canvas/crdt/test-support';
import { buildPlayerData } from '../../../../player/testing';
import type { LivePresence } from '../../live-protocol';
import { CanvasEditor, type CanvasEditorData } from './CanvasEditor';
import { createCanvasStore } from './canvas-store';
import { canvasYDocOf } from './canvas-sync';
import type { LivePeer } from './live-canvas-rules';
import { PresenceAvatars } from './PresenceAvatars';
import { createFollowing } from './useFollowing';
import { createPresenceFeed } from './usePresenceFeed';
import { VIEW_REST_MS } from './usePublishView';

// Flights cut straight to their end under reduced motion: the camera is where it goes at once.
beforeEach(() => vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') })));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const grace: LivePeer = {
  clientId: 3,
  user: { id: 9, name: 'Grace Hopper', color: '#047857' },
  selection: [],
  pointer: null,
  view: { x: 0, y: 0, width: 400, height: 200 },
};
const alan: LivePeer = {
  clientId: 4,
  user: { id: 7, name: 'Alan Turing', color: '#7c3aed' },
  selection: [],
  pointer: null,
  view: { x: 0, y: 0, width: 5000, height: 5000 },
};

function setUp() {
  const state = btoa(String.fromCharCode(...Y.encodeStateAsUpdate(canvasToYDoc(smallCanvas()))));
  const data = {
    presentation: { oid: 'abc123def456', title: 'Harbour', path: '/p/abc123def456/harbour/' },
    player: buildPlayerData({ title: 'Harbour' }),
    canvas: { generation: 'g1', state },
  } as unknown as CanvasEditorData;
  const presence = createPresenceFeed();
  presence.publish([grace, alan]);
  const following = createFollowing();
  const published: Partial<LivePresence>[] = [];
  // The text editor's slot is drawn on every render of the canvas while a text is edited.
  const renders = { left: 0, canvas: 0 };
  function Counted({ part }: { part: keyof typeof renders }) {
    renders[part]++;
    return null;
  }
  renderWithI18n(
    <CanvasEditor
      data={data}
      store={createCanvasStore(canvasYDocOf(state))}
      presence={presence}
      publish={(change) => published.push(change)}
      following={following}
      slots={{
        textEditor: () => <Counted part="canvas" />,
        status: () => <PresenceAvatars presence={presence} meId={1} offline={false} following={following} />,
        left: (panel) => (
          <>
            <Counted part="left" />
            <button type="button" onClick={() => panel.camera.show({ x: 0, y: 0, width: 50, height: 50 })}>
              Jump
            </button>
          </>
        ),
      }}
    />,
  );
  const viewport = screen.getByRole('region', { name: 'Canvas' });
  const zoom = () => Number(viewport.dataset.zoom);
  // The viewport measures 1 × 1 in jsdom: a view fitted whole, with no margin, shows its longer side.
  const across = () => 1 / zoom();
  const followGrace = () => fireEvent.click(screen.getByRole('button', { name: 'Follow Grace Hopper' }));
  const graceView = (view: LivePeer['view']) => act(() => presence.publish([{ ...grace, view }, alan]));
  return { viewport, presence, following, published, renders, zoom, across, followGrace, graceView };
}

type Live = ReturnType<typeof setUp>;

describe('CanvasEditor with others in the deck', () => {
  it('draws their pointers, redrawing that layer and not the canvas or the panels', () => {
    const { viewport, presence, renders } = setUp();
    const text = viewport.querySelector('[data-element-id="t"]') as HTMLElement;
    fireEvent.pointerDown(text, { button: 0, clientX: 0, clientY: 0, pointerId: 1 });
    fireEvent.pointerUp(viewport, { clientX: 0, clientY: 0, pointerId: 1 });
    fireEvent.doubleClick(viewport);
    expect(renders.canvas).toBeGreaterThan(0);
    const settled = { ...renders };
    act(() => presence.publish([{ ...grace, pointer: { x: 200, y: 200 } }, alan]));
    // The middle of the first step's frame, where the camera opens.
    const pointers = viewport.querySelectorAll('.canvas-editor__pointer');
    expect(pointers).toHaveLength(1);
    expect(pointers[0]?.textContent).toBe('Grace Hopper');
    expect(renders).toEqual(settled);
  });

  it('publishes this person’s view once the camera rests', () => {
    vi.useFakeTimers();
    const { viewport, published, zoom } = setUp();
    act(() => vi.advanceTimersByTime(VIEW_REST_MS));
    const first = published.flatMap((change) => (change.view ? [change.view] : []));
    expect(first).toHaveLength(1);
    fireEvent.keyDown(viewport, { key: '+' });
    fireEvent.keyDown(viewport, { key: '+' });
    act(() => vi.advanceTimersByTime(VIEW_REST_MS));
    const views = published.flatMap((change) => (change.view ? [change.view] : []));
    expect(views).toHaveLength(2);
    // One screen pixel is 1 / zoom canvas units: the 1 × 1 viewport shows that much.
    expect(views[1]?.width).toBeCloseTo(1 / zoom());
  });

  it('publishes where the pointer is on the canvas after a wheel moves the canvas under it', () => {
    vi.useFakeTimers();
    const { viewport, published } = setUp();
    fireEvent.wheel(viewport, { clientX: 0, clientY: 0, deltaX: 0, deltaY: 40 });
    act(() => vi.advanceTimersByTime(VIEW_REST_MS));
    const pointer = published.flatMap((change) => (change.pointer ? [change.pointer] : [])).at(-1);
    const view = published.flatMap((change) => (change.view ? [change.view] : [])).at(-1);
    // The pointer at the viewport's top left corner is at the panned view's top left corner.
    expect(pointer).toEqual({ x: view?.x, y: view?.y });
  });

  it('follows a person from their avatar: their whole view, and each view they move to', () => {
    const { presence, following, across, followGrace, graceView } = setUp();
    followGrace();
    expect(following.followed()).toBe(9);
    expect(across()).toBeCloseTo(400);
    expect(screen.getByText('Following Grace Hopper')).toBeTruthy();
    graceView({ x: 100, y: 100, width: 800, height: 600 });
    expect(across()).toBeCloseTo(800);
    // Someone else's view moving leaves the camera where it is.
    act(() =>
      presence.publish([
        { ...grace, view: { x: 100, y: 100, width: 800, height: 600 } },
        { ...alan, view: { x: 0, y: 0, width: 3000, height: 10 } },
      ]),
    );
    expect(across()).toBeCloseTo(800);
  });

  it.each([
    ['a zoom key', ({ viewport }: Live) => fireEvent.keyDown(viewport, { key: '-' })],
    ['a pan with the wheel', ({ viewport }: Live) => fireEvent.wheel(viewport, { deltaX: 5, deltaY: 5 })],
    ['a jump from a panel', () => fireEvent.click(screen.getByRole('button', { name: 'Jump' }))],
    ['Escape', () => fireEvent.keyDown(document.body, { key: 'Escape' })],
    ['Stop', () => fireEvent.click(screen.getByRole('button', { name: 'Stop following Grace Hopper' }))],
  ])('stops following on %s', (_, stop) => {
    const live = setUp();
    live.followGrace();
    expect(live.following.followed()).toBe(9);
    stop(live);
    expect(live.following.followed()).toBeNull();
    expect(screen.getByRole('button', { name: 'Follow Grace Hopper' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(screen.queryByText('Following Grace Hopper')).toBeNull();
    // Their next view no longer moves the camera.
    const before = live.zoom();
    live.graceView({ x: 0, y: 0, width: 9000, height: 9000 });
    expect(live.zoom()).toBe(before);
  });

  it('stops following when the person leaves, not when one of their two tabs does', () => {
    const { presence, following, followGrace } = setUp();
    act(() => presence.publish([grace, { ...grace, clientId: 8 }, alan]));
    followGrace();
    act(() => presence.publish([{ ...grace, clientId: 8 }, alan]));
    expect(following.followed()).toBe(9);
    act(() => presence.publish([alan]));
    expect(following.followed()).toBeNull();
    expect(screen.queryByText('Following Grace Hopper')).toBeNull();
  });
});
