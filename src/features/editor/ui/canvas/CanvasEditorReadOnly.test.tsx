// @vitest-environment jsdom
// A commenter's canvas (the page's `canEdit` false): the real canvas editor, read-only. No Undo,
// insert tools, format panel, history or path editing (its steps can be shown); the save line says it is read-only; Tab selects and the keys
// that edit (Delete, nudges, Undo, duplicate) change nothing; the Comments panel offers "Comment on
// selection" for the element selected. The live channel is a socket that never opens here.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { canvasToYDoc } from '../../../../kernel/document/canvas/crdt/mapping';
import { smallCanvas } from '../../../../kernel/document/canvas/crdt/test-support';
import { buildPlayerData } from '../../../../player/testing';
import type { CanvasEditorData } from './CanvasEditor';
import CanvasEditorScreen from './CanvasEditorScreen';

class SilentSocket {
  static readonly sent: unknown[] = [];
  readyState = 0;
  binaryType = 'arraybuffer';
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  send(data: unknown) {
    SilentSocket.sent.push(data);
  }
  close() {}
}

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
  vi.stubGlobal('WebSocket', SilentSocket);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openAsCommenter(canEdit = false) {
  const state = btoa(String.fromCharCode(...Y.encodeStateAsUpdate(canvasToYDoc(smallCanvas()))));
  const data = {
    presentation: {
      oid: 'abc123def456',
      title: 'Harbour',
      path: '/p/abc123def456/harbour/',
      updatedAt: '2026-12-07T08:00:00.000Z',
    },
    player: buildPlayerData({ title: 'Harbour' }),
    canvas: { generation: 'g1', state },
    canEdit,
    role: canEdit ? 'editor' : 'commenter',
    source: null,
    brand: null,
    comments: [],
    people: [],
    versions: [],
    openComment: null,
    viewerUsername: 'cora',
    me: { id: 3, name: 'Cora Mentor', color: '#047857' },
  } as unknown as CanvasEditorData;
  const view = renderWithI18n(<CanvasEditorScreen data={data} lang="en" />);
  const viewport = screen.getByRole('region', { name: 'Canvas' });
  return { view, viewport };
}

const elementsIn = (viewport: HTMLElement) =>
  [...viewport.querySelectorAll('[data-element-id]')].map(
    (node) => `${node.getAttribute('data-element-id')} ${node.getAttribute('style')}`,
  );

describe('the canvas editor for a commenter', () => {
  it('has no Undo, insert tools, format panel or history, and says it is read-only', () => {
    openAsCommenter();
    expect(screen.queryByRole('toolbar', { name: 'Insert' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Format' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'History' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Comments' })).toBeTruthy();
    expect(screen.getByText('Read-only: you can comment, not edit.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add this view' })).toBeNull();
    // The path's steps can be shown: the left column is not switched off as an editor's is.
    const steps = screen.getAllByRole('button', { name: /^Step \d/ });
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.every((step) => !(step as HTMLButtonElement).matches(':disabled'))).toBe(true);
  });

  it('selects by Tab, offers Comment on selection, and changes nothing by the keys that edit', () => {
    const { viewport } = openAsCommenter();
    const before = elementsIn(viewport);
    expect(before.length).toBeGreaterThan(1);
    viewport.focus();
    fireEvent.keyDown(viewport, { key: 'Tab' });
    const comments = screen.getByRole('complementary', { name: 'Comments' });
    expect(within(comments).getByRole('button', { name: 'Comment on selection' })).toBeTruthy();
    // Kept from the browser (Ctrl+D would bookmark the page), and doing nothing.
    for (const key of [
      { key: 'Delete' },
      { key: 'Backspace' },
      { key: 'ArrowRight' },
      { key: 'd', ctrlKey: true },
      { key: 'z', ctrlKey: true },
    ])
      expect(fireEvent.keyDown(viewport, key), key.key).toBe(false);
    expect(elementsIn(viewport)).toEqual(before);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(comments).getByRole('button', { name: 'Comment on selection' })).toBeTruthy();
  });
});
