import { describe, expect, it } from 'vitest';
import { buildCanvasDeck } from '../../../../test/helpers/canvas-documents';
import { drawnFor, reachBoxes } from '../frames-in-view';
import { layoutDocument } from '../layout';
import { elementsToDraw } from './elements-in-view';

const viewport = { width: 1280, height: 720 };

function drawnAt(index: number, before: number[] = [], deck = buildCanvasDeck()) {
  const layout = layoutDocument(deck);
  const frames = drawnFor(layout, index, before, viewport, 'soon');
  const boxes = reachBoxes(layout, index, before, viewport);
  return elementsToDraw(layout.elements!, frames, boxes).map((laid) => laid.element.id);
}

describe('the canvas elements the player draws', () => {
  it('draws the elements of the frames near the camera, not those of frames far from it', () => {
    const ids = drawnAt(0);
    expect(ids).toEqual(expect.arrayContaining(['intro', 'text', 'heron', 'box', 'link', 'deep']));
    expect(ids).not.toContain('data');
    expect(ids).not.toContain('counts');
    expect(ids).not.toContain('clip');
    expect(ids).not.toContain('far');
  });

  it('draws a small nested frame’s content when the next step zooms into it', () => {
    expect(drawnAt(0)).toContain('tiny');
  });

  it('leaves out the content of a frame too small to read, drawing the frame alone', () => {
    // A wide view, the only step, shows "intro" a few pixels across.
    const deck = buildCanvasDeck({
      path: [{ id: 'a', view: { x: -20_000, y: -20_000, width: 60_000, height: 60_000, rotation: 0 } }],
    });
    const ids = drawnAt(0, [], deck);
    expect(ids).toContain('intro');
    expect(ids).not.toContain('text');
    expect(ids).not.toContain('tiny');
  });

  it('draws an element on the bare canvas by its own box', () => {
    const deck = buildCanvasDeck({
      path: [
        { id: 'far-view', view: { x: 49_000, y: 49_000, width: 3000, height: 2000, rotation: 0 } },
        { id: 'start', frame: 'intro' },
        { id: 'data', frame: 'data' },
      ],
    });
    expect(drawnAt(0, [], deck)).toContain('far');
    expect(drawnAt(2, [1], deck)).not.toContain('far');
  });
});
