import { describe, expect, it } from 'vitest';
import { DocumentError } from '../schema-problems';
import type { CanvasDocument, CanvasElement } from './model';
import { canvasImages, canvasPlainText, elementsInReadingOrder } from './text';
import { parseCanvasDocument } from './validate';

const box = { x: 0, y: 0, width: 100, height: 50, rotation: 0, z: 0 };

function sample(): CanvasDocument {
  return {
    version: 3,
    title: 'Field notes',
    theme: 'ocean',
    elements: [
      { kind: 'frame', id: 'intro', shape: 'rectangle', title: 'Intro', ...box, width: 1600, height: 900 },
      {
        kind: 'text',
        id: 't1',
        parent: 'intro',
        ...box,
        y: 100,
        content: {
          paragraphs: [
            {
              role: 'title',
              runs: [{ text: 'Hello ' }, { text: 'world', bold: true, link: 'https://example.com/' }],
            },
            { list: 'bullet', runs: [{ text: 'first point', color: 'theme:accent' }] },
          ],
        },
      },
      { kind: 'image', id: 'pic', parent: 'intro', ...box, y: 10, src: 'media/a.png', alt: 'A heron' },
      { kind: 'frame', id: 'inner', parent: 'intro', shape: 'circle', ...box, x: 500 },
      {
        kind: 'shape',
        id: 's1',
        shape: 'arrow',
        ...box,
        x: 2000,
        stroke: { color: '#112233', width: 4, dash: 'dashed' },
      },
      {
        kind: 'table',
        id: 'tab',
        ...box,
        x: 3000,
        columns: [0.5, 0.5],
        headerRow: true,
        rows: [
          [
            { content: { paragraphs: [{ runs: [{ text: 'Year' }] }] } },
            { content: { paragraphs: [{ runs: [{ text: 'Birds' }] }] } },
          ],
        ],
      },
      {
        kind: 'connector',
        id: 'c1',
        from: 'pic',
        to: 's1',
        stroke: { color: 'theme:text', width: 2, dash: 'solid' },
        arrowEnd: true,
        ...box,
      },
    ],
    path: [
      { id: 'p1', frame: 'intro', notes: 'Welcome everyone' },
      { id: 'p2', frame: 'inner' },
      { id: 'p3', view: { x: 0, y: 0, width: 4000, height: 2000, rotation: 0 } },
    ],
  };
}

const problemsOf = (doc: unknown): string[] => {
  try {
    parseCanvasDocument(doc);
    return [];
  } catch (error) {
    if (error instanceof DocumentError) return error.problems;
    throw error;
  }
};

const withElement = (patch: (elements: CanvasElement[]) => void) => {
  const doc = sample();
  patch(doc.elements);
  return doc;
};

describe('parseCanvasDocument', () => {
  it('accepts a document with every kind of element', () => {
    expect(problemsOf(sample())).toEqual([]);
  });

  it('names the field of an element that breaks its kind’s schema', () => {
    const doc = withElement((elements) => {
      Object.assign(elements[1] as object, {
        content: { paragraphs: [{ runs: [{ text: 'x', size: -3 }] }] },
      });
    });
    expect(problemsOf(doc)).toEqual([
      expect.stringMatching(/^elements\[1\]\.content\.paragraphs\[0\]\.runs\[0\]\.size: /),
    ]);
  });

  it('refuses a link that is a script', () => {
    const doc = withElement((elements) => {
      Object.assign(elements[1] as object, {
        content: { paragraphs: [{ runs: [{ text: 'x', link: 'javascript:alert(1)' }] }] },
      });
    });
    expect(problemsOf(doc)[0]).toMatch(/runs\[0\]\.link/);
  });

  it('refuses an unknown field and an unknown kind', () => {
    expect(
      problemsOf(withElement((elements) => Object.assign(elements[0] as object, { onclick: 'x' })))[0],
    ).toMatch(/^elements\[0\]\.onclick: is not a known field/);
    expect(
      problemsOf(withElement((elements) => Object.assign(elements[0] as object, { kind: 'script' })))[0],
    ).toMatch(/^elements\[0\]\.kind: must be one of/);
  });

  it('asks for a description of a picture that is not decorative', () => {
    const doc = withElement((elements) => Object.assign(elements[2] as object, { alt: '  ' }));
    expect(problemsOf(doc)).toEqual(['elements[2].alt: describe the picture, or mark it decorative']);
    Object.assign(doc.elements[2] as object, { decorative: true });
    expect(problemsOf(doc)).toEqual([]);
  });

  it('refuses duplicate ids, a parent that is not a frame and frames that contain themselves', () => {
    expect(
      problemsOf(withElement((elements) => Object.assign(elements[2] as object, { id: 't1' }))),
    ).toContain('elements[2].id: id "t1" is used twice');
    expect(
      problemsOf(withElement((elements) => Object.assign(elements[2] as object, { parent: 't1' }))),
    ).toContain('elements[2].parent: no frame has id "t1"');
    const loop = problemsOf(
      withElement((elements) => Object.assign(elements[0] as object, { parent: 'inner' })),
    );
    expect(loop).toContain('elements[0].parent: frames may not contain themselves');
  });

  it('refuses frames nested deeper than the limit', () => {
    const doc = sample();
    for (let i = 0; i < 10; i++) {
      doc.elements.push({
        kind: 'frame',
        id: `deep${i}`,
        shape: 'invisible',
        parent: i === 0 ? 'inner' : `deep${i - 1}`,
        ...box,
      });
    }
    expect(problemsOf(doc).some((problem) => /frames nest at most 8 deep/.test(problem))).toBe(true);
  });

  it('checks the path: a frame or a view, and a frame that exists', () => {
    const doc = sample();
    doc.path.push({ id: 'p4', frame: 't1' }, { id: 'p5' });
    expect(problemsOf(doc)).toEqual([
      'path[3].frame: no frame has id "t1"',
      'path[4]: a step is either a frame or a view',
    ]);
  });

  it('checks connectors’ ends and tables’ cells', () => {
    const doc = withElement((elements) => {
      Object.assign(elements[6] as object, { to: 'nowhere' });
      Object.assign(elements[5] as object, { columns: [0.5, 0.2] });
    });
    expect(problemsOf(doc)).toEqual([
      'elements[5].columns: the shares must add up to 1',
      'elements[6].to: no element has id "nowhere"',
    ]);
  });

  it('is not a document without version 3', () => {
    expect(problemsOf({ ...sample(), version: 2 })[0]).toMatch(/^version: /);
    expect(problemsOf(null)[0]).toMatch(/^document: /);
  });
});

describe('canvas text', () => {
  it('reads frames in path order with their content top to bottom', () => {
    // "inner" sits above the picture, but the path reaches it after its parent's content.
    expect(elementsInReadingOrder(sample()).map((element) => element.id)).toEqual([
      'intro',
      'pic',
      't1',
      'inner',
      'c1',
      's1',
      'tab',
    ]);
  });

  it('gives search every word and every description, but not the notes', () => {
    const text = canvasPlainText(sample());
    expect(text.split('\n')).toEqual([
      'Field notes',
      'Intro',
      'A heron',
      'Hello world',
      'first point',
      'Year\tBirds',
    ]);
    expect(text).not.toContain('Welcome');
  });

  it('lists the pictures it shows', () => {
    expect(canvasImages(sample())).toEqual(['media/a.png']);
  });
});
