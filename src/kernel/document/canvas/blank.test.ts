import { describe, expect, it } from 'vitest';
import { layoutDocument } from '../layout';
import { BLANK_FRAME, blankCanvas } from './blank';
import { elementLines } from './text';
import { parseCanvasDocument } from './validate';

describe('blankCanvas', () => {
  it('is a valid canvas document', () => {
    expect(() => parseCanvasDocument(structuredClone(blankCanvas('Untitled presentation')))).not.toThrow();
  });

  it('has one frame of the player’s size at the origin, titled with the deck’s title', () => {
    const frames = blankCanvas('Kelp forests').elements.filter((element) => element.kind === 'frame');
    expect(frames).toEqual([
      expect.objectContaining({ x: 0, y: 0, ...BLANK_FRAME, shape: 'rectangle', title: 'Kelp forests' }),
    ]);
  });

  it('has one step, on that frame', () => {
    const doc = blankCanvas('Kelp forests');
    expect(doc.path).toEqual([{ id: 'step-1', frame: doc.elements[0]!.id }]);
    expect(layoutDocument(doc).steps).toHaveLength(1);
  });

  it('holds the title as the one title text box in the frame, and no other words', () => {
    const doc = blankCanvas('Kelp forests', 'forest');
    const texts = doc.elements.filter((element) => element.kind === 'text');
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ parent: 'frame-1' });
    expect(texts[0]!.content.paragraphs.map((paragraph) => paragraph.role)).toEqual(['title']);
    expect(texts.flatMap(elementLines)).toEqual(['Kelp forests']);
    expect(doc).toMatchObject({ version: 3, title: 'Kelp forests', theme: 'forest' });
  });
});
