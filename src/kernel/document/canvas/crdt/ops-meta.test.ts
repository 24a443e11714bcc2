import { describe, expect, it } from 'vitest';
import { parseCanvasDocument } from '../validate';
import { setCanvasMeta } from './ops-meta';
import { session } from './test-support';

describe("the deck's own fields", () => {
  it('sets the title, theme and background and removes the background, each undone in one step', () => {
    const { ydoc, undo, read } = session();
    setCanvasMeta(ydoc, { title: 'Renamed', theme: 'forest', background: { color: 'theme:surface' } });
    expect(read()).toMatchObject({
      title: 'Renamed',
      theme: 'forest',
      background: { color: 'theme:surface' },
    });
    expect(() => parseCanvasDocument(read())).not.toThrow();
    setCanvasMeta(ydoc, { background: undefined });
    expect(read()).not.toHaveProperty('background');
    undo.undo();
    undo.undo();
    expect(read()).toEqual(session().read());
  });

  it('refuses an empty title, an unknown theme, a bad background and a missing title', () => {
    const { ydoc, read } = session();
    expect(() => setCanvasMeta(ydoc, { title: '' })).toThrow(/title/);
    expect(() => setCanvasMeta(ydoc, { theme: 'neon' as never })).toThrow(/theme/);
    expect(() => setCanvasMeta(ydoc, { background: { color: 'red' } })).toThrow(/background.color/);
    expect(() => setCanvasMeta(ydoc, { title: undefined })).toThrow(/title: is required/);
    expect(() => setCanvasMeta(ydoc, { version: 4 } as never)).toThrow(/not a field/);
    expect(read()).toEqual(session().read());
  });
});
