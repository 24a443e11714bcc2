import { describe, expect, it } from 'vitest';
import { layoutDocument } from '../layout';
import { transcriptOf } from '../transcript';
import type { CanvasDocument } from './model';

const box = { x: 0, y: 0, width: 1600, height: 900, rotation: 0, z: 0 };
const doc: CanvasDocument = {
  version: 3,
  title: 'Tides',
  theme: 'slate',
  elements: [
    { kind: 'frame', id: 'a', shape: 'rectangle', title: 'Why tides', ...box },
    { kind: 'frame', id: 'b', shape: 'circle', parent: 'a', ...box, x: 100, y: 500, width: 200, height: 200 },
    {
      kind: 'text',
      id: 'bt',
      parent: 'b',
      ...box,
      x: 120,
      y: 550,
      width: 100,
      height: 40,
      content: { paragraphs: [{ list: 'bullet', runs: [{ text: 'The ' }, { text: 'moon', bold: true }] }] },
    },
    {
      kind: 'text',
      id: 'at',
      parent: 'a',
      ...box,
      y: 100,
      height: 100,
      content: { paragraphs: [{ role: 'title', runs: [{ text: 'Pull' }] }] },
    },
    {
      kind: 'text',
      id: 'loose',
      ...box,
      x: 5000,
      content: { paragraphs: [{ runs: [{ text: 'A note on the side' }] }] },
    },
  ],
  path: [
    { id: 's1', frame: 'a', notes: 'secret' },
    { id: 's2', frame: 'b' },
    { id: 's3', view: { x: 0, y: 0, width: 6000, height: 3000, rotation: 0 }, title: 'Everything' },
  ],
};

describe('a canvas deck’s transcript and layout', () => {
  it('makes one topic per frame, each with the words inside it, and leaves out the notes', () => {
    const transcript = transcriptOf(doc);
    const words = (texts: { paragraphs: { text: string }[] }[]) =>
      texts.flatMap((t) => t.paragraphs.map((p) => p.text));
    expect(words(transcript.texts)).toEqual(['A note on the side']);
    expect(transcript.topics.map((topic) => words(topic.texts))).toEqual([
      ['Why tides', 'Pull'],
      ['The moon'],
    ]);
    expect(JSON.stringify(transcript)).not.toContain('secret');
  });

  it('heads a frame’s topic with its title once, when a heading inside it already says it', () => {
    const titled: CanvasDocument = {
      ...doc,
      elements: doc.elements.map((element) =>
        element.id === 'at'
          ? { ...element, content: { paragraphs: [{ role: 'title', runs: [{ text: 'Why tides' }] }] } }
          : element,
      ),
    };
    const words = (texts: { paragraphs: { text: string }[] }[]) =>
      texts.flatMap((t) => t.paragraphs.map((p) => p.text));
    expect(words(transcriptOf(titled).topics[0]!.texts)).toEqual(['Why tides']);
  });

  it('plays the path: frames by their centre, and a saved view', () => {
    const layout = layoutDocument(doc);
    expect(layout.frames.map((frame) => [frame.id, frame.depth, frame.shape])).toEqual([
      ['a', 1, 'rect'],
      ['b', 2, 'circle'],
    ]);
    expect(layout.steps.map((step) => [step.frameId, step.title, step.target.x, step.target.y])).toEqual([
      ['a', 'Why tides', 800, 450],
      ['b', 'Tides', 200, 600],
      ['s3', 'Everything', 3000, 1500],
    ]);
  });
});
