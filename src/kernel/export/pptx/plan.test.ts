import { describe, expect, it } from 'vitest';
import { buildCanvasDocument } from '../../../../test/helpers/documents';
import type { CanvasDocument, CanvasElement } from '../../document/canvas/model';
import { THEMES } from '../../document/themes';
import { type PlannedItem, planSlides, SLIDE_WIDTH_IN } from './plan';

const base = buildCanvasDocument({}, 'Say hello');

/**
 * The test helpers' two frames (a wide one with a title and a picture, a circle), its title text
 * given a colour, an alignment and a linked bullet, an arrow in the circle, and three steps.
 */
const deck: CanvasDocument = {
  ...base,
  title: 'Tides',
  elements: [
    ...base.elements.map(
      (element): CanvasElement =>
        element.id === 't1' && element.kind === 'text'
          ? {
              ...element,
              content: {
                paragraphs: [
                  {
                    role: 'title',
                    align: 'center',
                    runs: [{ text: 'Ferries at dawn', color: 'theme:accent' }],
                  },
                  { list: 'bullet', level: 1, runs: [{ text: 'Boats', bold: true, link: '/explore/' }] },
                ],
              },
            }
          : element.id === 'i1' && element.kind === 'image'
            ? { ...element, src: '/media/u/heron.png' }
            : element,
    ),
    {
      kind: 'shape',
      id: 'a1',
      parent: 'f2',
      shape: 'arrow',
      ...{ x: 2100, y: 100, width: 200, height: 100, rotation: 0, z: 1 },
      stroke: { color: '#112233', width: 4, dash: 'dashed' },
      flipV: true,
    },
  ],
  path: base.path.map((step) => (step.id === 's2' ? { ...step, title: 'The light' } : step)),
};

const ofKind = <K extends PlannedItem['kind']>(items: PlannedItem[], kind: K) =>
  items.filter((item): item is Extract<PlannedItem, { kind: K }> => item.kind === kind);

describe('planSlides', () => {
  const plan = planSlides(deck, THEMES.ocean, { notes: true });

  it('makes a slide per step, as wide as PowerPoint’s and as tall as the first step', () => {
    expect(plan.slides.map((slide) => slide.title)).toEqual(['Harbour', 'The light', '3']);
    expect(plan.widthIn).toBe(SLIDE_WIDTH_IN);
    expect(plan.heightIn).toBeCloseTo(7.5, 2);
  });

  it('places a frame’s text at its place with its runs in points', () => {
    const [text] = ofKind(plan.slides[0]!.items, 'text');
    const inches = SLIDE_WIDTH_IN / 1600;
    expect(text!.box.x).toBeCloseTo(100 * inches, 3);
    expect(text!.box.y).toBeCloseTo(200 * inches, 3);
    expect(text!.box.w).toBeCloseTo(1400 * inches, 3);
    const [title, bullet] = text!.paragraphs;
    expect(title).toMatchObject({ align: 'center', heading: true });
    // The title's 64 world units at the slide's scale.
    expect(title!.runs[0]).toMatchObject({
      text: 'Ferries at dawn',
      color: THEMES.ocean.accent.slice(1).toUpperCase(),
    });
    expect(title!.runs[0]!.sizePt).toBeCloseTo(64 * inches * 72, 1);
    expect(bullet).toMatchObject({ list: 'bullet', level: 1 });
    expect(bullet!.runs[0]).toMatchObject({ text: 'Boats', bold: true, link: '/explore/' });
  });

  it('keeps a picture’s alt text, and leaves out what lies outside the step', () => {
    expect(ofKind(plan.slides[0]!.items, 'image')).toMatchObject([
      { src: '/media/u/heron.png', alt: 'A heron' },
    ]);
    expect(ofKind(plan.slides[0]!.items, 'line')).toEqual([]);
    expect(ofKind(plan.slides[1]!.items, 'text')).toEqual([]);
  });

  it('fits a step of other proportions in the middle of the slide', () => {
    // The square frame is as tall as the slide, centred across it.
    const [arrow] = ofKind(plan.slides[1]!.items, 'line');
    const inches = 7.5 / 900;
    expect(arrow!.box.x).toBeCloseTo((SLIDE_WIDTH_IN - 7.5) / 2 + 100 * inches, 2);
    expect(arrow).toMatchObject({ arrowEnd: true, flipV: true, stroke: { color: '112233', dash: 'dashed' } });
  });

  it('draws the frames a wider view shows as their outlines', () => {
    const shapes = ofKind(plan.slides[2]!.items, 'shape').map((item) => item.shape);
    expect(shapes).toEqual(['frame-rectangle', 'frame-circle']);
  });

  it('draws a frame’s surface as its slide’s background, and words in the theme’s text colour', () => {
    const rgb = (color: string) => color.slice(1).toUpperCase();
    expect(plan.slides.map((slide) => slide.background)).toEqual([
      rgb(THEMES.ocean.surface),
      rgb(THEMES.ocean.surface),
      rgb(THEMES.ocean.background),
    ]);
    const [text] = ofKind(plan.slides[0]!.items, 'text');
    expect(text!.paragraphs[1]!.runs[0]!.color).toBe(rgb(THEMES.ocean.text));
  });

  it('carries the notes only when asked', () => {
    expect(plan.slides.map((slide) => slide.notes)).toEqual(['Say hello one', undefined, 'Say hello three']);
    const visitor = planSlides(deck, THEMES.ocean, { notes: false });
    expect(visitor.slides.every((slide) => slide.notes === undefined)).toBe(true);
  });

  it('leaves out a step whose frame is gone', () => {
    const gone = planSlides({ ...deck, path: [{ id: 'x', frame: 'nope' }, ...deck.path] }, THEMES.ocean, {
      notes: false,
    });
    expect(gone.slides).toHaveLength(3);
  });
});
